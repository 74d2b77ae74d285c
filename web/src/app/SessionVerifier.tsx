import { useEffect } from 'react';
import { mergeUser } from '../lib/session';
import { trpc } from '../lib/trpc';
import { useSession } from '../lib/useSession';

/**
 * Checks a stored token once per page load: a refused token ends the session through the 401 link
 * (platform.md §4 "a failed token verification logs out"); a good one refreshes the stored user.
 */
export function SessionVerifier() {
  const session = useSession();
  const me = trpc.auth.me.useQuery(undefined, { enabled: session !== null, retry: false, staleTime: Infinity });
  const user = me.data;
  useEffect(() => {
    if (user) mergeUser(user);
  }, [user]);
  return null;
}
