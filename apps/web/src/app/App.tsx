import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import type { Area } from '@balance/domain';
import { LoginPage } from '../auth/LoginPage';
import { RequireSession } from '../auth/RequireSession';
import { mainSelectionState } from '../states/mainSelectionState';
import { AREA_CHUNKS } from './areaChunks';
import { AreaSuspense, lazyArea, whenIdle } from './lazyArea';
import { paths } from './paths';
import { RouteErrorBoundary } from './RouteErrorBoundary';

// Each area is its own chunk: the login page loads neither.
const adminArea = lazyArea(AREA_CHUNKS.admin);
const agentArea = lazyArea(AREA_CHUNKS.agent);
const AREAS = { admin: adminArea, agent: agentArea } as const;

/** Downloads both areas' chunks (tests: pages then render at once, without the Suspense fallback). */
export function preloadAllAreas(): Promise<unknown> {
  return Promise.all([adminArea.preload(), agentArea.preload()]);
}

const AdminRoutes = adminArea.component((module) => module.AdminRoutes);
const AgentRoutes = agentArea.component((module) => module.AgentRoutes);
const AgentResetPasswordRoute = agentArea.component((module) => module.AgentResetPasswordRoute);

/** Fetches an area's chunk once the page showing it (its login) is idle: the page after login is instant. */
function PreloadArea({ area }: { area: Area }) {
  useEffect(() => whenIdle(() => void AREAS[area].preload()), [area]);
  return null;
}

function MainHome() {
  const selection = useAtomValue(mainSelectionState);
  return <Redirect to={paths.main.build(selection)} replace />;
}

/**
 * The routes of both areas. The area is decided by the path (docs/product.md#routes): under /agent-ez it is
 * the agent area with its own login; anything else is admin and leads to the admin login without a session.
 */
export function App() {
  const [location] = useLocation();
  return (
    <RouteErrorBoundary resetKey={location}>
      <Switch>
        <Route path={paths.adminLogin.pattern}>
          <LoginPage area="admin" />
          <PreloadArea area="admin" />
        </Route>
        <Route path={paths.agentLogin.pattern}>
          <LoginPage area="agent" />
          <PreloadArea area="agent" />
        </Route>
        <Route path={paths.agentResetPassword.pattern}>
          <RequireSession area="agent">
            <AreaSuspense label="Loading Agent.EZ…">
              <AgentResetPasswordRoute />
            </AreaSuspense>
          </RequireSession>
        </Route>
        <Route path={paths.agentHome.pattern} nest>
          <RequireSession area="agent">
            <AreaSuspense label="Loading Agent.EZ…">
              <AgentRoutes />
            </AreaSuspense>
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
            <AreaSuspense label="Loading Balance…">
              <AdminRoutes />
            </AreaSuspense>
          </RequireSession>
        </Route>
      </Switch>
    </RouteErrorBoundary>
  );
}
