import { atomWithStorage, createJSONStorage } from 'jotai/utils';

/**
 * The company and the office last selected in the admin grid. The management pages
 * (/main/companies/membership/*, /main/offices/profile/*) work on them; kept in sessionStorage so a
 * reload keeps them.
 */
export const selectedCompanyIdState = atomWithStorage<number | null>(
  'BALANCE_SELECTED_COMPANY',
  null,
  createJSONStorage<number | null>(() => sessionStorage),
  { getOnInit: true },
);

export const selectedOfficeIdState = atomWithStorage<number | null>(
  'BALANCE_SELECTED_OFFICE',
  null,
  createJSONStorage<number | null>(() => sessionStorage),
  { getOnInit: true },
);

export const selectedAgentIdState = atomWithStorage<number | null>(
  'BALANCE_SELECTED_AGENT',
  null,
  createJSONStorage<number | null>(() => sessionStorage),
  { getOnInit: true },
);
