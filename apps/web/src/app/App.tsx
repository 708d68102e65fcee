import { useAtomValue } from 'jotai';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { AdminRoutes } from '../areas/admin/routes';
import { AgentResetPasswordRoute, AgentRoutes } from '../areas/agent/routes';
import { LoginPage } from '../auth/LoginPage';
import { RequireSession } from '../auth/RequireSession';
import { mainSelectionState } from '../states/mainSelectionState';
import { paths } from './paths';
import { RouteErrorBoundary } from './RouteErrorBoundary';

function MainHome() {
  const selection = useAtomValue(mainSelectionState);
  return <Redirect to={paths.main.build(selection)} replace />;
}

/**
 * The routes of both areas. The area is decided by the path (SPEC §2): under /agent-ez it is the
 * agent area with its own login; anything else is admin and leads to the admin login without a session.
 */
export function App() {
  const [location] = useLocation();
  return (
    <RouteErrorBoundary resetKey={location}>
      <Switch>
        <Route path={paths.adminLogin.pattern}>
          <LoginPage area="admin" />
        </Route>
        <Route path={paths.agentLogin.pattern}>
          <LoginPage area="agent" />
        </Route>
        <Route path={paths.agentResetPassword.pattern}>
          <RequireSession area="agent">
            <AgentResetPasswordRoute />
          </RequireSession>
        </Route>
        <Route path="/agent-ez" nest>
          <RequireSession area="agent">
            <AgentRoutes />
          </RequireSession>
        </Route>
        <Route path={paths.root.pattern}>
          <Redirect to={paths.mainHome.build()} replace />
        </Route>
        <Route path={paths.mainHome.pattern}>
          <RequireSession area="admin">
            <MainHome />
          </RequireSession>
        </Route>
        <Route>
          <RequireSession area="admin">
            <AdminRoutes />
          </RequireSession>
        </Route>
      </Switch>
    </RouteErrorBoundary>
  );
}
