import { MSG } from '../../../../shared/messages';
import { errorCode } from '../../lib/errors';

/** Registration failures in the spec's words (platform.md §8 Registration). */
export function registerErrorMessage(err: unknown): string {
  const e = err as { message?: string; data?: { detail?: string; field?: string | null } };
  const text = `${e?.data?.detail ?? ''} ${e?.message ?? ''}`;
  const field = e?.data?.field ?? (err as { field?: string })?.field;
  const conflict = errorCode(err) === 'CONFLICT';
  if (/Email already registered/i.test(text) || text.includes(MSG.emailTaken) || (conflict && field === 'email')) return MSG.emailTaken;
  if (/Username already exists/i.test(text) || text.includes(MSG.usernameTaken) || (conflict && field === 'username')) return MSG.usernameTaken;
  return MSG.registerFailed;
}
