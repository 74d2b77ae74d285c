import { createTRPCQueryUtils } from '@trpc/react-query';
import type { Session } from '../lib/session';
import type { AppClients } from './appClients';

/**
 * A signed-in first page's first question, asked as the app starts rather than after its first
 * render: the request travels while the page's files download and the app renders (the server
 * cannot answer into the page as it does for a guest: the session is in the browser's storage).
 * The page's own query finds the answer, or the request on its way (HomeTab: the same key).
 * Only the dashboard's home, for a merchant, whose largest paint is its figures.
 */
export function askSignedInFirstPage(clients: AppClients, session: Session, location: Pick<Location, 'pathname' | 'search'>): void {
  if (session.user.user_type !== 'merchant' || location.pathname !== '/merchant/dashboard') return;
  if (new URLSearchParams(location.search).get('tab')) return;
  const utils = createTRPCQueryUtils({ queryClient: clients.queryClient, client: clients.trpcClient });
  void utils.dashboard.stats.prefetch();
}
