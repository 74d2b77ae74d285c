import { clearSession } from './session';

/** Any 401 ends the session and sends the browser to /login (platform.md §4, §7). */
export function handleUnauthorized(): void {
  clearSession();
  if (window.location.pathname !== '/login') window.location.assign('/login');
}
