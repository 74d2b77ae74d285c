import { MSG } from '../../../../shared/messages';
import { EMAIL_PATTERN } from '../../lib/validation';

export interface LoginErrors {
  email?: string;
  password?: string;
}

/** The form's fields in screen order: focus goes to the first invalid one. */
export const LOGIN_FIELDS = ['email', 'password'] as const;

/** Every field's message at once (platform.md §5 Login), so one submit names all that is missing. */
export function loginErrors(email: string, password: string): LoginErrors {
  const errors: LoginErrors = {};
  if (!email.trim()) errors.email = MSG.loginEmailRequired;
  else if (!EMAIL_PATTERN.test(email.trim())) errors.email = MSG.emailInvalid;
  if (!password) errors.password = MSG.loginPasswordRequired;
  return errors;
}
