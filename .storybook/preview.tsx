import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import '@balance/ui/theme.css';
import './storyClock';

/** Wraps every story in the Balance theme on the app's background. */
const withTheme: Decorator = (Story, { parameters }) => (
  <div className="balance-theme" style={{ padding: parameters.layout === 'fullscreen' ? 0 : 16 }}>
    <Story />
  </div>
);

/**
 * Page stories render inside a wouter router on an in-memory location:
 * `parameters: { route: '/main/companies' }`.
 */
const withRouter: Decorator = (Story, { parameters }) => {
  const route = typeof parameters.route === 'string' ? parameters.route : '/';
  const { hook, searchHook } = memoryLocation({ path: route, record: true });
  return (
    <Router hook={hook} searchHook={searchHook}>
      <Story />
    </Router>
  );
};

const preview: Preview = {
  decorators: [withRouter, withTheme],
  loaders: [mswLoader()],
  parameters: {
    layout: 'padded',
    // Designers land on the Introduction, then the tokens, then the components.
    options: { storySort: { order: ['Introduction', 'Foundations', '*'] } },
    controls: { expanded: true },
    a11y: {
      // The same rules the test-runner enforces.
      options: { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'] } },
    },
  },
};
export default preview;
