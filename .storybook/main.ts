import type { StorybookConfig } from '@storybook/react-vite';

// One Storybook for the component library and the app's pages.
const config: StorybookConfig = {
  stories: [
    '../packages/ui/src/docs/*.mdx',
    '../packages/*/src/**/*.stories.@(ts|tsx)',
    '../apps/*/src/**/*.stories.@(ts|tsx)',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', 'msw-storybook-addon'],
  // Serves mockServiceWorker.js for msw-storybook-addon.
  staticDirs: ['./public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen' },
};
export default config;
