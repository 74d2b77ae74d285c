import { lazyPage } from '../../lib/lazyPage';
import { useSession } from '../../lib/useSession';

// Each its own chunk: a guest's first load of / fetches the landing page only.
const HomePage = lazyPage(() => import('./HomePage'));
const LandingPage = lazyPage(() => import('./LandingPage'), { slotRecipes: false });

/** Starts fetching the chunk `/` will render for this visitor. */
export const preloadHome = (signedIn: boolean) => (signedIn ? HomePage : LandingPage).preload();

/** `/`: the landing page for guests, the home screen for logged-in users. */
export function HomeRoute() {
  return useSession() ? <HomePage /> : <LandingPage />;
}
