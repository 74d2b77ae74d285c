import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { clearSession, getToken } from './session';
import { trpc } from './trpc';

/** How long logout waits for the server before ending the session locally anyway. */
export const LOGOUT_TIMEOUT_MS = 5000;

/**
 * Revokes the server session first, then clears the local one and every cached query, and goes
 * to / (platform.md §4). The call must carry the token, so the session is cleared only after it
 * answers; a failed or slow call (offline) still ends the session here.
 */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const utils = trpc.useUtils();
  const pending = useRef(false);

  return async () => {
    if (pending.current) return;
    pending.current = true;
    try {
      if (getToken()) {
        const abort = new AbortController();
        const timer = setTimeout(() => abort.abort(), LOGOUT_TIMEOUT_MS);
        try {
          await utils.client.auth.logout.mutate(undefined, { signal: abort.signal });
        } catch {
          // Offline, timed out or already expired: the local session ends all the same.
        } finally {
          clearTimeout(timer);
        }
      }
      clearSession();
      queryClient.clear();
      navigate('/');
    } finally {
      pending.current = false;
    }
  };
}
