// The Agent.EZ data views of the fault suite (the admin ones are in views.ts).
import type { Page } from '@playwright/test';
import { REPORT_PAGE_SLUGS } from '@balance/domain';
import { heading, type DataView, type SeedIds } from './views';

export function agentViews(ids: SeedIds): DataView[] {
  const { contractId, invoiceId } = ids;
  const view = (name: string, path: string, call: RegExp, ready: DataView['ready']): DataView => ({
    name: `agent ${name}`,
    account: 'agent',
    path,
    call,
    ready,
  });
  const table = (page: Page) => page.getByRole('table').getByRole('row').nth(1);
  return [
    view('dashboard', '/agent-ez/dashboard', /^\/pyramiddash\/dashboard/i, heading(/Dashboard/)),
    {
      ...view('reports index', '/agent-ez/reports/index', /^\/reports\/reportlist/i, (page) =>
        page
          .getByRole('navigation', { name: 'Agent.EZ' })
          .getByRole('link', { name: 'Closed Deals', exact: true }),
      ),
      fullLoad: true,
    },
    view('contracts', '/agent-ez/contracts', /^\/contracts\/getcontractsbyagentid/i, table),
    view(
      'contract detail',
      `/agent-ez/contracts/${contractId}`,
      /^\/contracts\/getagentezcontractbyid/i,
      heading(/\d/),
    ),
    view('coversheets', '/agent-ez/coversheet', /^\/contracts\/getcontractsbyagentid/i, table),
    view('coversheet', `/agent-ez/coversheet/${contractId}`, /^\/contracts\/getcoversheetdetail/i, (page) =>
      page.getByRole('button', { name: /Save/ }).first(),
    ),
    view('escrow', '/agent-ez/escrow', /^\/contracts\/getcontractescrow/i, heading(/Escrow/)),
    // All invoices: the open ones may all be paid by the time this runs (other specs pay them).
    view('office bill', '/agent-ez/office-bill?filter=All', /^\/agentinvoice\/getagentopeninvoice/i, table),
    view(
      'invoice',
      `/agent-ez/office-bill/${invoiceId}?filter=All`,
      /^\/agentinvoice\/getagentopeninvoice/i,
      (page) => page.getByRole('region', { name: /^Invoice / }).first(),
    ),
    view('plan status', '/agent-ez/plan-status', /^\/agents\/planstatus/i, heading(/Plan/)),
    view('1099', '/agent-ez/1099', /^\/tax1099/i, heading(/1099/)),
    ...REPORT_PAGE_SLUGS.map((slug) =>
      view(
        `report ${slug}`,
        `/agent-ez/reports/${slug}`,
        new RegExp(`^/reports/agent/${slug}`, 'i'),
        (page) => page.getByRole('main').getByRole('heading').first(),
      ),
    ),
  ];
}
