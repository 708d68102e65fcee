import { Route, Switch } from 'wouter';
import { paths } from '../../app/paths';
import { MainPage } from './main/MainPage';

/** The admin area's routes (any path not under /agent-ez), shown only with a session. */
export function AdminRoutes() {
  return (
    <Switch>
      <Route path={paths.main.pattern}>
        {(params) => <MainPage selectionParam={params.mainSelection} />}
      </Route>
      <Route>
        <main style={{ padding: 24 }}>
          <h1>Page not found</h1>
        </main>
      </Route>
    </Switch>
  );
}
