import { OAUTH_STATE_TTL_MIN } from '../../../shared/constants';
import type { ServiceCtx } from '../../env';
import { randomToken, sha256Hex } from '../../lib/crypto';

/** The HttpOnly cookie naming the browser that started a social login (login CSRF guard). */
export const OAUTH_BROWSER_COOKIE = 'oauth_browser';

const VALUE_RE = /^[A-Za-z0-9_-]{32,64}$/;

/**
 * The hash of this browser's login cookie, setting the cookie first when the browser has none (a
 * browser keeps its value, so logins started in two tabs both finish). Only the hash is stored.
 */
export async function browserHashForNewState(ctx: ServiceCtx): Promise<string> {
  let value = ctx.request.cookies.get(OAUTH_BROWSER_COOKIE);
  if (!value || !VALUE_RE.test(value)) value = randomToken(32);
  ctx.request.cookies.set(OAUTH_BROWSER_COOKIE, value, { maxAgeSec: OAUTH_STATE_TTL_MIN * 60 });
  return sha256Hex(value);
}

/** The hash of the login cookie this request carries, or null without one. */
export async function requestBrowserHash(ctx: ServiceCtx): Promise<string | null> {
  const value = ctx.request.cookies.get(OAUTH_BROWSER_COOKIE);
  return value && VALUE_RE.test(value) ? sha256Hex(value) : null;
}
