// Contract Sides: closed deals per contract side.
import { CONTRACT_SIDE_LABELS } from '@balance/domain';
import { byGroup } from './by-group.ts';
import type { ReportDef } from './table.ts';

export const contractSides: ReportDef = {
  icon: 'split',
  build: ({ closed }) => byGroup(closed, 'Side', (c) => CONTRACT_SIDE_LABELS[c.side]),
};
