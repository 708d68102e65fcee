// What the palette does with a hit of each record kind: the page it opens. One entry per kind, so a
// new record kind joins the palette by adding its row here and its source in the mock's palette search.
import type { Area, PaletteKind } from '@balance/domain';
import type { PaletteHit } from '../../api/types';
import { paths } from '../paths';

export type PaletteRecord = {
  /** The page a hit opens, in the area the palette was opened in (a contract has one per area). */
  href: (hit: Pick<PaletteHit, 'id' | 'title'>, area: Area) => string;
};

export const PALETTE_RECORDS: Record<PaletteKind, PaletteRecord> = {
  company: { href: (hit) => paths.companyMembership.build('profile', hit.id) },
  office: { href: (hit) => paths.officeProfile.build('contact-info', hit.id) },
  agent: { href: (hit) => paths.agentProfile.build('contact', hit.id) },
  user: { href: (hit) => paths.userProfile.build('profile', hit.id) },
  team: { href: (hit) => paths.teamProfile.build('profile', hit.id) },
  // Regions have no page of their own: the regions search, narrowed to this one.
  region: {
    href: (hit) =>
      paths.main.build(
        'regions',
        new URLSearchParams({ attr: 'Region_Name', q: hit.title, page: '1' }).toString(),
      ),
  },
  listing: { href: (hit) => paths.listingProfile.build(hit.id) },
  contract: {
    href: (hit, area) =>
      area === 'agent' ? paths.agentContract.build(hit.id) : paths.contractProfile.build(hit.id),
  },
};
