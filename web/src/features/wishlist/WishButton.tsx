import { IconButton } from '@chakra-ui/react';
import { AppIcon } from '../../ui/AppIcon';
import { useWishlist } from './useWishlist';

/**
 * The 찜 heart: a toggle (aria-pressed) with a 44 px tap target. `overlay` sits on a card's image,
 * above the card's link, on a light disc so it reads over any photo.
 */
export function WishButton({ productId, title, overlay }: { productId: number; title: string; overlay?: boolean }) {
  const { isWished, toggle } = useWishlist();
  const on = isWished(productId);
  return (
    <IconButton
      aria-label={on ? '찜 해제' : '찜하기'}
      aria-pressed={on}
      title={`${title} ${on ? '찜 해제' : '찜하기'}`}
      data-testid="wish-button"
      variant="ghost"
      minW="11"
      h="11"
      borderRadius="full"
      color={on ? 'red.600' : overlay ? 'gray.700' : 'fg.muted'}
      bg={overlay ? 'whiteAlpha.800' : undefined}
      _hover={{ bg: overlay ? 'white' : 'bg.muted' }}
      position={overlay ? 'absolute' : undefined}
      top={overlay ? '1' : undefined}
      right={overlay ? '1' : undefined}
      zIndex={overlay ? '1' : undefined}
      onClick={(e) => {
        // On a card the heart must not follow the card's link.
        e.preventDefault();
        e.stopPropagation();
        void toggle(productId);
      }}
    >
      <AppIcon name="heart" filled={on} boxSize="6" />
    </IconButton>
  );
}
