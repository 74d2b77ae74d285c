import { useSyncExternalStore } from 'react';
import type { trpc } from '../../lib/trpc';
import { clearGuestCart, readGuestCart } from './guestCart';

type Utils = ReturnType<typeof trpc.useUtils>;

/**
 * After a login the guest cart joins the account's (cart.merge) once and is cleared. One merge at a
 * time: the login, the header and the cart pages may all ask; the pages wait while it runs. A merge
 * the server refused is not retried until the page reloads (it would refuse again on every screen).
 */
let running: Promise<void> | null = null;
let refused = false;
const listeners = new Set<() => void>();
const announce = () => listeners.forEach((l) => l());

export function mergeGuestCart(utils: Utils): Promise<void> {
  if (running) return running;
  const items = readGuestCart();
  if (!items.length || refused) return Promise.resolve();
  const merge = utils.client.cart.merge
    .mutate({ items })
    .then(async (cart) => {
      clearGuestCart();
      utils.cart.get.setData(undefined, cart);
      await utils.cart.invalidate();
    })
    .catch((err: unknown) => {
      refused = true;
      console.error('guest cart merge failed', err);
    })
    .finally(() => {
      running = null;
      announce();
    });
  running = merge;
  announce();
  return merge;
}

/** Whether a merge is running (the cart pages show their loading state meanwhile). */
export function useMergePending(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => running !== null,
    () => false,
  );
}
