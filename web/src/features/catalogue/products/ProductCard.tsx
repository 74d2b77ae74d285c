import { AspectRatio, Badge, Box, Center, HStack, Image, Link, LinkBox, LinkOverlay, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { LOW_STOCK_THRESHOLD } from '../../../../../shared/catalogue-constants';
import { MSG } from '../../../../../shared/messages';
import type { ProductCard as ProductCardData } from '../../../../../shared/schemas/catalogue';
import { merchantPath } from '../../../lib/channelPaths';
import { AppIcon } from '../../../ui/AppIcon';
import { PriceLine } from './PriceLine';
import { useTenant } from '../../../app/tenant';
import { CardTrust } from '../../wishlist/CardTrust';
import { WishButton } from '../../wishlist/WishButton';
import { CardCartButton } from '../../cart/CardCartButton';

export const productPath = (id: number) => `/products/${id}`;

/** The stock note a card or the detail page shows: sold out, low stock, or nothing (-1 hides it). */
export function stockNote(remaining: number): { soldOut: boolean; text: string | null } {
  if (remaining === 0) return { soldOut: true, text: MSG.soldOut };
  if (remaining > 0 && remaining <= LOW_STOCK_THRESHOLD) return { soldOut: false, text: `${remaining}개 남음` };
  return { soldOut: false, text: null };
}

/**
 * Square product image, lazily loaded unless `eager` (the top of a first screen: a lazy image there
 * waits for layout before it even starts); a neutral tile when the product has none.
 */
export function ProductImage({ src, alt, dimmed, eager }: { src: string | null; alt: string; dimmed?: boolean; eager?: boolean }) {
  return (
    <AspectRatio ratio={1} w="full" borderRadius="lg" overflow="hidden" bg="bg.muted">
      {src ? (
        <Image src={src} alt={alt} loading={eager ? 'eager' : 'lazy'} decoding="async" objectFit="cover" opacity={dimmed ? 0.5 : 1} />
      ) : (
        <Center color="fg.subtle" role="img" aria-label={`${alt} (이미지 없음)`}>
          <AppIcon name="bag" boxSize="8" />
        </Center>
      )}
    </AspectRatio>
  );
}

interface Props {
  product: ProductCardData;
  /** Ranking position (1-based) shown as a badge on the image. */
  rank?: number;
  /** A stronger look for the top of a ranking. */
  highlight?: boolean;
  /** The shop's name linking its channel (off on the channel itself). */
  showMerchant?: boolean;
  /** Load the picture at once: the card is at the top of the first screen. */
  eagerImage?: boolean;
}

/** One product in a feed grid: the whole card opens /products/{id}; the merchant name opens its channel. */
export function ProductCard({ product, rank, highlight, showMerchant = true, eagerImage }: Props) {
  const stock = stockNote(product.display_remaining);
  const unavailable = stock.soldOut || !product.is_available;
  const reviewsOn = useTenant().features.reviews !== false;
  return (
    <LinkBox
      as="article"
      h="full"
      borderRadius="xl"
      p={highlight ? '2' : '0'}
      borderWidth={highlight ? '2px' : '0'}
      borderColor={highlight ? 'brand.solid' : undefined}
      bg={highlight ? 'brand.subtle' : undefined}
      data-highlight={highlight ? 'true' : undefined}
      _focusWithin={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
    >
      <Box position="relative">
        <ProductImage src={product.thumbnail_url ?? product.image_url} alt={product.title} dimmed={unavailable} eager={eagerImage} />
        <WishButton productId={product.id} title={product.title} overlay />
        {rank !== undefined && (
          <Center
            position="absolute"
            top="2"
            left="2"
            minW="7"
            h="7"
            px="1.5"
            borderRadius="full"
            fontWeight="bold"
            fontSize="sm"
            bg={highlight ? 'brand.solid' : 'blackAlpha.700'}
            color={highlight ? 'brand.contrast' : 'white'}
          >
            {rank}
            <VisuallyHidden>위</VisuallyHidden>
          </Center>
        )}
        {(stock.soldOut || !product.is_available) && (
          <Badge position="absolute" bottom="2" left="2" colorPalette="gray" variant="solid" size="md">
            {stock.soldOut ? MSG.soldOut : '판매 중지'}
          </Badge>
        )}
        <CardCartButton product={product} title={product.title} />
      </Box>
      <Stack gap="0.5" pt="2" px={highlight ? '1' : '0'}>
        <LinkOverlay asChild>
          <RouterLink to={productPath(product.id)}>
            <Text as="h3" fontSize="sm" fontWeight={highlight ? 'bold' : 'medium'} lineClamp={2}>
              {product.title}
            </Text>
          </RouterLink>
        </LinkOverlay>
        <PriceLine price={product.price} originalPrice={product.original_price} discountRate={product.discount_rate} />
        <CardTrust product={product} reviews={reviewsOn} />
        <HStack gap="1.5" wrap="wrap">
          {showMerchant && (
            <Link asChild fontSize="xs" color="fg.muted" position="relative" zIndex="1" minW="0">
              <RouterLink to={merchantPath(product.merchant.id)}>
                <Text truncate>{product.merchant.business_name}</Text>
              </RouterLink>
            </Link>
          )}
          {!stock.soldOut && stock.text && (
            <Badge colorPalette="orange" variant="subtle" size="sm">
              {stock.text}
            </Badge>
          )}
        </HStack>
      </Stack>
    </LinkBox>
  );
}
