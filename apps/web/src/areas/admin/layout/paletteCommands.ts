// The admin area's pages and actions for the palette, built from the route table and the sidebars
// (every sidebar item with a page), so a page added to a sidebar is found without listing it twice.
import { MAIN_SELECTION_LABELS, MAIN_SELECTIONS, type Role } from '@balance/domain';
import type { PaletteCommand } from '../../../app/palette/commands';
import { paths } from '../../../app/paths';
import { ADMIN_SIDEBARS } from './adminSidebars';

export function adminPageCommands(): PaletteCommand[] {
  const seen = new Set<string>();
  const pages: PaletteCommand[] = [];
  const add = (command: Omit<PaletteCommand, 'kind' | 'group'>) => {
    if (!command.href || seen.has(command.href)) return;
    seen.add(command.href);
    pages.push({ ...command, kind: 'Page', group: 'Pages' });
  };
  for (const selection of MAIN_SELECTIONS) {
    const label = MAIN_SELECTION_LABELS[selection];
    add({ id: `page:main:${selection}`, label: `Search ${label}`, href: paths.main.build(selection) });
  }
  for (const selection of MAIN_SELECTIONS) {
    for (const group of ADMIN_SIDEBARS[selection]) {
      for (const item of group.items) {
        if (!item.href) continue;
        add({
          id: `page:${selection}:${group.id}:${item.id}`,
          label: item.label,
          detail: `${MAIN_SELECTION_LABELS[selection]} · ${group.label}`,
          href: item.href,
        });
      }
    }
  }
  return pages;
}

export function adminActionCommands(role: Role | undefined, logout: () => void): PaletteCommand[] {
  const action = (command: Omit<PaletteCommand, 'kind' | 'group'>): PaletteCommand => ({
    ...command,
    kind: 'Action',
    group: 'Actions',
  });
  return [
    ...(role === 'Super Admin'
      ? [action({ id: 'new-company', label: 'New company', href: paths.addNew.build('companies') })]
      : []),
    action({ id: 'new-agent', label: 'New agent', href: paths.addNew.build('agents') }),
    action({ id: 'reset-password', label: 'Reset password', href: paths.agentResetPassword.build() }),
    action({ id: 'log-out', label: 'Log out', run: logout }),
  ];
}
