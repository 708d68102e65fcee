// What every handler shares: the typed `http` from openapi-msw, auth (JWT → session → role rules),
// strict or lenient query parsing, JSON body reading, errors as thrown values, pagination, latency
// and failure injection. Handlers stay short: they parse, ask the store, and answer typed bodies.
import { HttpResponse, delay } from 'msw';
import type { createOpenApiHttp } from 'openapi-msw';
import type { ErrorBody, NoResultsBody, Role, paths } from '@balance/api-client';
import { MESSAGES } from '@balance/domain';
import { verifyAuthorization, type Claims } from '../auth/jwt.ts';
import { isValidDay } from '../seed/dates.ts';
import type { Store } from '../store/store.ts';
import type { AgentRec, OfficeRec, UserRec } from '../store/types.ts';

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

export type Session = {
  claims: Claims;
  user: UserRec;
  role: Role;
  /** The agent record of an Agent (absent for staff). */
  agent: AgentRec | undefined;
  office: OfficeRec | undefined;
};

export const MESSAGE = {
  unauthorized: 'The session has expired. Please log in again.',
  missingToken: 'You are not logged in. Please log in.',
  forged: 'The session is not valid. Please log in again.',
  forbidden: 'You do not have permission to do this.',
  notFound: 'Not found.',
  noResults: 'No records found.',
  invalid: 'The request is not valid.',
  badJson: 'The request body is not valid JSON.',
  tooLarge: 'The file is larger than 10 MB.',
  injected: 'Injected failure (x-mock-fail).',
} as const;

/** A reply decided by throwing: the route wrapper turns it into a response. */
export class HttpError extends Error {
  readonly status: number;
  readonly body: ErrorBody | NoResultsBody;
  readonly headers: Record<string, string>;
  constructor(status: number, body: ErrorBody | NoResultsBody, headers: Record<string, string> = {}) {
    super(`HTTP ${status}`);
    this.status = status;
    this.body = body;
    this.headers = headers;
  }
}

export const badRequest = (message: string, errors?: Record<string, string[]>): HttpError =>
  new HttpError(400, errors ? { message, errors } : { message });
export const invalidField = (field: string, message: string): HttpError =>
  new HttpError(400, { message: MESSAGE.invalid, errors: { [field]: [message] } });
export const notFound = (message: string = MESSAGE.notFound): HttpError => new HttpError(404, { message });
export const noResults = (): HttpError => new HttpError(404, { message: MESSAGE.noResults, data: [] });
export const forbidden = (message: string = MESSAGE.forbidden): HttpError => new HttpError(403, { message });
export const unauthorized = (message: string = MESSAGE.unauthorized): HttpError =>
  new HttpError(401, { message });

// ---------- query parameters ----------

/**
 * Query parameters, matched case-insensitively by name (like the real API's model binding).
 * Strict: a bad value is a 400 naming the parameter. Lenient (operations whose contract has no 400):
 * a bad value is ignored and the default or the nearest allowed value is used.
 */
export class Query {
  private readonly values = new Map<string, string>();
  readonly strict: boolean;

  constructor(url: URL, strict: boolean) {
    this.strict = strict;
    for (const [key, value] of url.searchParams) {
      const k = key.toLowerCase();
      if (!this.values.has(k)) this.values.set(k, value);
    }
  }

  raw(name: string): string | undefined {
    return this.values.get(name.toLowerCase());
  }

  private fail(name: string, message: string): void {
    if (this.strict) throw invalidField(name, message);
  }

  string(
    name: string,
    options: { required?: boolean; minLength?: number; maxLength?: number } = {},
  ): string | undefined {
    const value = this.raw(name);
    if (value === undefined || value === '') {
      if (options.required) this.fail(name, `${name} is required.`);
      return options.minLength ? undefined : value;
    }
    if (options.minLength !== undefined && value.length < options.minLength) {
      this.fail(name, `${name} must have at least ${options.minLength} characters.`);
      return undefined;
    }
    if (value.length > (options.maxLength ?? 500)) {
      this.fail(name, `${name} is too long.`);
      return value.slice(0, options.maxLength ?? 500);
    }
    return value;
  }

  int(name: string, options: { required?: boolean; min?: number; max?: number } = {}): number | undefined {
    const value = this.raw(name);
    if (value === undefined || value === '') {
      if (options.required) this.fail(name, `${name} is required.`);
      return undefined;
    }
    if (!/^-?\d{1,15}$/.test(value.trim())) {
      this.fail(name, `${name} must be a whole number.`);
      return undefined;
    }
    let n = Number(value.trim());
    if (options.min !== undefined && n < options.min) {
      this.fail(name, `${name} must be at least ${options.min}.`);
      if (!this.strict) n = options.min;
    }
    if (options.max !== undefined && n > options.max) {
      this.fail(name, `${name} must be at most ${options.max}.`);
      if (!this.strict) n = options.max;
    }
    return n;
  }

