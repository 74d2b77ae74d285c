import { Button, Center, Stack, Text, VStack } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { MSG } from '../../../../shared/messages';
import type { ProductCard } from '../../../../shared/schemas/catalogue';
import { detailOr } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { useAlert } from '../../ui/alertContext';
import { Pager } from '../../ui/Pager';
import { QueryErrorState } from '../../ui/QueryErrorState';
import { toaster } from '../../ui/toaster';
import { DashboardListSkeleton, DashboardProductRow, EditAction } from './DashboardProductRow';
import { DASHBOARD_PAGE_SIZE, pageCount } from './productState';

interface Props {
  page: number;
  onPage: (page: number) => void;
}

/** The merchant's products that are not deleted (GET /api/dashboard/products), a page at a time. */
export function MyProducts({ page, onPage }: Props) {
  const list = trpc.dashboard.products.useQuery(
    { limit: DASHBOARD_PAGE_SIZE, offset: (page - 1) * DASHBOARD_PAGE_SIZE },
    { placeholderData: keepPreviousData },
  );
  const data = list.data;
  // Deleting the last product of a page leaves it empty: show the page before it.
  const emptyPage = !!data && !list.isPlaceholderData && data.products.length === 0 && page > 1;
  useEffect(() => {
    if (emptyPage) onPage(page - 1);
  }, [emptyPage, page, onPage]);

  if (list.isError && !data) {
    return <QueryErrorState compact error={list.error} onRetry={() => void list.refetch()} texts={{ failed: MSG.dashboardProductsLoadFailed }} />;
  }
  if (!data) return <DashboardListSkeleton label="상품 목록을 불러오는 중" />;
  if (data.products.length === 0) return page > 1 ? null : <EmptyProducts />;

  return (
    <Stack gap="0" opacity={list.isPlaceholderData ? 0.6 : 1} aria-busy={list.isFetching}>
      <Text fontSize="sm" color="fg.muted">
        전체 {data.total.toLocaleString('ko-KR')}개
      </Text>
      <Stack as="ul" gap="0" listStyleType="none" aria-label="내 상품">
        {data.products.map((p) => (
          <DashboardProductRow key={p.id} product={p} actions={<ProductActions product={p} />} />
        ))}
      </Stack>
      <Pager label="내 상품" page={page} pages={pageCount(data.total, DASHBOARD_PAGE_SIZE, page, data.has_more)} hasMore={data.has_more} onPage={onPage} />
    </Stack>
  );
}

function ProductActions({ product }: { product: ProductCard }) {
  const alert = useAlert();
  const utils = trpc.useUtils();
  const remove = trpc.catalogue.products.remove.useMutation();

  const onDelete = async () => {
    const ok = await alert({ type: 'danger', title: '상품 삭제', message: `${product.title}\n\n${MSG.productDeleteConfirm}`, confirmText: '삭제' });
    if (!ok) return;
    try {
      // Soft delete: the product moves to 삭제된 상품, where it can be restored.
      await remove.mutateAsync({ id: product.id });
      toaster.create({ type: 'success', title: MSG.productDeleted, description: '삭제된 상품에서 복구할 수 있습니다.' });
    } catch (err) {
      await alert({ type: 'danger', title: '삭제 실패', message: detailOr(err, MSG.productDeleteFailed), showCancel: false });
    } finally {
      await Promise.all([utils.dashboard.products.invalidate(), utils.catalogue.products.invalidate()]);
    }
  };

  return (
    <>
      <EditAction product={product} />
      <Button size="xs" variant="outline" colorPalette="red" loading={remove.isPending} onClick={() => void onDelete()} aria-label={`${product.title} 삭제`}>
        삭제
      </Button>
    </>
  );
}

/** No products yet: the one thing to do next. */
function EmptyProducts() {
  return (
    <Center py="12" px="4" borderWidth="1px" borderStyle="dashed" borderRadius="lg" mt="2">
      <VStack gap="3" textAlign="center">
        <Text fontWeight="medium">등록된 상품이 없습니다.</Text>
        <Text fontSize="sm" color="fg.muted">
          첫 상품을 등록하고 판매를 시작해보세요.
        </Text>
        <Button asChild colorPalette="brand">
          <RouterLink to="/products/create">상품 등록</RouterLink>
        </Button>
      </VStack>
    </Center>
  );
}
