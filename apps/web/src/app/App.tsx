import { Route, Switch } from 'wouter';
import { Button } from '@balance/ui';

function Welcome() {
  return (
    <main style={{ maxWidth: 640, margin: '10vh auto', padding: 24 }}>
      <h1>Balance</h1>
      <p>The brokerage back office. Sign in to the admin area or to Agent.EZ.</p>
      <Button variant="primary">Continue</Button>
    </main>
  );
}

export function App() {
  return (
    <Switch>
      <Route component={Welcome} />
    </Switch>
  );
}
