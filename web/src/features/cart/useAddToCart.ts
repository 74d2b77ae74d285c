import { useState } from 'react';
import { MSG } from '../../../../shared/messages';
import { detailOr } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { useSession } from '../../lib/useSession';
import { toaster } from '../../ui/toaster';
import { addToGuestCart } from './guestCart';

/** What a product needs for the cart buttons: pickup-only products cannot be put in the cart. */
export interface CartProduct {
  id: number;
  delivery_available: boolean;
  is_available: boolean;
  display_remaining: number;
}

/** Why the product cannot go into the cart, or null. */
export function cartRefusal(p: CartProduct): string | null {
  if (!p.delivery_available) return MSG.cartPickupOnly;
  if (!p.is_available) return '판매가 중지된 상품입니다.';
  if (p.display_remaining === 0) return '품절된 상품입니다.';
  return null;
}

/**
 * 장바구니 담기: into the account's cart (cart.add) or, for a guest, the browser's. A toast confirms it
 * with a 장바구니 보기 link (toasts sit above the tab bar and let taps through: no control is covered).
 */
export function useAddToCart() {
  const session = useSession();
  const utils = trpc.useUtils();
  const add = trpc.cart.add.useMutation();
  const [busy, setBusy] = useState(false);

  const addToCart = async (productId: number, quantity: number): Promise<boolean> => {
    if (busy) return false;
    if (!session) {
      if (!addToGuestCart(productId, quantity)) {
        toaster.create({ type: 'error', title: MSG.cartFull });
        return false;
      }
    } else {
      setBusy(true);
      try {
        const cart = await add.mutateAsync({ product_id: productId, quantity });
        utils.cart.get.setData(undefined, cart);
        void utils.cart.count.invalidate();
      } catch (err) {
        toaster.create({ type: 'error', title: detailOr(err, '장바구니에 담지 못했습니다. 잠시 후 다시 시도해주세요.') });
        return false;
      } finally {
        setBusy(false);
      }
    }
    toaster.create({ type: 'success', title: MSG.cartAdded, duration: 5000, link: { label: '장바구니 보기', to: '/cart' } });
    return true;
  };
  return { addToCart, busy };
}
