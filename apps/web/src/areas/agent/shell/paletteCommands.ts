// The agent area's pages for the palette: the rail's items (the pages and reports this agent's office
// enables), so the palette offers exactly what the rail does; and the account's actions.
import type { ReportItem } from '@balance/ui';
import type { PaletteCommand } from '../../../app/palette/commands';
import { paths } from '../../../app/paths';

export function agentPaletteCommands(items: readonly ReportItem[], logout: () => void): PaletteCommand[] {
  const pages: PaletteCommand[] = items
    .filter((item) => item.enabled)
    .map((item) => ({
      id: `page:${item.path}`,
      label: item.title,
      kind: item.path.startsWith('reports/') ? 'Report' : 'Page',
      group: 'Pages',
      href: paths.agentArea.build(item.path),
    }));
  return [
    {
      id: 'reset-password',
      label: 'Reset password',
      kind: 'Action',
      group: 'Actions',
      href: paths.agentResetPassword.build(),
    },
    { id: 'log-out', label: 'Log out', kind: 'Action', group: 'Actions', run: logout },
    ...pages,
  ];
}
