// Deterministic chart data for stories and tests.
import type { ChartDatum } from './chartKit';
import type { LineSeries } from './LineChart';

export const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export const gciByMonth: ChartDatum[] = [
  18_400, 12_950, 24_100, 31_775, 27_300, 35_820, 29_450, 22_600, 19_980, 26_040, 14_300, 9_850,
].map((value, index) => ({ label: MONTHS[index] ?? '', value }));

export const netIncomeSeries: LineSeries[] = [
  {
    id: '2026',
    label: '2026',
    values: [9_200, 7_100, 14_800, 19_300, 16_050, 22_400, 18_900, 13_700, 11_250, 16_800, null, null],
  },
  {
    id: '2025',
    label: '2025',
    values: [8_100, 9_400, 11_200, 13_900, 17_600, 18_100, 15_300, 14_900, 10_200, 12_700, 8_800, 6_400],
  },
];

export const dealsBySide: ChartDatum[] = [
  { label: 'List', value: 18 },
  { label: 'Buy', value: 14 },
  { label: 'List Ref', value: 3 },
  { label: 'Buy Ref', value: 2 },
];
