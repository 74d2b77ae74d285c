import { useNavigate } from 'react-router-dom';
import type { SessionAnswer } from '../../../../shared/schemas/auth';
import { homeFor, saveSession } from '../../lib/session';

/** Stores the session and sends the user on: merchants to the dashboard, everyone else to /main. */
export function useCompleteLogin() {
  const navigate = useNavigate();
  return (answer: SessionAnswer) => {
    saveSession(answer.access_token, answer.user);
    navigate(homeFor(answer.user), { replace: true });
  };
}
