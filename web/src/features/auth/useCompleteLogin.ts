import { useNavigate } from 'react-router-dom';
import type { SessionAnswer } from '../../../../shared/schemas/auth';
import { homeFor, saveSession } from '../../lib/session';
import { trpc } from '../../lib/trpc';
import { mergeGuestCart } from '../cart/mergeGuestCart';

/** A page of this site to return to (never another origin, never the login page itself). */
const safeReturn = (from: string | undefined) =>
  from && from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/login') ? from : null;

/**
 * Stores the session and sends the user on: back to the page that asked for the login (a guarded
 * page, or a product's buy button), else merchants to the dashboard and everyone else to /main.
 */
export function useCompleteLogin() {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  return (answer: SessionAnswer, from?: string) => {
    saveSession(answer.access_token, answer.user);
    // A guest's cart joins the account's once, now (the cart pages wait for it).
    void mergeGuestCart(utils);
    navigate(safeReturn(from) ?? homeFor(answer.user), { replace: true });
  };
}
