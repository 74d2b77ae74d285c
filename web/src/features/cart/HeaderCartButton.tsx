import { Box, IconButton } from '@chakra-ui/react';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useSession } from '../../lib/useSession';
import { AppIcon } from '../../ui/AppIcon';
import { guestCartCount, subscribeGuestCart } from './guestCartStore';

// The signed-in count (cart.count) is a chunk of its own: a guest's first load carries only this file.
const SignedInCartButton = lazy(() => import('./SignedInCartButton'));

/** The header's cart link: 44 px, its count on a badge and in its name (장바구니 (N개)). */
export function CartIconLink({ count }: { count: number | null }) {
  return (
    <IconButton asChild aria-label={count === null ? '장바구니' : `장바구니 (${count}개)`} variant="ghost" minW="11" h="11" position="relative">
      <RouterLink to="/cart">
        <AppIcon name="cart" boxSize="6" />
        {!!count && (
          <Box
            aria-hidden
            position="absolute"
            top="1"
            right="0.5"
            minW="4.5"
            h="4.5"
            px="1"
            borderRadius="full"
            bg="brand.solid"
            color="brand.contrast"
            fontSize="2xs"
            fontWeight="bold"
            lineHeight="18px"
            textAlign="center"
          >
            {count > 99 ? '99+' : count}
          </Box>
        )}
      </RouterLink>
    </IconButton>
  );
}

export function HeaderCartButton() {
  const signedIn = !!useSession();
  const guestCount = useSyncExternalStore(subscribeGuestCart, guestCartCount, () => 0);
  // The cart's own pages need no link to themselves.
  if (useLocation().pathname.startsWith('/cart')) return null;
  if (!signedIn) return <CartIconLink count={guestCount} />;
  return (
    <Suspense fallback={<CartIconLink count={null} />}>
      <SignedInCartButton />
    </Suspense>
  );
}
