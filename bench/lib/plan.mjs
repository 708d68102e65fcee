// The searches the bench runs: drawn with a fixed seed from the mock's own (seeded) data, so the same
// data gives the same list every run. Each search is described once and rendered both as the API
// call the app makes (runSearch.ts) and as the inputs a person types in the search bar.

/** mulberry32 */
export function seeded(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const PLAN_SEED = 8_2026;
export const PAGE_SIZE = 5;

/** A piece of a word: `len` characters from a random place (the whole word when shorter). */
function piece(random, word, len) {
  const clean = word.replace(/[^A-Za-z0-9@. -]/g, '');
  if (clean.length <= len) return clean;
  const at = Math.floor(random() * (clean.length - len + 1));
  return clean.slice(at, at + len);
}

/**
 * `count` searches over agents, companies and offices (about half agents), each
 * { selection, attribute, attributeText, subFilter, text }.
 */
export function makeSearches(db, count = 60, seed = PLAN_SEED) {
  const random = seeded(seed);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const len = () => 3 + Math.floor(random() * 3);
  const agent = () => pick(db.agents);
  const company = () => pick(db.companies.filter((c) => /^[A-Za-z]/.test(c.name)));
  const office = () => pick(db.offices);
  const makers = [
    // agents
    () => ({
      selection: 'agents',
      attribute: 'Agent_Name',
      text: piece(random, agent()[random() < 0.5 ? 'firstName' : 'lastName'], len()),
    }),
    () => ({
      selection: 'agents',
      attribute: 'Agent_Name',
      text: `${agent().firstName} ${agent().lastName}`.split(' ')[0],
    }),
    () => ({
      selection: 'agents',
      attribute: 'Agent_Email',
      text: piece(random, agent().email.split('@')[0], len() + 1),
    }),
    () => ({
      selection: 'agents',
      attribute: 'Agent_Id',
      text: String(agent().userId).slice(0, 3 + Math.floor(random() * 2)),
    }),
    () => ({
      selection: 'agents',
      attribute: 'Agent_Office',
      text: piece(random, office().called.split(' ')[0], len()),
    }),
    () => ({
      selection: 'agents',
      attribute: 'Agent_MemberType',
      text: pick(['Broker', 'Agent', 'Associate']),
    }),
    () => ({
      selection: 'agents',
      attribute: 'Agent_Status',
      subFilter: pick(['Active', 'Inactive']),
      text: '',
    }),
    () => ({
      selection: 'agents',
      attribute: 'Agent_BsfStatus',
      subFilter: pick(['Current', 'Past Due', 'Exempt']),
      text: '',
    }),
    // companies
    () => ({ selection: 'companies', attribute: 'Company_Name', text: piece(random, company().name, len()) }),
    () => ({ selection: 'companies', attribute: 'Company_City', text: piece(random, company().city, len()) }),
    () => ({ selection: 'companies', attribute: 'Company_State', text: company().state }),
    // offices
    () => ({
      selection: 'offices',
      attribute: 'Office_Name',
      text: piece(random, office().called.split(' ')[0], len()),
    }),
    () => ({ selection: 'offices', attribute: 'Office_City', text: piece(random, office().city, len()) }),
    () => ({
      selection: 'offices',
      attribute: 'Office_Num',
      text: office().officeNum.slice(0, 2 + Math.floor(random() * 2)),
    }),
    () => ({ selection: 'offices', attribute: 'Office_Status', subFilter: pick(['0', '1']), text: '' }),
  ];
  // About half agent searches: the agent makers come first and are drawn twice as often.
  const weights = makers.map((_, i) => (i < 8 ? 2 : 1));
  const total = weights.reduce((a, b) => a + b, 0);
  const out = [];
  while (out.length < count) {
    let r = random() * total;
    let i = 0;
    while (r >= weights[i]) r -= weights[i++];
    const search = makers[i]();
    if (search.text === undefined || (search.text.trim().length < 2 && !search.attribute.includes('Status')))
      continue;
    out.push({ subFilter: '', ...search });
  }
  return out;
}

/** The API call the app makes for a search (apps/web/src/areas/admin/main/runSearch.ts), page 1. */
export function searchPath(search, { userId = 1, roleId = 1, pageSize = PAGE_SIZE } = {}) {
  const q = new URLSearchParams();
  const text = search.attribute === 'Office_Status' ? search.subFilter : search.text.trim();
  const paging = () => {
    q.set('pageSize', String(pageSize));
    q.set('pageNumber', '1');
  };
  switch (search.selection) {
    case 'agents':
      paging();
      if (search.attribute === 'Agent_All') return `/agents?${q}`;
      q.set('key', search.attribute);
      q.set('search', text);
      q.set('UserId', String(userId));
      q.set('RoleId', String(roleId));
      return `/agents/agentsBy?${q}`;
    case 'companies':
      paging();
      if (search.attribute === 'Company_All') return `/companies?${q}`;
      q.set('SearchField', search.attribute);
      q.set('SearchText', text);
      q.set('UserId', String(userId));
      q.set('RoleId', String(roleId));
      return `/companies/getCompaniesBy?${q}`;
    case 'offices':
      paging();
      q.set('searchField', search.attribute);
      q.set('searchText', text);
      if (search.subFilter) q.set('subFilter', search.subFilter);
      return `/Office/search?${q}`;
    default:
      throw new Error(`unknown selection ${search.selection}`);
  }
}

/** The text searches of agents (name, e-mail, office): the ones json-server's `?q=` can be compared with. */
export const isAgentTextSearch = (s) =>
  s.selection === 'agents' && ['Agent_Name', 'Agent_Email', 'Agent_Office'].includes(s.attribute);
