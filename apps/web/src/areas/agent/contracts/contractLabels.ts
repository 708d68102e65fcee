import type { ContractStatus } from '@balance/api-client';

export const CONTRACT_STATUS_LABELS: Record<ContractStatus, string> = {
  PEND: 'Pending',
  CLSD: 'Closed',
  FALL: 'Fallen',
};

/** Property type codes (docs/product.md#records-and-fields) with a readable name. */
export const PROPERTY_TYPE_LABELS: Record<string, string> = {
  AT: 'Attached',
  BU: 'Business',
  CO: 'Condo',
  DE: 'Detached',
  DP: 'Duplex',
  IN: 'Income',
  MF: 'Multi-family',
  MH: 'Manufactured home',
  MU: 'Mixed use',
  NC: 'New construction',
  OI: 'Office / industrial',
  OT: 'Other type',
  RN: 'Rental',
  RO: 'Retail / office',
  RS: 'Resort',
  TS: 'Timeshare',
  VI: 'Vacant improved',
  VL: 'Vacant land',
  OTHER: 'Other',
};

export function propertyTypeLabel(code: string): string {
  const name = PROPERTY_TYPE_LABELS[code];
  return name ? `${code} · ${name}` : code;
}
