/**
 * A guest's cart (docs/cart.md 화면): product ids and quantities in localStorage, at most
 * CART_MAX_ITEMS lines (the server's limit, repeated here so the header does not import the
 * schemas). Signing in merges it into the account's cart once and clears it (mergeGuestCart.ts).
 * What the header reads (its first-load file); the changes are in guestCart.ts.
 */
export const GUEST_CART_KEY = 'guest_cart';
export const MAX_LINES = 50;

export const GUEST_CART_EVENT = 'guest-cart-changed';

/** Re-renders on this tab's changes and other tabs' (the storage event). */
export function subscribeGuestCart(onChange: () => void): () => void {
  window.addEventListener(GUEST_CART_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(GUEST_CART_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The header badge's figure: how many lines the guest cart holds (guestCart.ts writes only valid ones). */
export function guestCartCount(): number {
  try {
    const raw = JSON.parse(localStorage.getItem(GUEST_CART_KEY) ?? '[]') as unknown;
    return Array.isArray(raw) ? Math.min(MAX_LINES, raw.length) : 0;
  } catch {
    return 0;
  }
}
