import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { MSG } from '../../../../shared/messages';
import { trpc } from '../../lib/trpc';
import { ListEmpty } from '../../ui/list/ListEmpty';
import { QueryErrorState } from '../../ui/QueryErrorState';
import { ProductGrid, ProductGridSkeleton } from '../catalogue/products/ProductGrid';

const PAGE_SIZE = 20;

/** /mypage?tab=wishlist, 찜한 상품: the shopper's kept products as cards, newest first, a page at a time. */
export default function WishlistTab() {
  const [page, setPage] = useState(1);
  const list = trpc.wishlist.list.useQuery({ page, size: PAGE_SIZE }, { retry: false, placeholderData: (prev) => prev });
  if (list.isError) return <QueryErrorState error={list.error} onRetry={() => void list.refetch()} texts={{ failed: MSG.wishlistLoadFailed }} />;
  if (list.isPending) return <ProductGridSkeleton count={4} />;
  const { products, total, has_more } = list.data;
  if (products.length === 0 && page === 1) {
    return (
      <ListEmpty
        title="찜한 상품이 없습니다."
        description="마음에 드는 상품의 하트를 눌러 담아 두세요."
        action={
          <Button asChild variant="outline" colorPalette="brand" size="sm">
            <RouterLink to="/">상품 둘러보기</RouterLink>
          </Button>
        }
      />
    );
  }
  return (
    <Stack gap="4" data-testid="wishlist-tab">
      <Text fontSize="sm" color="fg.muted">
        찜한 상품 {total.toLocaleString('ko-KR')}개
      </Text>
      <ProductGrid products={products} label="찜한 상품" />
      {(page > 1 || has_more) && (
        <HStack justify="center" gap="3" aria-label="찜한 상품 페이지">
          <Button variant="outline" minH="11" disabled={page === 1} onClick={() => setPage((p) => p - 1)}>
            이전
          </Button>
          <Text fontSize="sm" aria-live="polite">
            {page} 페이지
          </Text>
          <Button variant="outline" minH="11" disabled={!has_more} onClick={() => setPage((p) => p + 1)}>
            다음
          </Button>
        </HStack>
      )}
    </Stack>
  );
}
