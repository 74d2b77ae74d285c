import { useNavigate } from 'react-router-dom';
import { clearSession } from './session';
import { trpc } from './trpc';

/** Ends the session locally at once and tells the server best effort; then goes to / (platform.md §4). */
export function useLogout() {
  const navigate = useNavigate();
  const logout = trpc.auth.logout.useMutation();
  return () => {
    // The call carries the token, so it starts before the session is cleared.
    logout.mutate(undefined, { onError: () => undefined });
    clearSession();
    navigate('/');
  };
}
