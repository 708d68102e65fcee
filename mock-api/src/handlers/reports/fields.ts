// Contract columns several reports show, declared once so their labels and cells agree.
import { CONTRACT_SIDE_LABELS } from '@balance/domain';
import type { ContractRec } from '../../store/types.ts';
import { ownerNet } from '../agentside.ts';
import { field } from './table.ts';

export const closingDate = field<ContractRec>('closingDate', 'Closing Date', 'date', (c) => c.closingDate);
export const address = field<ContractRec>('address', 'Address', 'text', (c) => c.propertyAddress);
export const side = field<ContractRec>('side', 'Side', 'text', (c) => CONTRACT_SIDE_LABELS[c.side]);
export const salePrice = field<ContractRec>('salePrice', 'Sale Price', 'currency', (c) => c.salePrice);
export const grossCommission = (label: string) =>
  field<ContractRec>('grossCommission', label, 'currency', (c) => c.grossCommission);
/** The owner's net: their share of the deal's net commission. */
export const ownerNetCommission = (label: string) =>
  field<ContractRec>('netCommission', label, 'currency', ownerNet);
export const splitPercent = (label: string) =>
  field<ContractRec>('splitPercent', label, 'percent', (c) => c.splitPercent);