  bool(name: string): boolean | undefined {
    const value = this.raw(name)?.toLowerCase();
    if (value === undefined || value === '') return undefined;
    if (value === 'true' || value === '1') return true;
    if (value === 'false' || value === '0') return false;
    this.fail(name, `${name} must be true or false.`);
    return undefined;
  }

  oneOf<T extends string>(name: string, allowed: readonly T[]): T | undefined {
    const value = this.raw(name);
    if (value === undefined || value === '') return undefined;
    const found = allowed.find((a) => a.toLowerCase() === value.toLowerCase());
    if (!found) this.fail(name, `${name} must be one of: ${allowed.join(', ')}.`);
    return found;
  }

  date(name: string, options: { required?: boolean } = {}): string | undefined {
    const value = this.raw(name);
    if (value === undefined || value === '') {
      if (options.required) this.fail(name, `${name} is required.`);
      return undefined;
    }
    if (!isValidDay(value)) {
      this.fail(name, `${name} must be a date (YYYY-MM-DD).`);
      return undefined;
    }
    return value;
  }

  /** pageNumber (from 1) and pageSize (1–100, default 5). */
  page(): { pageNumber: number; pageSize: number } {
    return {
      pageNumber: this.int('pageNumber', { min: 1, max: 1_000_000_000 }) ?? 1,
      pageSize: this.int('pageSize', { min: 1, max: 100 }) ?? 5,
    };
  }

  /** The year (2020 to the current year); the current year when absent. */
  year(currentYear: number, options: { optional?: boolean } = {}): number | undefined {
    const year = this.int('year', { min: 2020, max: 2100 });
    if (year === undefined) return options.optional ? undefined : currentYear;
    if (year > currentYear) {
      this.fail('year', `year must be from 2020 to ${currentYear}.`);
      return currentYear;
    }
    return year;
  }
}

// ---------- bodies ----------

const MAX_JSON_BYTES = 1_000_000;

export async function readJson(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text.length > MAX_JSON_BYTES) throw badRequest('The request body is too large.');
  if (text.trim() === '') throw badRequest(MESSAGE.badJson);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest(MESSAGE.badJson);
  }
}

/** Collects per-field messages; `done()` throws a 400 with all of them. */
export class Check {
  readonly errors: Record<string, string[]> = {};
  private readonly obj: Record<string, unknown>;

  constructor(body: unknown) {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw badRequest('The request body must be a JSON object.');
    }
    this.obj = body as Record<string, unknown>;
  }

  add(field: string, message: string): void {
    (this.errors[field] ??= []).push(message);
  }

  has(field: string): boolean {
    return this.obj[field] !== undefined;
  }

  value(field: string): unknown {
    return this.obj[field];
  }

  string(
    field: string,
    options: { required?: boolean; min?: number; max?: number; label?: string } = {},
  ): string | undefined {
    const label = options.label ?? field;
    const v = this.obj[field];
    if (v === undefined || v === null) {
      if (options.required) this.add(field, `${label} is required`);
      return undefined;
    }
    if (typeof v !== 'string') {
      this.add(field, `${label} must be text`);
      return undefined;
    }
    if (options.required && v.trim() === '' && (options.min ?? 1) > 0) {
      this.add(field, `${label} is required`);
      return undefined;
    }
    if (options.min !== undefined && v.length < options.min)
      this.add(field, `${label} must have at least ${options.min} characters`);
    if (v.length > (options.max ?? 4000))
      this.add(field, `${label} must have at most ${options.max ?? 4000} characters`);
    return v;
  }

  nullableString(field: string, options: { max?: number } = {}): string | null | undefined {
    const v = this.obj[field];
    if (v === null) return null;
    return this.string(field, options);
  }

  number(
    field: string,
    options: {
      required?: boolean;
      min?: number;
      max?: number;
      exclusiveMin?: number;
      integer?: boolean;
    } = {},
  ): number | undefined {
    const v = this.obj[field];
    if (v === undefined || v === null) {
      if (options.required) this.add(field, `${field} is required`);
      return undefined;
    }
    if (typeof v !== 'number' || !Number.isFinite(v)) {
      this.add(field, `${field} must be a number`);
      return undefined;
    }
    if (options.integer && !Number.isInteger(v)) this.add(field, `${field} must be a whole number`);
    if (options.min !== undefined && v < options.min)
      this.add(field, `${field} must be at least ${options.min}`);
    if (options.exclusiveMin !== undefined && v <= options.exclusiveMin)
      this.add(field, `${field} must be more than ${options.exclusiveMin}`);
    if (options.max !== undefined && v > options.max)
      this.add(field, `${field} must be at most ${options.max}`);
    return v;
  }

  boolean(field: string, options: { required?: boolean } = {}): boolean | undefined {
    const v = this.obj[field];
    if (v === undefined || v === null) {
      if (options.required) this.add(field, `${field} is required`);
      return undefined;
    }
    if (typeof v !== 'boolean') {
      this.add(field, `${field} must be true or false`);
      return undefined;
    }
    return v;
  }

  oneOf<T extends string | number>(
    field: string,
    allowed: readonly T[],
    options: { required?: boolean } = {},
  ): T | undefined {
    const v = this.obj[field];
    if (v === undefined || v === null) {
      if (options.required) this.add(field, `${field} is required`);
      return undefined;
    }
    const found = allowed.find((a) => a === v);
    if (found === undefined) this.add(field, `${field} must be one of: ${allowed.join(', ')}`);
    return found;
  }

  date(field: string, options: { required?: boolean; nullable?: boolean } = {}): string | null | undefined {
    const v = this.obj[field];
    if (v === null && options.nullable) return null;
    if (v === undefined || v === null) {
      if (options.required) this.add(field, `${field} is required`);
      return undefined;
    }
    if (typeof v !== 'string' || !isValidDay(v)) {
      this.add(field, `${field} must be a date (YYYY-MM-DD)`);
      return undefined;
    }
    return v;
  }

  ok(): boolean {
    return Object.keys(this.errors).length === 0;
  }

  done(message: string = MESSAGE.invalid): void {
    if (!this.ok()) throw badRequest(message, this.errors);
  }
}

