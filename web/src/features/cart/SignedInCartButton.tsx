import { useEffect, useSyncExternalStore } from 'react';
import { trpc } from '../../lib/trpc';
import { guestCartCount, subscribeGuestCart } from './guestCartStore';
import { CartIconLink } from './HeaderCartButton';
import { mergeGuestCart } from './mergeGuestCart';

/** The header's cart link for a signed-in account: its count from cart.count (a guest cart left over is merged first). */
export default function SignedInCartButton() {
  const utils = trpc.useUtils();
  const leftover = useSyncExternalStore(subscribeGuestCart, guestCartCount, () => 0);
  useEffect(() => {
    if (leftover) void mergeGuestCart(utils);
  }, [leftover, utils]);
  const count = trpc.cart.count.useQuery({}, { staleTime: 30_000, retry: false });
  return <CartIconLink count={count.data?.count ?? null} />;
}
