/**
 * An e-mail address as a shop's analytics show it (its top customers): ho***@example.com. Two letters
 * of the local part stay (one of a two-letter one, none of a one-letter one); the domain stays.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return email ? '***' : '';
  const local = email.slice(0, at);
  const keep = local.length > 2 ? 2 : local.length - 1;
  return `${local.slice(0, Math.max(0, keep))}***${email.slice(at)}`;
}
