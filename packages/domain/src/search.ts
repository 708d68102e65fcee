// The search Go rule (docs/product.md#rules).

/** The attributes that search everything and so need no search text. */
export const ALL_ATTRIBUTES = [
  'Agent_All',
  'Company_All',
  'Contract_AllContract',
  'Listing_All',
  'Office_All',
  'Region_All',
  'Team_All',
  'User_All',
] as const;

export const OFFICE_STATUS_ATTRIBUTE = 'Office_Status';
export const MIN_SEARCH_TEXT_LENGTH = 2;

/** True when the attribute needs no text: one of the `*_All` names, or its name contains 'Status'. */
export function attributeNeedsNoText(attribute: string): boolean {
  return (ALL_ATTRIBUTES as readonly string[]).includes(attribute) || attribute.includes('Status');
}

/** Go is enabled when the trimmed text has at least 2 characters, or the attribute needs no text. */
export function canSearch(attribute: string, text: string): boolean {
  return attributeNeedsNoText(attribute) || text.trim().length >= MIN_SEARCH_TEXT_LENGTH;
}

/** For Office_Status the chosen sub-filter is sent instead of the text. */
export function searchTextToSend(attribute: string, text: string, subFilter: string | undefined): string {
  if (attribute === OFFICE_STATUS_ATTRIBUTE) return subFilter ?? '';
  return text.trim();
}
