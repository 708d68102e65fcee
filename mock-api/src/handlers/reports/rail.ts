// The Agent.EZ rail: the fixed pages, every listed report, and the add-on reports an office switches on.
import type { ReportItem } from '@balance/api-client';
import type { Store } from '../../store/store.ts';
import type { AgentRec } from '../../store/types.ts';
import { REPORT_PAGE_SLUGS, REPORT_TITLES } from '@balance/domain';
import { applyAccessOverrides } from '@balance/domain/agents';
import { REPORTS } from './registry.ts';

/** Rail items that depend on an office setting (OfficeSettings flag) beyond escrow, 1099 and statsEZ. */
export const ADD_ON_REPORTS = [
  { title: 'QuickBooks Export', path: 'reports/quickbooks-export', icon: 'book-open', flag: 'quickBooks' },
  { title: 'Tax Withholding', path: 'reports/tax-withholding', icon: 'landmark', flag: 'taxes' },
  { title: 'Commission Checks', path: 'reports/commission-checks', icon: 'printer', flag: 'printChecks' },
] as const satisfies ReadonlyArray<{
  title: string;
  path: string;
  icon: string;
  flag: 'quickBooks' | 'taxes' | 'printChecks';
}>;

/** The agent's rail: the office's Agent.EZ setup with the agent's own overrides applied. */
export function reportList(store: Store, agent: AgentRec | undefined): ReportItem[] {
  return applyAccessOverrides(officeRail(store, agent), agent?.accessOverrides);
}

/** The rail the office's Agent.EZ setup gives every agent of the office. */
export function officeRail(store: Store, agent: AgentRec | undefined): ReportItem[] {
  const office = agent ? store.officeById.get(agent.officeId) : undefined;
  const flags = office?.settings;
  const pages: ReportItem[] = [
    { title: 'Dashboard', path: 'dashboard', icon: 'layout-dashboard', enabled: true },
    { title: 'Contracts', path: 'contracts', icon: 'file-text', enabled: true },
    { title: 'Coversheet', path: 'coversheet', icon: 'clipboard-list', enabled: true },
    { title: 'Escrow', path: 'escrow', icon: 'landmark', enabled: flags ? flags.escrow : true },
    { title: 'Office Bill', path: 'office-bill', icon: 'receipt', enabled: true },
    { title: 'Plan Status', path: 'plan-status', icon: 'target', enabled: true },
    { title: '1099', path: '1099', icon: 'file-badge', enabled: flags ? flags.tax1099 : true },
  ];
  const reports: ReportItem[] = REPORT_PAGE_SLUGS.map((slug) => ({
    title: REPORT_TITLES[slug],
    path: `reports/${slug}`,
    icon: REPORTS[slug].icon,
    enabled: slug !== 'awards-level' || (flags?.statsEz ?? true),
  }));
  // Add-on reports an office switches on in its settings. They are not among the sixteen reports, so
  // the rail lists them only as the office's flags allow; the demo office has QuickBooks, Taxes and
  // Print Checks off, which makes the rail's "enabled items only" rule visible to the demo agent.
  const addOns: ReportItem[] = ADD_ON_REPORTS.map((addOn) => ({
    title: addOn.title,
    path: addOn.path,
    icon: addOn.icon,
    enabled: flags ? flags[addOn.flag] : false,
  }));
  return [...pages, ...reports, ...addOns];
}
