// First: starts a deep link's area chunk before the rest of this script is evaluated.
import './app/areaChunks';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createStore } from 'jotai';
import '@balance/ui/theme.css';
import { App } from './app/App';
import { loadAppConfig } from './app/config';
import { AppProviders } from './app/providers';
import { runtimeConfigState } from './states/runtimeConfigState';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// The runtime config decides the API base, so it is read before the first render.
const config = await loadAppConfig();
const store = createStore();
store.set(runtimeConfigState, config);

const root = createRoot(container);
// As a transition, the first render yields to the browser every few milliseconds instead of holding the
// main thread for the whole page: input and paint are not blocked while a phone works through it.
startTransition(() => {
  root.render(
    <StrictMode>
      <AppProviders store={store}>
        <App />
      </AppProviders>
    </StrictMode>,
  );
});
