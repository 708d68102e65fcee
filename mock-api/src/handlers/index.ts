// Every handler of the mock backend, written once and used by all three transports (HTTP, browser,
// Node). A first handler makes paths case-insensitive, like the real API: `/OFFICE/ByID/12` is
// answered as `/Office/byid/12`.
import { HttpResponse, getResponse, type HttpHandler, type RequestHandler } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import type { paths } from '@balance/api-client';
import { DEMO, DEMO_PASSWORD } from '../seed/generate.ts';
import { createStore, type Store } from '../store/store.ts';
import { agentRecordHandlers } from './agent-records.ts';
import { agentHandlers } from './agents.ts';
import { authHandlers } from './auth.ts';
import { officeBillingHandlers } from './office-billing.ts';
import { officeExpenseHandlers } from './office-billing-expenses.ts';
import { billingHandlers } from './billing.ts';
import { companyHandlers } from './companies.ts';
import { MESSAGE } from './http/errors.ts';
import { armFailure, type HandlerOptions } from './http/route.ts';
import { contractAdminHandlers } from './contract-admin.ts';
import { contractHandlers } from './contracts.ts';
import { dashboardHandlers } from './dashboard.ts';
import { dealSearchHandlers } from './deal-search.ts';
import { dtrMappingHandlers } from './dtr-mapping.ts';
import { externalCompanyHandlers } from './external-company.ts';
import { officeContractHandlers } from './office-contract.ts';
import { officeSettingsHandlers } from './office-settings.ts';
import { officeHandlers } from './offices.ts';
import { paletteHandlers } from './palette.ts';
import { planHandlers } from './plans.ts';
import { reportHandlers } from './reports.ts';
import { savedSearchHandlers } from './saved-searches.ts';
import { searchHandlers } from './search.ts';
import { teamAdminHandlers } from './team-admin.ts';
import { userAdminHandlers } from './user-admin.ts';
import { userHandlers } from './users.ts';

export type { HandlerOptions } from './http/route.ts';
export { armFailure } from './http/route.ts';

export type CreateHandlersOptions = HandlerOptions & {
  /** Answer unknown paths under the base URL with a 404 error body (off in the browser, where the app's own files share the origin). */
  notFoundFallback?: boolean;
};

type Template = { method: string; path: string; regex: RegExp; literal: RegExp };

