import type { DetailItem } from '@balance/ui';

type Place = { address: string; city: string; state: string; zip: string; country: string };

/** The address rows a company and an office both show. */
export function placeItems(record: Place): DetailItem[] {
  return [
    { label: 'Address', value: record.address },
    { label: 'City', value: record.city },
    { label: 'State', value: record.state },
    { label: 'Zip', value: record.zip },
    { label: 'Country', value: record.country },
  ];
}