// ---------- paging ----------

export type Page<T> = { rows: T[]; totalCount: number; pageNumber: number; pageSize: number };

export function paginate<T>(items: readonly T[], pageNumber: number, pageSize: number): Page<T> {
  const start = (pageNumber - 1) * pageSize;
  return { rows: items.slice(start, start + pageSize), totalCount: items.length, pageNumber, pageSize };
}

export function paginationHeader(page: {
  pageNumber: number;
  pageSize: number;
  totalCount: number;
}): Record<string, string> {
  return {
    'x-pagination': JSON.stringify({
      currentPage: page.pageNumber,
      pageSize: page.pageSize,
      totalCount: page.totalCount,
    }),
  };
}

// ---------- routes ----------

export type AuthRule = 'public' | 'user' | 'admin' | 'superAdmin';

export type RouteOptions = {
  auth: AuthRule;
  /** The contract documents a 400 for this operation: bad query values are refused instead of ignored. */
  strict?: boolean;
  /** The contract documents a 403: an agent whose office lacks agent-level access is refused. */
  agentAccess?: boolean;
  /** Message of the 403 when the role rule refuses (default: the generic one). */
  forbiddenMessage?: string;
};

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

function errorResponse(error: HttpError): Response {
  return HttpResponse.json(error.body, { status: error.status, headers: error.headers });
}

export type Deps = HandlerOptions & { api: Api };

async function authenticate(deps: Deps, store: Store, request: Request): Promise<Session> {
  const result = await verifyAuthorization(request.headers.get('authorization'), {
    secret: deps.secret,
    now: store.clock(),
  });
  if (!result.ok) {
    throw unauthorized(
      result.reason === 'missing'
        ? MESSAGE.missingToken
        : result.reason === 'expired'
          ? MESSAGE.unauthorized
          : MESSAGE.forged,
    );
  }
  const user = store.userById.get(result.claims.userId);
  if (!user || !user.active) throw unauthorized(MESSAGE.forged);
  const agent = user.role === 'Agent' ? store.agentById.get(user.userId) : undefined;
  const officeId = user.officeId ?? result.claims.officeId;
  return { claims: result.claims, user, role: user.role, agent, office: store.officeById.get(officeId) };
}

function checkRole(session: Session, options: RouteOptions): void {
  if (options.auth === 'admin' && session.role === 'Agent') throw forbidden(options.forbiddenMessage);
  if (options.auth === 'superAdmin' && session.role !== 'Super Admin')
    throw forbidden(options.forbiddenMessage);
  if (
    options.agentAccess &&
    session.role === 'Agent' &&
    session.office &&
    !session.office.settings.agentLoginAllowed
  ) {
    throw forbidden(MESSAGES.noAgentLevelAccess);
  }
}

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
    const session = await authenticate(deps, store, info.request);
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

export function toResponse(error: unknown): Response {
  if (error instanceof HttpError) return errorResponse(error);
  // A bug in the mock: say so plainly (tests fail on any 5xx that was not injected).
  console.error('[mock-api] handler error', error);
  return HttpResponse.json({ message: 'The mock backend failed unexpectedly.' }, { status: 500 });
}

// ---------- scoping ----------

/** Office ids an admin-area search may show: all for a Super Admin, the user's company or office otherwise. */
export function scope(
  session: Session,
  store: Store,
): { all: boolean; officeIds: Set<number>; companyIds: Set<number> } {
  if (session.role === 'Super Admin') return { all: true, officeIds: new Set(), companyIds: new Set() };
  const office = session.office;
  if (!office) return { all: false, officeIds: new Set(), companyIds: new Set() };
  const companyOffices = store.officesByCompany.get(office.companyId) ?? [];
  return {
    all: false,
    officeIds: new Set(session.role === 'Office Admin' ? companyOffices.map((o) => o.id) : [office.id]),
    companyIds: new Set([office.companyId]),
  };
}
