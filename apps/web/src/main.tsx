import './lib/cspNonce';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { initI18n } from './lib/i18n/i18n';
import { hasLastMe } from './lib/lastMeKey';
import { keepLastScreenOnLeave } from './lib/lastScreen';
import { traceLoadStep } from './lib/loadTrace';
import { registerServiceWorkerWhenSettled } from './lib/serviceWorker/registerServiceWorker';
import './ui/global.css';

traceLoadStep('entry');
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A cold open's bootstrap goes out now, while the strings and the first screen load. Only for someone
// who signed in on this browser before: a guest's /login loads none of it (IndexedDB, the schemas).
if (hasLastMe()) {
  void import('./features/sync/earlyBootstrap').then(({ startEarlyBootstrap }) =>
    startEarlyBootstrap(window.location.pathname),
  );
}
// The picture the next open of this address shows while the app starts (lib/lastScreen.ts).
keepLastScreenOnLeave();
await initI18n();
traceLoadStep('strings');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// The offline app shell, for the built app only (the dev server serves changing modules), once the
// first screen is drawn.
if (import.meta.env.PROD) {
  window.addEventListener('load', () => void registerServiceWorkerWhenSettled(), { once: true });
}
