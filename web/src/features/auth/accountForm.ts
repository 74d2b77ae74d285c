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

/** Sign-up is possible only with every field filled, equal passwords and a verified e-mail. */
export const accountComplete = (f: AccountForm) =>
  [f.email, f.username, f.password, f.confirm, f.phone, f.street].every(filled) && f.password === f.confirm && f.emailVerified;

/** The address as sent: street and detail joined by a comma (platform.md §3). */
export const joinAddress = (street: string, detail: string) =>
  [street.trim(), detail.trim()].filter(Boolean).join(', ');
