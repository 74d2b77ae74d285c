import { Box, Button, Center, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { MSG } from '../../../../shared/messages';
import type { DeletedProduct } from '../../../../shared/schemas/catalogue';
import { detailOr } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { useAlert } from '../../ui/alertContext';
import { Pager } from '../../ui/Pager';
import { QueryErrorState } from '../../ui/QueryErrorState';
import { toaster } from '../../ui/toaster';
import { PlanLimitWarning, SUBSCRIPTION_PAGE } from '../subscriptions/PlanLimitWarning';
import { canAddProduct, isPlanLimitError } from '../subscriptions/subscriptionView';
import { DashboardListSkeleton, DashboardProductRow } from './DashboardProductRow';
import { DASHBOARD_PAGE_SIZE, pageCount } from './productState';

const deletedOn = (iso: string) => new Date(iso).toLocaleDateString('ko-KR');

/** The merchant's soft-deleted products, newest deletion first, each restorable (GET /api/products/deleted). */
export function DeletedProducts({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const list = trpc.catalogue.products.deleted.useQuery(
    { page, size: DASHBOARD_PAGE_SIZE, sort: 'deleted_desc' },
    { placeholderData: keepPreviousData },
  );
  const data = list.data;
  // A restore counts against the plan's limit (commerce.md §5): the warning shows before one is tried.
  const me = trpc.subscriptions.me.useQuery();
  const emptyPage = !!data && !list.isPlaceholderData && data.products.length === 0 && page > 1;
  useEffect(() => {
    if (emptyPage) onPage(page - 1);
  }, [emptyPage, page, onPage]);

  if (list.isError && !data) {
    return <QueryErrorState compact error={list.error} onRetry={() => void list.refetch()} texts={{ failed: MSG.dashboardProductsLoadFailed }} />;
  }
  if (!data) return <DashboardListSkeleton label="삭제된 상품을 불러오는 중" />;
  if (data.products.length === 0) {
    return page > 1 ? null : (
      <Center py="12" px="4" borderWidth="1px" borderStyle="dashed" borderRadius="lg" mt="2">
        <Text color="fg.muted">삭제된 상품이 없습니다.</Text>
      </Center>
    );
  }
  return (
    <Stack gap="0" opacity={list.isPlaceholderData ? 0.6 : 1} aria-busy={list.isFetching}>
      {me.data && !canAddProduct(me.data) && (
        <Box mb="3">
          <PlanLimitWarning />
        </Box>
      )}
      <Text fontSize="sm" color="fg.muted">
        삭제된 상품 {data.total.toLocaleString('ko-KR')}개 · 복구하면 다시 판매 목록에 나타납니다.
      </Text>
      <Stack as="ul" gap="0" listStyleType="none" aria-label="삭제된 상품">
        {data.products.map((p) => (
          <DashboardProductRow
            key={p.id}
            product={p}
            note={
              <Text fontSize="xs" color="fg.muted">
                {deletedOn(p.deleted_at)} 삭제
              </Text>
            }
            actions={<RestoreAction product={p} />}
          />
        ))}
      </Stack>
      <Pager label="삭제된 상품" page={page} pages={pageCount(data.total, DASHBOARD_PAGE_SIZE, page, data.has_more)} hasMore={data.has_more} onPage={onPage} />
    </Stack>
  );
}

function RestoreAction({ product }: { product: DeletedProduct }) {
  const alert = useAlert();
  const utils = trpc.useUtils();
  const restore = trpc.catalogue.products.restore.useMutation();
  const navigate = useNavigate();

  const onRestore = async () => {
    const ok = await alert({ type: 'info', title: '상품 복구', message: `${product.title}\n\n${MSG.productRestoreConfirm}`, confirmText: '복구' });
    if (!ok) return;
    try {
      await restore.mutateAsync({ id: product.id });
      toaster.create({ type: 'success', title: MSG.productRestored });
    } catch (err) {
      if (isPlanLimitError(err)) {
        const pay = await alert({ type: 'warning', title: MSG.planLimitTitle, message: MSG.planLimit, confirmText: '플랜 결제하러 가기', cancelText: '닫기' });
        if (pay) navigate(SUBSCRIPTION_PAGE);
      } else {
        await alert({ type: 'danger', title: '복구 실패', message: detailOr(err, MSG.productRestoreFailed), showCancel: false });
      }
    } finally {
      await Promise.all([utils.dashboard.products.invalidate(), utils.catalogue.products.invalidate(), utils.subscriptions.me.invalidate()]);
    }
  };

  return (
    <Button size="xs" variant="outline" colorPalette="brand" loading={restore.isPending} onClick={() => void onRestore()} aria-label={`${product.title} 복구`}>
      복구
    </Button>
  );
}
