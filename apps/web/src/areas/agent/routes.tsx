// The Agent.EZ area's routes (/agent-ez/*), inside the agent shell. The app guards them with a session.
import { isReportSlug } from '@balance/domain';
import { Redirect, Route, Switch } from 'wouter';
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
import { agentPaths, agentPatterns, idParam } from './paths';
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
        <AgentLink href={agentPaths.dashboard()}>Back to your dashboard</AgentLink>
      </EmptyNote>
    </AgentPage>
  );
}

/** Rendered for every path under /agent-ez with a session (the app guards it). */
export function AgentRoutes() {
  return (
    <AgentShell>
      <RailGate>
        <Switch>
          <Route path={agentPatterns.root}>
            <Redirect to={agentPatterns.dashboard} replace />
          </Route>
          <Route path={agentPatterns.dashboard} component={DashboardPage} />
          <Route path={agentPatterns.reports}>
            <Redirect to="/reports/index" replace />
          </Route>
          <Route path={agentPatterns.report}>
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
          <Route path={agentPatterns.contracts} component={ContractsPage} />
          <Route path={agentPatterns.contract}>
            {(params) => {
              const id = idParam(params.contractId);
              return id ? <ContractDetailPage key={id} contractId={id} /> : <NotFound what="such contract" />;
            }}
          </Route>
          <Route path={agentPatterns.coversheets} component={CoversheetListPage} />
          <Route path={agentPatterns.coversheet}>
            {(params) => {
              const id = idParam(params.contractId);
              return id ? <CoversheetPage key={id} contractId={id} /> : <NotFound what="such coversheet" />;
            }}
          </Route>
          <Route path={agentPatterns.escrow} component={EscrowPage} />
          <Route path={agentPatterns.invoice}>
            {(params) => <OfficeBillPage invoiceId={idParam(params.invoiceId)} />}
          </Route>
          <Route path={agentPatterns.planStatus} component={PlanStatusPage} />
          <Route path={agentPatterns.tax1099} component={Tax1099Page} />
          <Route>
            <NotFound what="page" />
          </Route>
        </Switch>
      </RailGate>
    </AgentShell>
  );
}

/** /auth/agent-ez/reset-password, reached from the agent account dropdown. */
export function AgentResetPasswordRoute() {
  return <ResetPasswordPage />;
}
