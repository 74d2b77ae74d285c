import { Center, IconButton } from '@chakra-ui/react';
import { AppIcon } from '../../ui/AppIcon';
import { useTenant } from '../../app/tenant';
import { cartRefusal, useAddToCart, type CartProduct } from './useAddToCart';

/**
 * A product card's small 장바구니 담기 (one piece) on the picture's corner, above the card's link.
 * A product that cannot go into the cart shows it off, its reason in its name and title; sold-out
 * and stopped products (their badge says so) show none.
 */
export function CardCartButton({ product, title }: { product: CartProduct; title: string }) {
  const { addToCart, busy } = useAddToCart();
  const payment = useTenant().features.payment;
  if (!payment || !product.is_available || product.display_remaining === 0) return null;
  const refusal = cartRefusal(product);
  return (
    <Center position="absolute" bottom="1" right="1" zIndex="1">
      <IconButton
        aria-label={refusal ? `장바구니 담기 불가: ${refusal}` : `${title} 장바구니 담기`}
        title={refusal ?? '장바구니 담기'}
        size="sm"
        minW="11"
        h="11"
        borderRadius="full"
        variant="solid"
        bg="bg/90"
        color="fg"
        shadow="sm"
        _hover={{ bg: 'bg' }}
        disabled={refusal !== null}
        loading={busy}
        onClick={() => void addToCart(product.id, 1)}
      >
        <AppIcon name="cart" />
      </IconButton>
    </Center>
  );
}
