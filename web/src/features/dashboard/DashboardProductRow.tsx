import { Badge, Box, Button, Field, Flex, Grid, HStack, Link, NativeSelect, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatKrw } from '../../../../shared/catalogue-constants';
import type { ProductCard } from '../../../../shared/schemas/catalogue';
import { ProductImage, productPath } from '../catalogue/products/ProductCard';
import { PRODUCT_STATE_LABELS, productState, type ProductState } from './productState';

const STATE_PALETTE: Record<ProductState, string> = { selling: 'green', soldOut: 'red', paused: 'gray' };
const count = (n: number) => n.toLocaleString('ko-KR');

/**
 * One product of the merchant's lists: thumbnail, title (opens the product), price, state, views and
 * orders (what the 조회순 and 주문순 sorts order by), a note, and its actions. A card on every width:
 * the actions wrap under the text, so a phone never scrolls sideways.
 */
export function DashboardProductRow({ product, note, actions, deleted = false }: { product: ProductCard; note?: ReactNode; actions: ReactNode; deleted?: boolean }) {
  const state = productState(product);
  // A deleted product is on sale nowhere, whatever its saved state says.
  const [label, palette] = deleted ? ['삭제됨', 'gray'] : [PRODUCT_STATE_LABELS[state], STATE_PALETTE[state]];
  return (
    // A grid: on a phone the actions wrap under the text (nothing scrolls sideways); from the
    // breakpoint up they sit at the row's end.
    <Grid
      as="li"
      templateColumns={{ base: 'auto minmax(0, 1fr)', md: 'auto minmax(0, 1fr) auto' }}
      columnGap="3"
      rowGap="1"
      py="3"
      alignItems={{ base: 'start', md: 'center' }}
      borderBottomWidth="1px"
      data-testid="dashboard-product"
      data-product-id={product.id}
    >
      <Box w={{ base: '16', md: '20' }} gridRow={{ base: 'span 2', md: 'auto' }} alignSelf="start">
        <ProductImage src={product.thumbnail_url ?? product.image_url} alt={product.title} dimmed={deleted || state !== 'selling'} />
      </Box>
      <Stack gap="1" minW="0">
        <Link asChild fontWeight="medium" color="fg" lineClamp={2} wordBreak="break-all">
          <RouterLink to={productPath(product.id)}>{product.title}</RouterLink>
        </Link>
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="bold" data-testid="dashboard-product-price">
            {formatKrw(product.price)}
          </Text>
          <Badge colorPalette={palette} variant="subtle" size="sm">
            {label}
          </Badge>
        </HStack>
        <Text fontSize="xs" color="fg.muted">
          조회 {count(product.views_count)} · 주문 {count(product.orders_count)}
        </Text>
        {note}
      </Stack>
      <HStack gap="2" pt={{ base: '1', md: '0' }} wrap="wrap" gridColumn={{ base: '2', md: '3' }}>
        {actions}
      </HStack>
    </Grid>
  );
}

/** The edit action: a link styled as a small button, named with the product for screen readers. */
export function EditAction({ product }: { product: ProductCard }) {
  return (
    <Button asChild size="xs" variant="outline">
      <RouterLink to={`/products/edit/${product.id}`} aria-label={`${product.title} 수정`}>
        수정
      </RouterLink>
    </Button>
  );
}

/** A labelled select of a list's sort or filter; its value lives in the address (useTabParams). */
export function DashboardSelect<T extends string>({ label, value, labels, onChange }: { label: string; value: T; labels: Record<T, string>; onChange: (value: T) => void }) {
  const id = useId();
  return (
    <Field.Root flex="1 1 9rem" minW="0" maxW={{ md: '12rem' }}>
      <Field.Label htmlFor={id} fontSize="sm">
        {label}
      </Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field id={id} value={value} onChange={(e) => onChange(e.currentTarget.value as T)}>
          {(Object.keys(labels) as T[]).map((v) => (
            <option key={v} value={v}>
              {labels[v]}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** Rows' shape while a page loads. */
export function DashboardListSkeleton({ label }: { label: string }) {
  return (
    <Stack as="ul" gap="0" role="status" aria-label={label} listStyleType="none">
      {Array.from({ length: 4 }, (_, i) => (
        <Flex as="li" key={i} gap="3" py="3" borderBottomWidth="1px">
          <Skeleton w={{ base: '16', md: '20' }} aspectRatio={1} borderRadius="lg" flexShrink={0} />
          <Stack gap="2" flex="1">
            <Skeleton h="4" w="70%" />
            <Skeleton h="4" w="40%" />
            <Skeleton h="6" w="32" />
          </Stack>
        </Flex>
      ))}
    </Stack>
  );
}
