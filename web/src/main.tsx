import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadFirstPage } from './app/routes';
import { readSession } from './lib/session';

// The page's own chunk first: it downloads while the app below builds its theme and renders.
preloadFirstPage(window.location.pathname, readSession() !== null);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
