// The Agent.EZ area's routes (/agent-ez/*). Placeholder: the agent-area work fills it.
import { Route, Switch } from 'wouter';

function AgentPlaceholder() {
  return (
    <main style={{ maxWidth: 640, margin: '10vh auto', padding: 24 }}>
      <h1>Agent.EZ</h1>
      <p>The agent area is on its way.</p>
    </main>
  );
}

/** Rendered for every path under /agent-ez with a session (the app guards it). */
export function AgentRoutes() {
  return (
    <Switch>
      <Route component={AgentPlaceholder} />
    </Switch>
  );
}

/** /auth/agent-ez/reset-password, reached from the agent account dropdown. */
export function AgentResetPasswordRoute() {
  return <AgentPlaceholder />;
}
