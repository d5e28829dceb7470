import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { pushConsent, startTagManager } from './lib/analytics';
import { reloadOnce } from './lib/chunk-reload';
import { readConsent } from './lib/consent';
import { env } from './lib/env';
import { isStudentPage } from './lib/student-pages';
import './ui/base.css';

// A page's chunk or its CSS could not be preloaded (usually a deploy replaced it): reload once for the new build.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnce()) event.preventDefault();
});

// The consent state the analytics tag starts from, before anything could load it (spec §4). A student's page never
// loads it: students send no analytics, whatever someone else on the device once accepted.
const consent = isStudentPage(window.location.pathname) ? null : readConsent();
pushConsent('default', consent === true);
startTagManager({ prod: env.PROD, gtmId: env.VITE_GTM_ID, consent });

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
