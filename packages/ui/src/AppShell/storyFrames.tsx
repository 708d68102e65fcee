// Story-only helpers shared by the shell's stories (not exported from the library barrels).
import type { Decorator } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { fn } from 'storybook/test';

/**
 * Client-side navigation spy: every story that renders links wraps them in RAC's RouterProvider with
 * this `navigate`, as the app does with its router, so clicking a link never leaves the story.
 */
export const navigate = fn().mockName('navigate');

export const withRouterProvider: Decorator = (Story) => (
  <RouterProvider navigate={navigate}>
    <Story />
  </RouterProvider>
);

/** Phone width. The shell's responsive rules follow the width of the `balance-shell` container. */
export const MOBILE_WIDTH = 390;

/**
 * A fixed-width frame that is also a `balance-shell` size container, so narrow-layout stories render
 * their mobile layout inside the test-runner's desktop viewport.
 */
export function ShellFrame({ width, children }: { width: number; children: ReactNode }) {
  return (
    <div
      style={{
        width,
        maxWidth: '100%',
        containerName: 'balance-shell',
        containerType: 'inline-size',
        position: 'relative',
        border: '1px solid var(--color-border)',
        background: 'var(--color-bg)',
      }}
    >
      {children}
    </div>
  );
}

export const withMobileFrame: Decorator = (Story) => (
  <ShellFrame width={MOBILE_WIDTH}>
    <Story />
  </ShellFrame>
);

export const HOSTILE = '<img src=x onerror=alert(1)>';
export const LONG_NAME =
  'Maximiliana Alexandrina Catalina Josephine Montgomery-Featherstonehaugh Van der Westhuizen-Okonkwo ' +
  'de la Cruz Ramirez Villanueva Hollingsworth-Abernathy Castellanos Wojciechowski Papadopoulos Smith Jr';

/** The href of the last client-side navigation, if any. */
export function lastNavigation(): unknown {
  return navigate.mock.calls.at(-1)?.[0];
}
