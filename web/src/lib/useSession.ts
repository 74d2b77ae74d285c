import { useSyncExternalStore } from 'react';
import { readSession, SESSION_EVENT, USER_UPDATED_EVENT, type Session } from './session';

// Cache by the raw storage values so useSyncExternalStore sees a stable snapshot.
let cachedKey = '';
let cached: Session | null = null;

function snapshot(): Session | null {
  const key = `${localStorage.getItem('access_token') ?? ''}\u0000${localStorage.getItem('user') ?? ''}`;
  if (key !== cachedKey) {
    cachedKey = key;
    cached = readSession();
  }
  return cached;
}

function subscribe(onChange: () => void) {
  const events = [SESSION_EVENT, USER_UPDATED_EVENT, 'storage'];
  for (const e of events) window.addEventListener(e, onChange);
  return () => {
    for (const e of events) window.removeEventListener(e, onChange);
  };
}

/** The current session, re-rendering on login, logout, profile merge and other tabs' changes. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}
