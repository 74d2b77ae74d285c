import { useNavigate } from 'react-router-dom';
import type { SessionAnswer } from '../../../../shared/schemas/auth';
import { homeFor, saveSession } from '../../lib/session';

/** A page of this site to return to (never another origin, never the login page itself). */
const safeReturn = (from: string | undefined) =>
  from && from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/login') ? from : null;

/**
 * Stores the session and sends the user on: back to the page that asked for the login (a guarded
 * page, or a product's buy button), else merchants to the dashboard and everyone else to /main.
 */
export function useCompleteLogin() {
  const navigate = useNavigate();
  return (answer: SessionAnswer, from?: string) => {
    saveSession(answer.access_token, answer.user);
    navigate(safeReturn(from) ?? homeFor(answer.user), { replace: true });
  };
}
