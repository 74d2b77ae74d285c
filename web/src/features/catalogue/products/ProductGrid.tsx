import { Box, SimpleGrid, Skeleton, SkeletonText, Stack } from '@chakra-ui/react';
import { useDeferredValue } from 'react';
import type { ProductCard as ProductCardData } from '../../../../../shared/schemas/catalogue';
import { ProductCard } from './ProductCard';

interface Props {
  products: ProductCardData[];
  /** Number the cards as a ranking; the first `highlightTop` get the stronger look. */
  ranked?: boolean;
  highlightTop?: number;
  label?: string;
  columns?: { base: number; md: number; lg?: number };
  /** The shop's name on each card (off on the shop's own channel). */
  showMerchant?: boolean;
  /**
   * A grid at the top of a first screen: at most how many cards its first row holds. The first row
   * (as many cards as this screen has columns, up to this) renders in the first pass and loads its
   * pictures at once; the others follow in a deferred render React splits into short tasks, so
   * twenty cards do not hold the phone's main thread in one piece, and their pictures load as they
   * near the screen instead of competing with the first row's.
   */
  eagerImages?: number;
}

const COLUMNS = { base: 2, md: 4, lg: 5 };

/** The number of columns the grid has on this screen (Chakra's md and lg breakpoints, 48em and 64em). */
function columnsNow(columns: Required<Props>['columns']): number {
  if (typeof window === 'undefined' || !window.matchMedia) return columns.base;
  if (columns.lg && window.matchMedia('(min-width: 64em)').matches) return columns.lg;
  return window.matchMedia('(min-width: 48em)').matches ? columns.md : columns.base;
}

/** Two columns on phones, more from 768 px up; a list for screen readers. */
export function ProductGrid({ products, ranked, highlightTop = 0, label, columns = COLUMNS, showMerchant = true, eagerImages = 0 }: Props) {
  const firstRow = eagerImages ? Math.min(eagerImages, columnsNow(columns)) : 0;
  const shown = useDeferredValue(products.length, firstRow ? Math.min(firstRow, products.length) : products.length);
  return (
    <SimpleGrid as="ul" role="list" aria-label={label} columns={columns} gap={{ base: '3', md: '5' }} listStyleType="none">
      {products.slice(0, shown).map((p, i) => (
        <Box as="li" key={p.id}>
          <ProductCard
            product={p}
            rank={ranked ? i + 1 : undefined}
            highlight={i < highlightTop}
            showMerchant={showMerchant}
            eagerImage={i < firstRow}
          />
        </Box>
      ))}
    </SimpleGrid>
  );
}

/** Placeholder cards while a feed loads. */
export function ProductGridSkeleton({ count = 4, columns = COLUMNS }: { count?: number; columns?: Props['columns'] }) {
  return (
    <SimpleGrid columns={columns} gap={{ base: '3', md: '5' }} role="status" aria-label="상품을 불러오는 중">
      {Array.from({ length: count }, (_, i) => (
        <Stack key={i} gap="2">
          <Skeleton aspectRatio={1} w="full" borderRadius="lg" />
          <SkeletonText noOfLines={2} gap="2" />
          <Skeleton h="4" w="50%" />
        </Stack>
      ))}
    </SimpleGrid>
  );
}

/** A tab's first load: two sections of four cards each. */
export function TwoSectionsSkeleton() {
  return (
    <Stack gap="8">
      <ProductGridSkeleton count={4} />
      <ProductGridSkeleton count={4} />
    </Stack>
  );
}
