import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * web/src/app/history.ts in a small stand-in for the browser's window: the first render is a
 * transition in slices, so the address may change between the router reading it and subscribing.
 */
function fakeWindow(path: string) {
  const url = new URL(path, 'http://localhost');
  let state: unknown = null;
  const listeners = new Set<() => void>();
  const location = {
    get pathname() {
      return url.pathname;
    },
    get search() {
      return url.search;
    },
    get hash() {
      return url.hash;
    },
    get href() {
      return url.href;
    },
    origin: url.origin,
  };
  const history = {
    get state() {
      return state;
    },
    get length() {
      return 1;
    },
    pushState(next: unknown, _title: string, to?: string) {
      state = next;
      if (to) Object.assign(url, { href: new URL(to, url).href });
    },
    replaceState(next: unknown, _title: string, to?: string) {
      state = next;
      if (to) Object.assign(url, { href: new URL(to, url).href });
    },
    go() {},
  };
  return {
    location,
    history,
    addEventListener: (_: string, f: () => void) => listeners.add(f),
    removeEventListener: (_: string, f: () => void) => listeners.delete(f),
  };
}

async function historyAt(path: string) {
  vi.resetModules();
  const win = fakeWindow(path);
  vi.stubGlobal('window', win);
  vi.stubGlobal('document', { defaultView: win });
  const { appHistory } = await import('../../web/src/app/history');
  return { appHistory, win };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the app history hands the router an address that changed before it subscribed', () => {
  it('passes on a change made between the first read and the subscription, as a POP', async () => {
    const { appHistory, win } = await historyAt('/login');
    expect(appHistory.location.pathname).toBe('/login');
    // A script's pushState (no popstate) while the first render is still in slices.
    win.history.pushState(null, '', '/find-email?from=test');
    const updates: { action: string; pathname: string; search: string }[] = [];
    const stop = appHistory.listen(({ action, location }) => updates.push({ action, pathname: location.pathname, search: location.search }));
    expect(updates).toEqual([{ action: 'POP', pathname: '/find-email', search: '?from=test' }]);
    stop();
  });

  it('says nothing on subscribing when the address is the one the router read', async () => {
    const { appHistory } = await historyAt('/main?tab=shopping');
    expect(appHistory.location.search).toBe('?tab=shopping');
    const updates: unknown[] = [];
    const stop = appHistory.listen((update) => updates.push(update));
    expect(updates).toEqual([]);
    // Subscribing again (a remount) after the router got every change is quiet too.
    stop();
    const again = appHistory.listen((update) => updates.push(update));
    expect(updates).toEqual([]);
    again();
  });
});
