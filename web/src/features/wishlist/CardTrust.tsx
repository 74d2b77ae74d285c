import { Badge, HStack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { ProductCard } from '../../../../shared/schemas/catalogue';

/** A card's trust signals: ★ average (review count) when reviewed, and the 무료배송 badge where it applies. */
export function CardTrust({ product, reviews = true }: { product: ProductCard; reviews?: boolean }) {
  const rated = reviews && product.review_count > 0 && product.rating !== null;
  if (!rated && !product.free_shipping) return null;
  return (
    <HStack gap="1.5" wrap="wrap" fontSize="xs" data-testid="card-trust">
      {rated && (
        <Text color="fg.muted" data-testid="card-rating">
          <Text as="span" color="orange.600" aria-hidden="true">
            ★
          </Text>
          <VisuallyHidden>평균 별점</VisuallyHidden>{' '}
          <Text as="span" color="fg" fontWeight="semibold">
            {product.rating!.toFixed(1)}
          </Text>{' '}
          <Text as="span">({product.review_count.toLocaleString('ko-KR')})</Text>
          <VisuallyHidden>개 리뷰</VisuallyHidden>
        </Text>
      )}
      {product.free_shipping && (
        <Badge colorPalette="teal" variant="subtle" size="sm">
          무료배송
        </Badge>
      )}
    </HStack>
  );
}
