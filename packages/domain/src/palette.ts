// The command palette and saved searches: the record kinds the palette finds, and the rules a saved
// search's name follows (the form and POST/PUT /savedSearches apply the same ones).

/** Record kinds the palette finds, in the order their groups are shown (PaletteKind in the contract). */
export const PALETTE_KINDS = [
  'company',
  'office',
  'agent',
  'user',
  'team',
  'region',
  'listing',
  'contract',
] as const;
export type PaletteKind = (typeof PALETTE_KINDS)[number];

/** The group heading and the word a screen reader says for each hit. */
export const PALETTE_KIND_LABELS: Record<PaletteKind, { group: string; one: string }> = {
  company: { group: 'Companies', one: 'Company' },
  office: { group: 'Offices', one: 'Office' },
  agent: { group: 'Agents', one: 'Agent' },
  user: { group: 'Users', one: 'User' },
  team: { group: 'Teams', one: 'Team' },
  region: { group: 'Regions', one: 'Region' },
  listing: { group: 'Listings', one: 'Listing' },
  contract: { group: 'Contracts', one: 'Contract' },
};

export function isPaletteKind(value: unknown): value is PaletteKind {
  return typeof value === 'string' && (PALETTE_KINDS as readonly string[]).includes(value);
}

/** Hits per kind the palette asks for, and the longest text it sends. */
export const PALETTE_LIMIT = 5;
export const PALETTE_MAX_TEXT = 100;
/** Wait after a keystroke before asking the server; a faster typist sends one request, not five. */
export const PALETTE_DEBOUNCE_MS = 120;

export const SAVED_SEARCH_NAME_MAX = 60;

export const SAVED_SEARCH_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${SAVED_SEARCH_NAME_MAX} characters`,
  nameTaken: 'You already have a saved search with this name',
  notSaved: 'The search could not be saved.',
  saved: 'Search saved',
  deleted: 'Saved search deleted',
  attributeGone: 'This saved search uses a search that is no longer offered.',
} as const;

/** The name rule, without the uniqueness check (which needs the user's other names). */
export function savedSearchNameError(value: string, otherNames: readonly string[] = []): string | null {
  const name = value.trim();
  if (name === '') return SAVED_SEARCH_MESSAGES.nameRequired;
  if (name.length > SAVED_SEARCH_NAME_MAX) return SAVED_SEARCH_MESSAGES.nameTooLong;
  const lower = name.toLowerCase();
  if (otherNames.some((other) => other.trim().toLowerCase() === lower))
    return SAVED_SEARCH_MESSAGES.nameTaken;
  return null;
}
