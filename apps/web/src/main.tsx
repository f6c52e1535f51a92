import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { initI18n } from './lib/i18n/i18n';
import './ui/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

await initI18n();
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
