// Buyer / Seller: closed deals on the seller side (listing, listing referral) against the buyer side.
import { byGroup } from './by-group.ts';
import type { ReportDef } from './table.ts';

export const buyerSeller: ReportDef = {
  icon: 'arrow-left-right',
  build: ({ closed }) =>
    byGroup(closed, 'Side', (c) =>
      c.side === 'LIST' || c.side === 'REF-LIST' ? 'Seller side' : 'Buyer side',
    ),
};
