import { PAYMENT_QTY_MAX } from '../../../../shared/order-status';
import { GUEST_CART_EVENT, GUEST_CART_KEY, MAX_LINES } from './guestCartStore';

export { subscribeGuestCart } from './guestCartStore';

/** A guest's cart line (guestCartStore.ts: where it is kept). */
export interface GuestLine {
  product_id: number;
  quantity: number;
}

const validId = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n > 0;

/** The stored lines; anything unreadable or out of range is dropped (corrupt storage reads as empty). */
export function readGuestCart(): GuestLine[] {
  try {
    const raw = JSON.parse(localStorage.getItem(GUEST_CART_KEY) ?? '[]') as unknown;
    if (!Array.isArray(raw)) return [];
    const seen = new Set<number>();
    const lines: GuestLine[] = [];
    for (const l of raw as Partial<GuestLine>[]) {
      if (!l || !validId(l.product_id) || seen.has(l.product_id)) continue;
      seen.add(l.product_id);
      lines.push({ product_id: l.product_id, quantity: Math.min(PAYMENT_QTY_MAX, Math.max(1, Math.floor(Number(l.quantity)) || 1)) });
    }
    return lines.slice(0, MAX_LINES);
  } catch {
    return [];
  }
}

/** Changes to the guest's cart, announced to the header and the cart page. */
function write(lines: GuestLine[]) {
  try {
    if (lines.length) localStorage.setItem(GUEST_CART_KEY, JSON.stringify(lines));
    else localStorage.removeItem(GUEST_CART_KEY);
  } catch {
    // Storage refused (private mode, full): the cart stays as it was.
  }
  window.dispatchEvent(new Event(GUEST_CART_EVENT));
}

/** Adds `quantity` (to a line already there); false when the cart already holds its 50 lines. */
export function addToGuestCart(productId: number, quantity: number): boolean {
  const lines = readGuestCart();
  const line = lines.find((l) => l.product_id === productId);
  if (line) line.quantity = Math.min(PAYMENT_QTY_MAX, line.quantity + quantity);
  else if (lines.length >= MAX_LINES) return false;
  else lines.push({ product_id: productId, quantity });
  write(lines);
  return true;
}

export function setGuestQuantity(productId: number, quantity: number): void {
  write(readGuestCart().map((l) => (l.product_id === productId ? { ...l, quantity } : l)));
}

export function removeFromGuestCart(productIds: number[]): void {
  write(readGuestCart().filter((l) => !productIds.includes(l.product_id)));
}

export function clearGuestCart(): void {
  write([]);
}

