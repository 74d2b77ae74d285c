import { Badge, Box, HStack, LinkBox, LinkOverlay, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { MSG } from '../../../../../shared/messages';
import type { ProductCard } from '../../../../../shared/schemas/catalogue';
import { PriceLine } from './PriceLine';
import { ProductImage, productPath, stockNote } from './ProductCard';

/** A product as one row of a vertical list (thumbnail left, text right). */
export function ProductRow({ product }: { product: ProductCard }) {
  const stock = stockNote(product.display_remaining);
  return (
    <LinkBox
      as="article"
      display="flex"
      gap="3"
      alignItems="center"
      _focusWithin={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
      borderRadius="lg"
    >
      <Box w="24" flexShrink={0}>
        <ProductImage src={product.thumbnail_url ?? product.image_url} alt={product.title} dimmed={stock.soldOut} />
      </Box>
      <Stack gap="0.5" flex="1" minW="0">
        <LinkOverlay asChild>
          <RouterLink to={productPath(product.id)}>
            <Text as="h3" fontSize="sm" fontWeight="medium" lineClamp={2}>
              {product.title}
            </Text>
          </RouterLink>
        </LinkOverlay>
        <PriceLine price={product.price} originalPrice={product.original_price} discountRate={product.discount_rate} />
        <HStack gap="1.5">
          <Text fontSize="xs" color="fg.muted" truncate>
            {product.merchant.business_name}
          </Text>
          {stock.text && (
            <Badge colorPalette={stock.soldOut ? 'gray' : 'orange'} variant={stock.soldOut ? 'solid' : 'subtle'} size="sm">
              {stock.soldOut ? MSG.soldOut : stock.text}
            </Badge>
          )}
        </HStack>
      </Stack>
    </LinkBox>
  );
}

export function ProductRowList({ products, label }: { products: ProductCard[]; label?: string }) {
  return (
    <SimpleGrid as="ul" role="list" aria-label={label} columns={{ base: 1, md: 2 }} gap="3" listStyleType="none">
      {products.map((p) => (
        <Box as="li" key={p.id}>
          <ProductRow product={p} />
        </Box>
      ))}
    </SimpleGrid>
  );
}
