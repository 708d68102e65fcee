// The admin area's listing and contract searches: their enumerations and the one rule both ends check
// (a closing-date range runs forwards).

export const LISTING_STATUSES = ['Active', 'Pending', 'Sold', 'Expired', 'Withdrawn'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

/** What a deal search's text matches. */
export const DEAL_SEARCH_FIELDS = ['Address', 'MlsNumber'] as const;
export type DealSearchField = (typeof DEAL_SEARCH_FIELDS)[number];
export const DEAL_SEARCH_FIELD_LABELS: Record<DealSearchField, string> = {
  Address: 'Address',
  MlsNumber: 'MLS Number',
};

export const DEAL_MESSAGES = {
  closingRange: 'Closing From must be on or before Closing To.',
  chooseCompany: 'Choose a company to search its listings and contracts.',
} as const;

/** The message for a closing-date range that runs backwards (days as YYYY-MM-DD), else null. */
export function closingRangeError(from: string | undefined, to: string | undefined): string | null {
  return from && to && from > to ? DEAL_MESSAGES.closingRange : null;
}
