import { atomWithStorage, createJSONStorage } from 'jotai/utils';

/** The user and the team last opened from the admin grid (their profile pages work on them). */
export const selectedUserIdState = atomWithStorage<number | null>(
  'BALANCE_SELECTED_USER',
  null,
  createJSONStorage<number | null>(() => sessionStorage),
  { getOnInit: true },
);

export const selectedTeamIdState = atomWithStorage<number | null>(
  'BALANCE_SELECTED_TEAM',
  null,
  createJSONStorage<number | null>(() => sessionStorage),
  { getOnInit: true },
);
