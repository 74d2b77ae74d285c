import 'virtual:chakra-global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { appClients } from './app/appClients';
import { askSignedInFirstPage } from './app/signedInFirstPage';
import { readPageData } from './app/pageDataSeed';
import { preloadFirstPage } from './app/routes';
import { renderSystem } from './app/theme';
import { onIdle } from './lib/idle';
import { readSession } from './lib/session';
import { preloadTransport } from './lib/trpc';

// The page's own chunk first: it downloads while the app below builds its theme.
const session = readSession();
const signedIn = session !== null;
const path = window.location.pathname;
const firstPage = preloadFirstPage(path, signedIn);
// The tRPC transport too, where the first page asks the server at once; a guest's / (the landing
// page, the tenant already in the page) asks nothing, and fetches it in an idle moment.
if (path !== '/' || signedIn) preloadTransport();
else onIdle(preloadTransport);
if (session) askSignedInFirstPage(appClients(), session, window.location);

// Built now, while the chunk is on its way, rather than inside the first render.
renderSystem();
// One first render, of the page itself with the data the server put in it: no skeleton painted first and replaced a moment later (the
// page's render would then block the main thread after the first paint).
// As a transition, so React renders it in short slices instead of one long task.
void Promise.all([firstPage, readPageData(signedIn)]).then(() => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
});
