// The listing and contract searches the mock suite times: companies drawn with a fixed seed, the first
// search of each (the one that draws the company's deals into the index) timed alone, then varied
// searches over those companies (filters, sides, closing ranges, address and MLS texts taken from the
// first replies) run like the other searches.
import { seeded, PAGE_SIZE } from './plan.mjs';

export const DEAL_SEED = 17_2026;
const FILTERS = ['SELECT', 'PEND', 'CLSD', 'FALL', 'NONE'];
const SIDES = ['LIST', 'REF-LIST', 'REF-SELL', 'SELL'];
const LISTING_STATUSES = ['Active', 'Pending', 'Sold', 'Expired', 'Withdrawn'];

/** `count` companies with offices (fixed seed). */
export function dealCompanies(db, count, seed = DEAL_SEED) {
  const random = seeded(seed);
  const withOffices = new Set(db.offices.map((o) => o.companyId));
  const companies = db.companies.filter((c) => withOffices.has(c.id));
  const chosen = new Set();
  while (chosen.size < Math.min(count, companies.length)) {
    chosen.add(companies[Math.floor(random() * companies.length)].id);
  }
  return [...chosen];
}

/** The first (index-drawing) search of each company, timed one by one; returns its rows for texts. */
export async function coldDealSearches(baseUrl, token, companyIds) {
  const timings = [];
  const samples = new Map();
  let listings = 0;
  for (const id of companyIds) {
    const started = performance.now();
    const res = await fetch(`${baseUrl}/listings/search?companyId=${id}&pageSize=100`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = await res.json();
    timings.push(performance.now() - started);
    samples.set(id, res.ok ? body.data : []);
    listings += JSON.parse(res.headers.get('x-pagination') ?? '{"totalCount":0}').totalCount;
  }
  return { timings, samples, listings };
}

/** `count` varied listing and contract searches over the sampled companies. */
export function makeDealSearches(samples, count = 60, seed = DEAL_SEED) {
  const random = seeded(seed);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const ids = [...samples.keys()].filter((id) => (samples.get(id) ?? []).length > 0);
  const paths = [];
  for (let i = 0; i < count; i += 1) {
    const companyId = pick(ids);
    const rows = samples.get(companyId);
    const row = pick(rows);
    const q = new URLSearchParams({ companyId: String(companyId), pageSize: String(PAGE_SIZE) });
    const kind = i % 6;
    if (kind === 0) q.set('searchText', row.address.split(' ').slice(1, 2).join(' ').slice(0, 5));
    if (kind === 1) {
      q.set('searchField', 'MlsNumber');
      q.set('searchText', row.mlsNumber.slice(0, 5));
    }
    if (kind === 2) q.set('status', pick(LISTING_STATUSES));
    if (kind <= 2) {
      paths.push(`/listings/search?${q}`);
      continue;
    }
    q.set('contractFilter', pick(FILTERS));
    if (kind === 3) q.set('side', pick(SIDES));
    if (kind === 4) {
      const year = 2021 + Math.floor(random() * 5);
      q.set('contractFilter', 'CLSD');
      q.set('closingFrom', `${year}-01-01`);
      q.set('closingTo', `${year}-06-30`);
    }
    if (kind === 5) q.set('officeId', String(row.officeId));
    paths.push(`/contracts/search?${q}`);
  }
  return paths.map((path) => ({ method: 'GET', path }));
}
