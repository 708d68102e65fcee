// Values that exercise the UI's escaping and layout on purpose. A few rows carry them.
export const XSS_IMG = '<img src=x onerror=alert(1)>';
export const XSS_JS_URL = 'javascript:alert(1)';

/** Exactly 200 characters. */
export const LONG_200 = (
  'Northwest Residential & Commercial Brokerage Partners of the Greater Metropolitan Area, ' +
  'Serving Buyers, Sellers, Investors and Relocating Families Since Nineteen Eighty-Seven With Care And'
)
  .padEnd(200, '.')
  .slice(0, 200);

export const HOSTILE_COMPANY_NAMES = [
  "O'Brien & Daughters Realty",
  'Société Immobilière Côte-d’Azur',
  XSS_IMG,
  LONG_200,
] as const;

export const HOSTILE_OFFICE_NAMES = ["Zoë's Corner — Downtown", XSS_IMG, LONG_200] as const;

export const HOSTILE_PEOPLE: ReadonlyArray<readonly [string, string]> = [
  [XSS_IMG, 'Okafor'],
  ['Siobhán', "O'Connor-Núñez"],
  ['José', 'Müller-Łukasiewicz'],
  ['Ana', LONG_200],
  ["D'Arcy", 'Ångström'],
];
