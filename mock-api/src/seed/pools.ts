// Name pools built once with a seeded faker. Rows are assembled from these pools with the fast PRNG,
// so generation cost does not grow with faker calls per row (100,000 agents in well under a second).
import { Faker, base, en } from '@faker-js/faker';

export type Pools = {
  firstNames: string[];
  lastNames: string[];
  streetNames: string[];
  streetSuffixes: string[];
  cities: string[];
  companyWords: string[];
  neighbourhoods: string[];
  emailDomains: string[];
  loremSentences: string[];
};

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

const cache = new Map<number, Pools>();

export function buildPools(seed: number): Pools {
  const cached = cache.get(seed);
  if (cached) return cached;
  const faker = new Faker({ locale: [en, base], seed });
  const times = <T>(n: number, make: () => T): T[] => Array.from({ length: n }, make);
  const pools: Pools = {
    firstNames: unique(times(400, () => faker.person.firstName())),
    lastNames: unique(times(600, () => faker.person.lastName())),
    streetNames: unique(times(300, () => faker.location.street().replace(/ \w+$/, ''))),
    streetSuffixes: ['St', 'Ave', 'Blvd', 'Rd', 'Ln', 'Way', 'Dr', 'Ct', 'Pl', 'Ter'],
    cities: unique(times(250, () => faker.location.city())),
    companyWords: unique(times(200, () => faker.word.noun({ length: { min: 4, max: 9 } }))).map(
      (w) => w.charAt(0).toUpperCase() + w.slice(1),
    ),
    neighbourhoods: unique(times(200, () => faker.location.street().replace(/ \w+$/, ''))),
    emailDomains: ['example.com', 'example.net', 'example.org', 'mail.example.com'],
    loremSentences: times(60, () => faker.lorem.sentence({ min: 8, max: 18 })),
  };
  cache.set(seed, pools);
  return pools;
}

/** US states used for addresses (code, name, a plausible area code). */
export const US_STATES: ReadonlyArray<readonly [string, string, string]> = [
  ['AL', 'Alabama', '205'],
  ['AK', 'Alaska', '907'],
  ['AZ', 'Arizona', '602'],
  ['AR', 'Arkansas', '501'],
  ['CA', 'California', '415'],
  ['CO', 'Colorado', '303'],
  ['CT', 'Connecticut', '203'],
  ['DE', 'Delaware', '302'],
  ['DC', 'District of Columbia', '202'],
  ['FL', 'Florida', '305'],
  ['GA', 'Georgia', '404'],
  ['HI', 'Hawaii', '808'],
  ['ID', 'Idaho', '208'],
  ['IL', 'Illinois', '312'],
  ['IN', 'Indiana', '317'],
  ['IA', 'Iowa', '515'],
  ['KS', 'Kansas', '316'],
  ['KY', 'Kentucky', '502'],
  ['LA', 'Louisiana', '504'],
  ['ME', 'Maine', '207'],
  ['MD', 'Maryland', '410'],
  ['MA', 'Massachusetts', '617'],
  ['MI', 'Michigan', '313'],
  ['MN', 'Minnesota', '612'],
  ['MS', 'Mississippi', '601'],
  ['MO', 'Missouri', '314'],
  ['MT', 'Montana', '406'],
  ['NE', 'Nebraska', '402'],
  ['NV', 'Nevada', '702'],
  ['NH', 'New Hampshire', '603'],
  ['NJ', 'New Jersey', '201'],
  ['NM', 'New Mexico', '505'],
  ['NY', 'New York', '212'],
  ['NC', 'North Carolina', '704'],
  ['ND', 'North Dakota', '701'],
  ['OH', 'Ohio', '614'],
  ['OK', 'Oklahoma', '405'],
  ['OR', 'Oregon', '503'],
  ['PA', 'Pennsylvania', '215'],
  ['RI', 'Rhode Island', '401'],
  ['SC', 'South Carolina', '803'],
  ['SD', 'South Dakota', '605'],
  ['TN', 'Tennessee', '615'],
  ['TX', 'Texas', '512'],
  ['UT', 'Utah', '801'],
  ['VT', 'Vermont', '802'],
  ['VA', 'Virginia', '804'],
  ['WA', 'Washington', '206'],
  ['WV', 'West Virginia', '304'],
  ['WI', 'Wisconsin', '414'],
  ['WY', 'Wyoming', '307'],
];

export const CA_PROVINCES: ReadonlyArray<readonly [string, string]> = [
  ['AB', 'Alberta'],
  ['BC', 'British Columbia'],
  ['MB', 'Manitoba'],
  ['NB', 'New Brunswick'],
  ['NL', 'Newfoundland and Labrador'],
  ['NS', 'Nova Scotia'],
  ['NT', 'Northwest Territories'],
  ['NU', 'Nunavut'],
  ['ON', 'Ontario'],
  ['PE', 'Prince Edward Island'],
  ['QC', 'Quebec'],
  ['SK', 'Saskatchewan'],
  ['YT', 'Yukon'],
];

export const COUNTRIES: ReadonlyArray<readonly [string, string]> = [
  ['US', 'United States'],
  ['CA', 'Canada'],
];

/** The only region names used: realistic US regions. */
export const REGION_NAMES = [
  'Pacific Northwest',
  'Northern California',
  'Southern California',
  'Mountain West',
  'Southwest',
  'Texas',
  'Great Plains',
  'Midwest',
  'Great Lakes',
  'Southeast',
  'Florida',
  'Mid-Atlantic',
  'New England',
  'New York Metro',
  'Hawaii & Alaska',
] as const;

/** Staff names shown as who last changed a seeded record. */
export const STAFF = ['Jordan Blake', 'Avery Quinn', 'Morgan Ellis'];
