import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import type { Cart } from '../../../../shared/schemas/cart';
import { trpc } from '../../lib/trpc';
import { useSession } from '../../lib/useSession';
import { readGuestCart, removeFromGuestCart, setGuestQuantity, subscribeGuestCart, type GuestLine } from './guestCart';
import { GUEST_CART_KEY } from './guestCartStore';
import { guestCartOf, shopsNeedingFee, type ShopFees } from './cartView';
import type { CartLine } from '../../../../shared/schemas/cart';
import { mergeGuestCart, useMergePending } from './mergeGuestCart';

// A stable snapshot for useSyncExternalStore: the same array until the stored text changes.
let cachedRaw: string | null = null;
let cachedLines: GuestLine[] = [];
function guestSnapshot(): GuestLine[] {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(GUEST_CART_KEY);
  } catch {
    raw = null;
  }
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedLines = readGuestCart();
  }
  return cachedLines;
}

export const useGuestLines = (): GuestLine[] => useSyncExternalStore(subscribeGuestCart, guestSnapshot, () => cachedLines);

export interface CartData {
  cart: Cart | undefined;
  guest: boolean;
  isPending: boolean;
  error: unknown;
  refetch: () => void;
  setQuantity: (productId: number, quantity: number) => void;
  remove: (productIds: number[]) => Promise<void>;
}

/**
 * The cart the pages show: the account's (cart.get) once signed in, else the guest's lines read
 * against the products' public details (one batched request). Changes go to the server or to
 * localStorage alike; a quantity change shows at once and the server's answer replaces the cart.
 */
export function useCart(): CartData {
  const session = useSession();
  const signedIn = !!session;
  const utils = trpc.useUtils();
  const merging = useMergePending();
  const guestLines = useGuestLines();

  // A guest cart still here while signed in (a login this page did not see): merged first.
  useEffect(() => {
    if (signedIn && guestLines.length) void mergeGuestCart(utils);
  }, [signedIn, guestLines.length, utils]);

  const server = trpc.cart.get.useQuery(undefined, { enabled: signedIn && !merging });
  const products = trpc.useQueries((t) =>
    signedIn ? [] : guestLines.map((l) => t.catalogue.products.get({ id: l.product_id }, { staleTime: 60_000, retry: false })),
  );

  // Quantity changes of one line may cross on the wire: only the newest request's answer is kept.
  const latest = useRef(new Map<number, number>());
  const setQty = trpc.cart.setQuantity.useMutation();
  const removeMutation = trpc.cart.remove.useMutation();

  const setQuantity = useCallback(
    (productId: number, quantity: number) => {
      if (!signedIn) return setGuestQuantity(productId, quantity);
      const ticket = (latest.current.get(productId) ?? 0) + 1;
      latest.current.set(productId, ticket);
      // Shown at once; the answer (prices, fees) follows.
      utils.cart.get.setData(undefined, (old) => old && withQuantity(old, productId, quantity));
      setQty.mutate(
        { product_id: productId, quantity },
        {
          onSuccess: (cart) => latest.current.get(productId) === ticket && utils.cart.get.setData(undefined, cart),
          onError: () => void utils.cart.get.invalidate(),
          onSettled: () => void utils.cart.count.invalidate(),
        },
      );
    },
    [signedIn, utils, setQty],
  );

  const remove = useCallback(
    async (productIds: number[]) => {
      if (!signedIn) return removeFromGuestCart(productIds);
      const cart = await removeMutation.mutateAsync({ product_ids: productIds });
      utils.cart.get.setData(undefined, cart);
      void utils.cart.count.invalidate();
    },
    [signedIn, utils, removeMutation],
  );

  if (signedIn) {
    return {
      cart: server.data,
      guest: false,
      isPending: merging || server.isPending,
      error: server.error,
      refetch: () => void server.refetch(),
      setQuantity,
      remove,
    };
  }
  const pending = products.some((q) => q.isPending);
  // A product that is gone (404) is a line to remove; any other failure fails the page.
  const failed = products.find((q) => q.isError && q.error?.data?.httpStatus !== 404);
  return {
    cart: pending || failed ? undefined : guestCartOf(guestLines, products.map((q) => q.data ?? null)),
    guest: true,
    isPending: pending,
    error: failed?.error ?? null,
    refetch: () => products.forEach((q) => q.isError && void q.refetch()),
    setQuantity,
    remove,
  };
}

/** The cart with one line's quantity changed and its totals as the line shows them until the server answers. */
function withQuantity(cart: Cart, productId: number, quantity: number): Cart {
  return {
    ...cart,
    shops: cart.shops.map((g) => ({
      ...g,
      lines: g.lines.map((l) => (l.product_id === productId ? { ...l, quantity, line_total: l.unit_price * quantity } : l)),
    })),
  };
}

/**
 * The fees of the shops whose fee the choice needs and the cart does not state (shopsNeedingFee):
 * each read from one of its products' details (its shipping rule), all in one batched request.
 * `pending` while they load (the totals would be short of them).
 */
export function useShopFees(cart: Cart | undefined, chosen: (line: CartLine) => boolean): { fees: ShopFees; pending: boolean } {
  const need = cart ? shopsNeedingFee(cart, chosen) : [];
  const details = trpc.useQueries((t) => need.map((n) => t.catalogue.products.get({ id: n.productId }, { staleTime: 300_000, retry: false })));
  const fees = new Map<number, number>();
  need.forEach((n, i) => {
    const d = details[i]?.data;
    if (d) fees.set(n.merchantId, d.shipping.shipping_fee);
  });
  return { fees, pending: details.some((q) => q.isPending) };
}
