// The Agent.EZ area's routes (/agent-ez/*), inside the agent shell. The app guards them with a session.
import type { ComponentType } from 'react';
import { isReportSlug } from '@balance/domain';
import { DataLayer } from '../../api/DataLayer';
import { Redirect, Route, Switch } from 'wouter';
import { AreaSuspense } from '../../app/lazyArea';
import { PageTransition } from '../../app/pageTransition';
import { ResetPasswordPage } from './account/ResetPasswordPage';
import { OfficeBillPage } from './bills/OfficeBillPage';
import { AgentPage } from './common/AgentPage';
import { EmptyNote } from './common/StateViews';
import { AgentLink } from './common/navigation';
import { ContractDetailPage } from './contracts/ContractDetailPage';
import { ContractsPage } from './contracts/ContractsPage';
import { CoversheetListPage } from './coversheet/CoversheetListPage';
import { CoversheetPage } from './coversheet/CoversheetPage';
import { DashboardPage } from './dashboard/DashboardPage';
import { EscrowPage } from './escrow/EscrowPage';
import { idParam, paths } from '../../app/paths';
import { PlanStatusPage } from './plan/PlanStatusPage';
import { ReportPage } from './reports/ReportPage';
import { ReportsIndexPage } from './reports/ReportsIndexPage';
import { AgentShell } from './shell/AgentShell';
import { AddOnReport, RailGate } from './shell/RailGate';
import { Tax1099Page } from './tax1099/Tax1099Page';

function NotFound({ what }: { what: string }) {
  return (
    <AgentPage title="Page not found">
      <EmptyNote title={`There is no ${what} here.`}>
        <AgentLink href={paths.agentDashboard.build()}>Back to your dashboard</AgentLink>
      </EmptyNote>
    </AgentPage>
  );
}

/**
 * A route's page for the contract its path names (`:contractId`), keyed by it so another contract
 * starts afresh; a path without a valid id shows the not-found page.
 */
function ofContract(Page: ComponentType<{ contractId: number }>, what: string) {
  return function ContractRoute(params: { contractId?: string }) {
    const id = idParam(params.contractId);
    return id ? <Page key={id} contractId={id} /> : <NotFound what={what} />;
  };
}

/** Rendered for every path under /agent-ez with a session (the app guards it). */
export function AgentRoutes() {
  return (
    <DataLayer>
      <AgentArea />
    </DataLayer>
  );
}

function AgentArea() {
  return (
    <AgentShell>
      <RailGate>{PAGES}</RailGate>
    </AgentShell>
  );
}

// One element for the life of the area: the shell re-renders at once on a move (its rail follows the
// address), and the page below it must not re-render with it; it moves in a transition.
const PAGES = (
  <PageTransition>
    <AreaSuspense label="Loading the page…">
      <AgentPages />
    </AreaSuspense>
  </PageTransition>
);

function AgentPages() {
  return (
    <Switch>
      <Route path={paths.agentHome.nested}>
        <Redirect to={paths.agentDashboard.nested} replace />
      </Route>
      <Route path={paths.agentDashboard.nested} component={DashboardPage} />
      <Route path={paths.agentReports.nested}>
        <Redirect to={`~${paths.agentReports.build()}`} replace />
      </Route>
      <Route path={paths.agentReport.nested}>
        {(params) =>
          params.slug === 'index' ? (
            <ReportsIndexPage />
          ) : isReportSlug(params.slug) ? (
            <ReportPage key={params.slug} slug={params.slug} />
          ) : (
            // Not one of the sixteen: an add-on report of the office's settings, or no report.
            <RailGate waitForList>
              <AddOnReport slug={params.slug ?? ''} fallback={<NotFound what="such report" />} />
            </RailGate>
          )
        }
      </Route>
      <Route path={paths.agentContracts.nested} component={ContractsPage} />
      <Route path={paths.agentContract.nested}>{ofContract(ContractDetailPage, 'such contract')}</Route>
      <Route path={paths.agentCoversheets.nested} component={CoversheetListPage} />
      <Route path={paths.agentCoversheet.nested}>{ofContract(CoversheetPage, 'such coversheet')}</Route>
      <Route path={paths.agentEscrow.nested} component={EscrowPage} />
      <Route path={paths.agentInvoice.nested}>
        {(params) => <OfficeBillPage invoiceId={idParam(params.invoiceId)} />}
      </Route>
      <Route path={paths.agentPlanStatus.nested} component={PlanStatusPage} />
      <Route path={paths.agentTax1099.nested} component={Tax1099Page} />
      <Route>
        <NotFound what="page" />
      </Route>
    </Switch>
  );
}

/** /auth/agent-ez/reset-password, reached from the agent account dropdown. */
export function AgentResetPasswordRoute() {
  return (
    <DataLayer>
      <ResetPasswordPage />
    </DataLayer>
  );
}
