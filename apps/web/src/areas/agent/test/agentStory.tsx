// Agent page stories: the real agent routes (shell included) inside the app's providers, signed in as
// the demo agent against the mock backend's own handlers (data pinned to STORY_NOW), with per-story
// MSW overrides for the loading, empty and error states. `parameters.route` picks the page.
import type { AuthResult } from '@balance/api-client';
import { storyHandlers, STORY_NOW } from '@balance/mock-api/browser';
import type { Decorator } from '@storybook/react-vite';
import { delay, http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import { useState, type ReactNode } from 'react';
import { destroyAnnouncer } from 'react-aria/private/live-announcer/LiveAnnouncer';
import { Route } from 'wouter';
import { createAppHarness, TEST_API_BASE } from '../../../test/renderApp';
import { sessionTokenState } from '../../../states/sessionTokenState';
import { NowProvider } from '../common/now';

export { STORY_NOW };

/** The mock backend's handlers (any origin), for `parameters.msw.handlers`. */
export const mockHandlers = (): HttpHandler[] => storyHandlers().handlers as HttpHandler[];

/** A path on any API origin, for override handlers. */
export const anyApi = (path: string) => `*${path}`;

/** Never answers: a loading state that stays put for the screenshot. */
export const pending = (path: string, method: 'get' | 'post' = 'get') =>
  http[method](anyApi(path), async () => {
    await delay('infinite');
    return HttpResponse.json({});
  });

/** Fails with a server error and a message. */
export const failing = (path: string, message = 'The service is not answering.', status = 500) =>
  http.get(anyApi(path), () => HttpResponse.json({ message }, { status }));

/** Answers with a fixed body. */
export const answering = (path: string, body: JsonBodyType, init?: ResponseInit) =>
  http.get(anyApi(path), () => HttpResponse.json(body, init));

/** Logs the demo agent in through the mock (so its handlers accept the token). */
export const agentLogin = async (): Promise<{ auth: AuthResult }> => {
  const response = await fetch(`${TEST_API_BASE}/Auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: 'agent', password: 'Balance#2026', area: 'agent' }),
  });
  const body = (await response.json()) as { data: AuthResult };
  return { auth: body.data };
};

function AgentStoryApp({ route, auth, children }: { route: string; auth: AuthResult; children: ReactNode }) {
  const [{ Harness }] = useState(() => {
    sessionStorage.clear();
    const harness = createAppHarness({ route, user: auth.settings, config: { version: '1.4.0' } });
    harness.store.set(sessionTokenState, auth.token);
    return harness;
  });
  return (
    <Harness>
      <NowProvider now={STORY_NOW}>
        <Route path="/agent-ez" nest>
          {children}
        </Route>
        <Route path="/auth/agent-ez/reset-password">{children}</Route>
      </NowProvider>
    </Harness>
  );
}

/** Wraps an agent story: providers, the signed-in demo agent, the route, STORY_NOW. */
export const withAgentApp: Decorator = (Story, { parameters, loaded }) => {
  const route = typeof parameters.route === 'string' ? parameters.route : '/agent-ez/dashboard';
  const auth = (loaded as { auth?: AuthResult }).auth;
  if (!auth) return <p>Login failed</p>;
  return (
    <AgentStoryApp route={route} auth={auth}>
      <Story />
    </AgentStoryApp>
  );
};

/**
 * Scrolls the page back to the top after a play function has scrolled it (clicking a button far down):
 * the screenshot starts at the top, and no content sits under the sticky rail when axe measures targets.
 */
export async function scrollToTop(canvasElement: HTMLElement) {
  // A pending button that went away leaves react-aria's live announcer pointing at a missing label
  // (its announcement comes about a second after the button went pending): wait for it, then clear it.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  destroyAnnouncer();
  const doc = canvasElement.ownerDocument;
  doc.defaultView?.scrollTo(0, 0);
  doc.querySelectorAll<HTMLElement>('main, [data-nav-width]').forEach((element) => {
    element.scrollTop = 0;
  });
}

/**
 * For stories that change data (pay, save, consent, password): the mock's data is shared by the
 * stories of one page session, so it is generated afresh once the story is done.
 */
export const freshDataAfter = () => () => {
  storyHandlers().reset();
};
