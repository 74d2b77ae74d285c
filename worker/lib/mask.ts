/** `hong.gildong@example.com` → `ho*********@example.com`: enough to recognise, not to reuse. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '*'.repeat(Math.max(email.length, 3));
  const local = email.slice(0, at);
  const keep = local.length <= 2 ? 1 : local.length <= 4 ? 2 : 3;
  return `${local.slice(0, keep)}${'*'.repeat(Math.max(local.length - keep, 2))}${email.slice(at)}`;
}
