import { useSession } from '../../lib/useSession';
import HomePage from './HomePage';
import LandingPage from './LandingPage';

/** `/`: the landing page for guests, the home screen for logged-in users. */
export default function HomeRoute() {
  return useSession() ? <HomePage /> : <LandingPage />;
}
