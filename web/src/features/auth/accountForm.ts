/** The account part shared by customer sign-up and merchant step 1 (platform.md §2, §5). */
export interface AccountForm {
  email: string;
  emailVerified: boolean;
  username: string;
  password: string;
  confirm: string;
  phone: string;
  street: string;
  detail: string;
}

export const emptyAccount: AccountForm = {
  email: '',
  emailVerified: false,
  username: '',
  password: '',
  confirm: '',
  phone: '',
  street: '',
  detail: '',
};

const filled = (s: string) => s.trim().length > 0;

/** The password hint of the form (platform.md §5): shown next to the field, not enforced. */
export const PASSWORD_HINT = '8~20자 영문, 숫자를 조합해주세요.';

/** Whether the password follows the hint: 8 to 20 characters with at least a letter and a digit. */
export const followsPasswordHint = (p: string) => p.length >= 8 && p.length <= 20 && /[A-Za-z]/.test(p) && /\d/.test(p);

/**
 * What still keeps the sign-up button disabled, in the form's order and in words the form uses, so
 * the page can say it under the button. Empty when the account part may be sent.
 */
export function accountMissing(f: AccountForm): string[] {
  const missing: string[] = [];
  if (!filled(f.email) || !f.emailVerified) missing.push('이메일 인증');
  if (!filled(f.username)) missing.push('사용자명');
  if (!filled(f.password)) missing.push('비밀번호');
  if (!filled(f.confirm)) missing.push('비밀번호 확인');
  else if (filled(f.password) && f.password !== f.confirm) missing.push('비밀번호 일치');
  if (!filled(f.phone)) missing.push('전화번호');
  if (!filled(f.street)) missing.push('주소');
  return missing;
}

/** Sign-up is possible only with every field filled, equal passwords and a verified e-mail. */
export const accountComplete = (f: AccountForm) => accountMissing(f).length === 0;

/** The address as sent: street and detail joined by a comma (platform.md §3). */
export const joinAddress = (street: string, detail: string) =>
  [street.trim(), detail.trim()].filter(Boolean).join(', ');
