import { ROLES } from '../../../shared/access-policy';
import type { PublicUser } from '../../../shared/schemas/auth';

/** The session lives in localStorage (platform.md §3, §4): logged in only when both parts exist. */
const TOKEN_KEY = 'access_token';
const USER_KEY = 'user';
export const SESSION_EVENT = 'session-changed';
export const USER_UPDATED_EVENT = 'user-data-updated';

export interface Session {
  token: string;
  user: PublicUser;
}

export function readSession(): Session | null {
  try {
    const token = localStorage.getItem(TOKEN_KEY);
    const raw = localStorage.getItem(USER_KEY);
    if (!token || !raw) return null;
    const user = JSON.parse(raw) as PublicUser;
    return user && typeof user === 'object' ? { token, user } : null;
  } catch {
    // Corrupt or unavailable storage counts as logged out.
    return null;
  }
}

export const getToken = (): string | null => readSession()?.token ?? null;

function announce(name: string) {
  window.dispatchEvent(new Event(name));
}

export function saveSession(token: string, user: PublicUser): void {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  announce(SESSION_EVENT);
}

export function clearSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
  announce(SESSION_EVENT);
}

/** A profile update merges into the stored user and tells listeners about it. */
export function mergeUser(patch: Partial<PublicUser>): void {
  const current = readSession();
  if (!current) return;
  localStorage.setItem(USER_KEY, JSON.stringify({ ...current.user, ...patch }));
  announce(USER_UPDATED_EVENT);
  announce(SESSION_EVENT);
}

/** Where a user lands after logging in (platform.md §2 Login): their role's home in shared/access-policy.ts. */
export const homeFor = (user: Pick<PublicUser, 'user_type'>): string => ROLES[user.user_type]?.home ?? '/main';
