// Deal Breakdown: closed deals per property type.
import { byGroup } from './by-group.ts';
import type { ReportDef } from './table.ts';

export const dealBreakdown: ReportDef = {
  icon: 'pie-chart',
  build: ({ closed }) => byGroup(closed, 'Property Type', (c) => c.propertyType),
};
