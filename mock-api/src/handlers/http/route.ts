// The route wrapper every handler goes through: failure injection, latency, auth and role rules,
// strict or lenient query parsing, and thrown HttpErrors turned into error bodies.
import { delay } from 'msw';
import type { createOpenApiHttp } from 'openapi-msw';
import type { paths } from '@balance/api-client';
import type { Store } from '../../store/store.ts';
import { authenticate, checkRole, type AuthRule, type RouteOptions, type Session } from './auth.ts';
import { HttpError, MESSAGE, toResponse, unauthorized } from './errors.ts';
import { Query } from './query.ts';

export type HandlerOptions = {
  /** The store to answer from; a function so a test can swap in a fresh store without new handlers. */
  getStore: () => Store;
  /** Where the API lives: an origin (`http://127.0.0.1:3001`), an origin with a path, or `*` for any. */
  baseUrl: string;
  /** JWT secret (HS256). */
  secret?: string;
  /** Latency added to every answer (MOCK_DELAY_MS). */
  delayMs?: number;
  /** Told the link of each password-reset request (the mock sends no e-mail; the HTTP server logs it). */
  onResetLink?: (userName: string, path: string) => void;
};

export type Api = ReturnType<typeof createOpenApiHttp<paths>>;

export type RouteCtx = {
  store: Store;
  q: Query;
  request: Request;
  session: Session;
  currentYear: number;
  today: string;
};

export type PublicCtx = Omit<RouteCtx, 'session'>;

type FailState = { remaining: number; status: number };
const armed: FailState = { remaining: 0, status: 500 };

/** Arms failure injection for the next `count` calls (see README: `POST /__mock/fail-next`). */
export function armFailure(status: number, count: number): void {
  armed.status = status;
  armed.remaining = count;
}

function injectedFailure(request: Request, url: URL): number | null {
  const raw = request.headers.get('x-mock-fail') ?? url.searchParams.get('__fail');
  if (raw !== null) {
    const n = Number(raw);
    return Number.isInteger(n) && n >= 400 && n <= 599 ? n : 500;
  }
  if (armed.remaining > 0) {
    armed.remaining -= 1;
    return armed.status;
  }
  return null;
}

export type Deps = HandlerOptions & { api: Api };

type ResolverInfo = { request: Request; response: { untyped: (response: Response) => unknown } };

/**
 * Wraps a typed resolver: failure injection, latency, auth and role rules, query parsing, and thrown
 * HttpErrors turned into error bodies. The wrapped resolver's typed answer passes through unchanged.
 */
export function makeRoute(deps: Deps) {
  async function prelude(
    info: ResolverInfo,
    options: RouteOptions,
  ): Promise<{ ctx: PublicCtx; session: Session | null }> {
    const store = deps.getStore();
    const url = new URL(info.request.url);
    const fail = injectedFailure(info.request, url);
    if (fail !== null) throw new HttpError(fail, { message: MESSAGE.injected });
    const extraDelay = Number(info.request.headers.get('x-mock-delay') ?? 0);
    const ms =
      (deps.delayMs ?? 0) + (Number.isFinite(extraDelay) ? Math.min(Math.max(extraDelay, 0), 10_000) : 0);
    if (ms > 0) await delay(ms);
    const today = store.db.meta.today;
    const ctx: PublicCtx = {
      store,
      q: new Query(url, options.strict ?? false),
      request: info.request,
      currentYear: Number(today.slice(0, 4)),
      today,
    };
    if (options.auth === 'public') return { ctx, session: null };
    const session = await authenticate(deps.secret, store, info.request);
    checkRole(session, options);
    return { ctx, session };
  }

  function route<Info extends ResolverInfo, R>(
    options: RouteOptions & { auth: Exclude<AuthRule, 'public'> },
    resolver: (info: Info, ctx: RouteCtx) => R | Promise<R>,
  ): (info: Info) => Promise<R> {
    return async (info) => {
      try {
        const { ctx, session } = await prelude(info, options);
        if (!session) throw unauthorized();
        return await resolver(info, { ...ctx, session });
      } catch (error) {
        return info.response.untyped(toResponse(error)) as R;
      }
    };
  }

  function publicRoute<Info extends ResolverInfo, R>(
    options: Omit<RouteOptions, 'auth'>,
    resolver: (info: Info, ctx: PublicCtx) => R | Promise<R>,
  ): (info: Info) => Promise<R> {
    return async (info) => {
      try {
        const { ctx } = await prelude(info, { ...options, auth: 'public' });
        return await resolver(info, ctx);
      } catch (error) {
        return info.response.untyped(toResponse(error)) as R;
      }
    };
  }

  return { route, publicRoute };
}
