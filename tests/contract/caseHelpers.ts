// What several files of contract rows share: the request builders and the demo agents' records.
// Kept apart from cases.ts, which imports every row file, so no row file imports it for values.
import type { RequestSpec } from '../../mock-api/src/testing/transports.ts';
import type { CaseCtx } from './cases.ts';

export const DEMO_AGENT = 1001;
export const OTHER_AGENT = 1500;

export const get = (path: string, query?: RequestSpec['query']) => () => ({ path, query });
export const send = (method: string, path: string, json?: unknown) => () => ({ method, path, json });

export const agentBook = (ctx: CaseCtx, agentId = DEMO_AGENT) => {
  const book = ctx.store.book(agentId);
  if (!book) throw new Error(`no book for ${agentId}`);
  return book;
};
/** The demo agent's pending contract without a listing (the coversheet rows write to it). */
export const pending = (ctx: CaseCtx) => {
  const c = agentBook(ctx).contracts.find((x) => x.status === 'PEND' && x.listingId === null);
  if (!c) throw new Error('no pending contract');
  return c;
};
export const otherCompanyOffice = (ctx: CaseCtx) => ctx.store.officesByCompany.get(2)?.[0]?.id ?? 38;