function templateOf(method: string, path: string): Template {
  const parts = path
    .split('/')
    .map((part) => (part.startsWith(':') ? '([^/]+)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  const source = `^${parts.join('/')}/?$`;
  return { method, path, regex: new RegExp(source, 'i'), literal: new RegExp(source) };
}

/** The path of `url` below the base URL, or undefined when the URL is not under it. */
function relativePath(url: URL, baseUrl: string): { prefix: string; rest: string } | undefined {
  if (baseUrl === '*' || baseUrl === '') return { prefix: '', rest: url.pathname };
  let base: URL;
  try {
    base = new URL(baseUrl, url.origin);
  } catch {
    return undefined;
  }
  if (base.origin !== url.origin) return undefined;
  const basePath = base.pathname.replace(/\/$/, '');
  if (!url.pathname.toLowerCase().startsWith(basePath.toLowerCase())) return undefined;
  return { prefix: url.pathname.slice(0, basePath.length), rest: url.pathname.slice(basePath.length) || '/' };
}

function stripBase(path: string, baseUrl: string): string {
  if (baseUrl === '*' || baseUrl === '') return path;
  const at = path.indexOf(baseUrl);
  const rest = at === 0 ? path.slice(baseUrl.length) : path;
  try {
    return new URL(rest, 'http://x').pathname;
  } catch {
    return rest;
  }
}

/** The spec paths (colon form, spec casing) the handlers answer. */
export function specTemplates(handlers: readonly HttpHandler[], baseUrl: string): Template[] {
  return handlers.flatMap((h) => {
    const { path, method } = h.info;
    return typeof path === 'string' && typeof method === 'string'
      ? [templateOf(method.toUpperCase(), stripBase(path, baseUrl))]
      : [];
  });
}

export function createHandlers(options: CreateHandlersOptions): RequestHandler[] {
  const baseUrl = options.baseUrl.replace(/\/$/, '');
  const api = createOpenApiHttp<paths>({ baseUrl });
  const deps = { ...options, baseUrl, api };
  const typed: HttpHandler[] = [
    ...authHandlers(deps),
    ...searchHandlers(deps),
    ...paletteHandlers(deps),
    ...savedSearchHandlers(deps),
    ...agentHandlers(deps),
    ...companyHandlers(deps),
    ...officeHandlers(deps),
    ...officeSettingsHandlers(deps),
    ...externalCompanyHandlers(deps),
    ...dtrMappingHandlers(deps),
    ...officeContractHandlers(deps),
    ...userHandlers(deps),
    ...userAdminHandlers(deps),
    ...teamAdminHandlers(deps),
    ...reportHandlers(deps),
    ...dashboardHandlers(deps),
    ...dealSearchHandlers(deps),
    ...contractHandlers(deps),
    ...contractAdminHandlers(deps),
    ...billingHandlers(deps),
    ...officeBillingHandlers(deps),
    ...officeExpenseHandlers(deps),
    ...planHandlers(deps),
    // After every other /agents/* path: /agents/{id} would answer them otherwise.
    ...agentRecordHandlers(deps),
  ];
  const templates = specTemplates(typed, baseUrl);
  const pattern = baseUrl === '' ? '*' : `${baseUrl}/*`;

  const caseInsensitive = api.untyped.all(pattern, async ({ request }) => {
    const url = new URL(request.url);
    const rel = relativePath(url, baseUrl);
    if (!rel) return undefined;
    if (rel.rest.length > 2048) return HttpResponse.json({ message: MESSAGE.notFound }, { status: 404 });
    const method = request.method.toUpperCase();
    const candidates = templates.filter((t) => t.method === method);
    if (candidates.some((t) => t.literal.test(rel.rest))) return undefined;
    const hit = candidates.find((t) => t.regex.test(rel.rest));
    if (!hit) return undefined;
    const values = hit.regex.exec(rel.rest)?.slice(1) ?? [];
    let i = 0;
    const canonical = hit.path.replace(/:[^/]+/g, () => values[i++] ?? '');
    const target = new URL(`${rel.prefix}${canonical}${url.search}`, url.origin);
    const body = method === 'GET' || method === 'HEAD' ? undefined : await request.arrayBuffer();
    return getResponse(typed, new Request(target, { method, headers: request.headers, body }));
  });

  const control = [
    api.untyped.post(`${baseUrl === '' ? '' : baseUrl}/__mock/fail-next`, async ({ request }) => {
      let status = 500;
      let count = 1;
      try {
        const body = (await request.json()) as { status?: unknown; count?: unknown };
        if (typeof body.status === 'number' && body.status >= 400 && body.status <= 599)
          status = Math.floor(body.status);
        if (typeof body.count === 'number' && body.count >= 0 && body.count <= 100)
          count = Math.floor(body.count);
      } catch {
        // defaults
      }
      armFailure(status, count);
      return HttpResponse.json({ data: { status, count } });
    }),
    api.untyped.get(`${baseUrl === '' ? '' : baseUrl}/__mock/info`, () => {
      const store = options.getStore();
      const { meta } = store.db;
      return HttpResponse.json({
        data: {
          scale: meta.scale,
          seed: meta.seed,
          today: meta.today,
          counts: {
            companies: store.db.companies.length,
            offices: store.db.offices.length,
            agents: store.db.agents.length,
            users: store.db.users.length,
          },
          demoAccounts: Object.values(DEMO.userNames).map((userName) => ({
            userName,
            password: DEMO_PASSWORD,
          })),
        },
      });
    }),
  ];

  const fallback = options.notFoundFallback
    ? [api.untyped.all(pattern, () => HttpResponse.json({ message: MESSAGE.notFound }, { status: 404 }))]
    : [];

  return [caseInsensitive, ...control, ...typed, ...fallback];
}

export type MockHandlersOptions = Omit<CreateHandlersOptions, 'getStore'> & {
  scale?: 'small' | 'large';
  seed?: number;
  /** The day the data is generated for (pin it for screenshots). */
  now?: Date;
  /** The clock of write timestamps and tokens (pin it for screenshots). */
  clock?: () => Date;
};

/** Handlers over their own fresh store; `reset()` gives them fresh data again. */
export function createMockHandlers(options: MockHandlersOptions): {
  handlers: RequestHandler[];
  store: () => Store;
  reset: () => void;
} {
  const fresh = (): Store =>
    createStore({ scale: options.scale, seed: options.seed, now: options.now, clock: options.clock });
  let store = fresh();
  const handlers = createHandlers({ ...options, getStore: () => store });
  return {
    handlers,
    store: () => store,
    reset: () => {
      store = fresh();
    },
  };
}
