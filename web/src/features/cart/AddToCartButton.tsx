import { Button, Text } from '@chakra-ui/react';
import { useTenant } from '../../app/tenant';
import { cartRefusal, useAddToCart, type CartProduct } from './useAddToCart';

/** The product page's 장바구니 담기, beside 구매하기, with the quantity chosen there. */
export function AddToCartButton({ product, quantity }: { product: CartProduct; quantity: number }) {
  const { addToCart, busy } = useAddToCart();
  const refusal = cartRefusal(product);
  if (!useTenant().features.payment) return null;
  return (
    <Button
      variant="outline"
      colorPalette="brand"
      size="lg"
      flex="1"
      minW="0"
      px="3"
      disabled={refusal !== null}
      loading={busy}
      aria-describedby={refusal ? 'cart-refusal' : undefined}
      onClick={() => void addToCart(product.id, quantity)}
    >
      장바구니 담기
    </Button>
  );
}

/** Why 장바구니 담기 is off, said where the buyer reads (pickup-only products; sold out has its badge). */
export function AddToCartNote({ product }: { product: CartProduct }) {
  const payment = useTenant().features.payment;
  if (product.delivery_available || !payment) return null;
  return (
    <Text id="cart-refusal" fontSize="sm" color="fg.muted">
      {cartRefusal(product)}
    </Text>
  );
}
