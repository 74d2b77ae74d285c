import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadFirstPage } from './app/routes';
import { readSession } from './lib/session';
import { preloadTransport } from './lib/trpc';

// The page's own chunk first: it downloads while the app below builds its theme and renders.
const signedIn = readSession() !== null;
const path = window.location.pathname;
preloadFirstPage(path, signedIn);
// The tRPC transport too, where the first page asks the server at once; a guest's / (the landing
// page, the tenant already in the page) asks nothing, and fetches it in an idle moment.
if (path !== '/' || signedIn) preloadTransport();
else if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(preloadTransport);
else setTimeout(preloadTransport, 2000);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
