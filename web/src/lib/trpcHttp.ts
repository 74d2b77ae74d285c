import { httpBatchLink, type TRPCLink } from '@trpc/client';
import superjson from 'superjson';
import type { AppRouter } from '../../../worker/trpc/root';
import { getToken } from './session';

/**
 * The client's transport to /trpc (batched fetches, superjson both ways, the session's bearer
 * token), loaded by lib/trpc.ts only when the first call is made or the app asks for it early: a
 * guest's first paint of / makes no call. `onSocialProvider` gets each x-social-login header.
 */
export function createHttpLink(onSocialProvider: (provider: string) => void): TRPCLink<AppRouter> {
  return httpBatchLink({
    url: '/trpc',
    transformer: superjson,
    headers() {
      const token = getToken();
      return token ? { Authorization: `Bearer ${token}` } : {};
    },
    async fetch(url, init) {
      const res = await fetch(url, init as RequestInit);
      const social = res.headers.get('x-social-login');
      if (social) onSocialProvider(social);
      return res;
    },
  });
}
