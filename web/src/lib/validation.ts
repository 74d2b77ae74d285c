/**
 * The login form's simple e-mail pattern — the same as shared/schemas/auth EMAIL_PATTERN, repeated here
 * because importing that module would pull zod into the page chunks.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
