import { useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import {
  createPath,
  NavigationType,
  parsePath,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  type HistoryRouterProps,
  type Location,
  type Path,
  type To,
} from 'react-router-dom';

/**
 * The app's browser history, with one navigation blocker: what the data router's `useBlocker` gave,
 * on the declarative router (`unstable_HistoryRouter` in App), whose bundle is about half the data
 * router's. A push or replace the blocker refuses is held until `proceed()`; a refused back or
 * forward (the browser has already moved) is stepped back at once and replayed on `proceed()`, as
 * the data router does. Only entries this history made (they carry an index) can be stepped back.
 */
type History = HistoryRouterProps['history'];
type Listener = Parameters<History['listen']>[0];

export interface BlockerArgs {
  currentLocation: Path;
  nextLocation: Path;
}
export type BlockerFunction = (args: BlockerArgs) => boolean;

const browser = createBrowserHistory({ v5Compat: true });

/** The location the router last got, by reading it or from a listener (see `listen`). */
let given: Location | null = null;

/** The location the app shows: during a refused back/forward the browser's is briefly another. */
let shown: Path = browser.location;
let blocker: BlockerFunction | null = null;
/** The held navigation, performed by proceed(). */
let held: (() => void) | null = null;
/** The pop this history causes when it steps a refused back/forward back. */
let swallowPop = false;
/** The back/forward proceed() replays: not asked again. */
let replayingPop = false;

const subscribers = new Set<() => void>();
const notify = () => subscribers.forEach((f) => f());

function refuses(next: Path) {
  if (!blocker) return false;
  return blocker({ currentLocation: shown, nextLocation: next });
}

function hold(navigation: () => void) {
  held = navigation;
  notify();
}

const asPath = (to: To): Path => ({ pathname: shown.pathname, search: '', hash: '', ...(typeof to === 'string' ? parsePath(to) : to) });

function navigate(kind: 'push' | 'replace', to: To, state?: unknown) {
  if (refuses(asPath(to))) return hold(() => browser[kind](to, state));
  browser[kind](to, state);
}

export const appHistory: History = {
  get action() {
    return browser.action;
  },
  get location() {
    given = browser.location;
    return given;
  },
  createHref: (to) => browser.createHref(to),
  createURL: (to) => browser.createURL(to),
  encodeLocation: (to) => browser.encodeLocation(to),
  go: (delta) => browser.go(delta),
  push: (to, state) => navigate('push', to, state),
  replace: (to, state) => navigate('replace', to, state),
  listen(listener: Listener) {
    const stop = browser.listen((update) => {
      if (update.action === 'POP') {
        if (swallowPop) {
          swallowPop = false;
          return;
        }
        const delta = update.delta;
        if (replayingPop) replayingPop = false;
        else if (delta != null && delta !== 0 && refuses(update.location)) {
          swallowPop = true;
          browser.go(-delta);
          return hold(() => {
            replayingPop = true;
            browser.go(delta);
          });
        }
      }
      shown = update.location;
      given = update.location;
      listener(update);
    });
    // The router reads the location when it first renders and subscribes when it commits; the first
    // render is a transition in slices, and the address may change in between (a back or forward, a
    // script's pushState), which the browser history, not yet listening, did not see: passed on now.
    const now = browser.location;
    if (given && (given.key !== now.key || createPath(given) !== createPath(now))) {
      shown = now;
      given = now;
      listener({ action: NavigationType.Pop, location: now, delta: null });
    }
    return stop;
  },
};

export interface Blocker {
  state: 'unblocked' | 'blocked';
  /** Performs the held navigation. */
  proceed(): void;
  /** Drops the held navigation and stays. */
  reset(): void;
}

function proceed() {
  const navigation = held;
  held = null;
  notify();
  navigation?.();
}

function reset() {
  held = null;
  notify();
}

const subscribe = (f: () => void) => {
  subscribers.add(f);
  return () => subscribers.delete(f);
};
const blockerState = () => (held ? 'blocked' : 'unblocked');

/**
 * The data router's `useBlocker` for appHistory: while mounted, a navigation `shouldBlock` answers
 * true for is held, and `state` is 'blocked' until `proceed()` or `reset()`. One at a time.
 */
export function useBlocker(shouldBlock: BlockerFunction): Blocker {
  const latest = useRef(shouldBlock);
  useLayoutEffect(() => {
    latest.current = shouldBlock;
  });
  useEffect(() => {
    const mine: BlockerFunction = (args) => latest.current(args);
    blocker = mine;
    return () => {
      if (blocker !== mine) return;
      blocker = null;
      reset();
    };
  }, []);
  const state = useSyncExternalStore(subscribe, blockerState);
  return { state, proceed, reset };
}
