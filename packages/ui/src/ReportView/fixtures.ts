// Deterministic report data for stories and tests (no clock, no randomness).
import type { ReportColumn, ReportRow } from './csv';

export const closedDealsColumns: ReportColumn[] = [
  { key: 'closeDate', label: 'Close Date', type: 'date' },
  { key: 'address', label: 'Property', type: 'text' },
  { key: 'side', label: 'Side', type: 'text' },
  { key: 'price', label: 'Sale Price', type: 'currency' },
  { key: 'commissionRate', label: 'Rate', type: 'percent' },
  { key: 'gci', label: 'GCI', type: 'currency' },
  { key: 'units', label: 'Units', type: 'number' },
];

const STREETS = [
  'Maple Ave',
  'Oak St',
  'Harbor Rd',
  'Cedar Ln',
  'Summit Dr',
  'Lakeview Ct',
  'Pine St',
  'Elm Way',
];
const CITIES = ['Springfield', 'Riverton', 'Fairview', 'Lakeside'];
const SIDES = ['List', 'Buy', 'List Ref', 'Buy Ref'];

/** `count` closed deals in 2026, the same every time. */
export function closedDealsRows(count: number): ReportRow[] {
  return Array.from({ length: count }, (_, index) => {
    const month = (index % 12) + 1;
    const day = ((index * 7) % 27) + 1;
    const price = 185_000 + ((index * 37_919) % 640_000);
    const rate = [2.5, 3, 2.75, 1.5][index % 4] ?? 3;
    return {
      closeDate: `2026-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
      address: `${100 + ((index * 53) % 9800)} ${STREETS[index % STREETS.length]}, ${CITIES[index % CITIES.length]}`,
      side: SIDES[index % SIDES.length] ?? 'List',
      price,
      commissionRate: rate,
      gci: Math.round(price * rate) / 100,
      units: 1,
    };
  });
}

export const monthlyGci = [
  { label: 'Jan', value: 18_400 },
  { label: 'Feb', value: 12_950 },
  { label: 'Mar', value: 24_100 },
  { label: 'Apr', value: 31_775 },
  { label: 'May', value: 27_300 },
  { label: 'Jun', value: 35_820 },
  { label: 'Jul', value: 29_450 },
  { label: 'Aug', value: 22_600 },
  { label: 'Sep', value: 19_980 },
  { label: 'Oct', value: 26_040 },
  { label: 'Nov', value: 14_300 },
  { label: 'Dec', value: 9_850 },
];
