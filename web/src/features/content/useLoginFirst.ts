import { useLocation, useNavigate } from 'react-router-dom';
import { MSG } from '../../../../shared/messages';
import { useSession } from '../../lib/useSession';

/**
 * Likes and comments need an account: for a guest this sends to /login with the way back and the
 * login-required message (platform.md §5) and answers false; signed in, it answers true.
 */
export function useLoginFirst(): () => boolean {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    if (session) return true;
    navigate('/login', { state: { from: location.pathname + location.search, message: MSG.loginRequired } });
    return false;
  };
}
