import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { DASHBOARD_PRODUCTS_LIMIT } from '../../../../shared/catalogue-constants';
import { MSG } from '../../../../shared/messages';
import type { DeletedProduct } from '../../../../shared/schemas/catalogue';
import { detailOr, errorStatus } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { useAlert } from '../../ui/alertContext';
import { ListEmpty } from '../../ui/list/ListEmpty';
import { PagedList } from '../../ui/list/PagedList';
import { QueryErrorState } from '../../ui/QueryErrorState';
import { toaster } from '../../ui/toaster';
import { PlanLimitWarning, SUBSCRIPTION_PAGE } from '../subscriptions/PlanLimitWarning';
import { canAddProduct, isPlanLimitError } from '../subscriptions/subscriptionView';
import { DashboardListSkeleton, DashboardProductRow, DashboardSelect } from './DashboardProductRow';
import { DELETED_SORT_LABELS, type DeletedSort } from './productState';

const deletedOn = (iso: string) => new Date(iso).toLocaleDateString('ko-KR');

interface Props {
  page: number;
  sort: DeletedSort;
  onPage: (page: number) => void;
  onSort: (sort: DeletedSort) => void;
}

/**
 * The merchant's soft-deleted products (GET /api/products/deleted), 100 a page, by deletion date,
 * title or price: each restorable (counted against the plan's limit) or deleted for good.
 */
export function DeletedProducts({ page, sort, onPage, onSort }: Props) {
  const list = trpc.catalogue.products.deleted.useQuery({ page, size: DASHBOARD_PRODUCTS_LIMIT, sort }, { placeholderData: keepPreviousData });
  // A restore counts against the plan's limit (commerce.md §5): the warning shows before one is tried.
  const me = trpc.subscriptions.me.useQuery();

  // The route lets merchants only in; should the server still refuse, say whose menu this is.
  if (list.isError && !list.data && errorStatus(list.error) === 403) {
    return <QueryErrorState compact error={list.error} texts={{ forbidden: MSG.dashboardMerchantsOnly }} />;
  }
  return (
    <Stack gap="3">
      <Flex gap="3" wrap="wrap">
        <DashboardSelect label="정렬" value={sort} labels={DELETED_SORT_LABELS} onChange={onSort} />
      </Flex>
      {me.data && !canAddProduct(me.data) && (
        <Box>
          <PlanLimitWarning />
        </Box>
      )}
      <PagedList
        query={list}
        items={(d) => d.products}
        paging={(d) => ({ total: d.total, hasMore: d.has_more })}
        page={page}
        pageSize={DASHBOARD_PRODUCTS_LIMIT}
        onPage={onPage}
        label="삭제된 상품"
        failed={MSG.dashboardProductsLoadFailed}
        loading={<DashboardListSkeleton label="삭제된 상품을 불러오는 중" />}
        empty={<ListEmpty title="삭제된 상품이 없습니다." description="삭제한 상품은 여기에서 복구하거나 영구 삭제할 수 있습니다." />}
        header={(d) => (
          <Text fontSize="sm" color="fg.muted">
            삭제된 상품 {d.total.toLocaleString('ko-KR')}개 · 복구하면 다시 판매 목록에 나타납니다.
          </Text>
        )}
      >
        {(products) => (
          <Stack as="ul" gap="0" listStyleType="none" aria-label="삭제된 상품">
            {products.map((p) => (
              <DashboardProductRow
                key={p.id}
                product={p}
                deleted
                note={
                  <Text fontSize="xs" color="fg.muted">
                    {deletedOn(p.deleted_at)} 삭제
                  </Text>
                }
                actions={<DeletedActions product={p} />}
              />
            ))}
          </Stack>
        )}
      </PagedList>
    </Stack>
  );
}

function DeletedActions({ product }: { product: DeletedProduct }) {
  const alert = useAlert();
  const utils = trpc.useUtils();
  const restore = trpc.catalogue.products.restore.useMutation();
  const remove = trpc.catalogue.products.remove.useMutation();
  const navigate = useNavigate();
  const refresh = () =>
    Promise.all([utils.catalogue.products.invalidate(), utils.dashboard.products.invalidate(), utils.subscriptions.me.invalidate()]);

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
      await refresh();
    }
  };

  const onPurge = async () => {
    const ok = await alert({
      type: 'danger',
      title: '영구 삭제',
      message: `${product.title}\n\n상품을 영구 삭제하시겠습니까? 상품과 사진이 모두 지워지며 되돌릴 수 없습니다.`,
      confirmText: '영구 삭제',
    });
    if (!ok) return;
    try {
      await remove.mutateAsync({ id: product.id, permanent: true });
      toaster.create({ type: 'success', title: '상품을 영구 삭제했습니다.' });
    } catch (err) {
      await alert({ type: 'danger', title: '삭제 실패', message: detailOr(err, MSG.productDeleteFailed), showCancel: false });
    } finally {
      await refresh();
    }
  };

  return (
    <>
      <Button size="xs" variant="outline" colorPalette="brand" loading={restore.isPending} disabled={remove.isPending} onClick={() => void onRestore()} aria-label={`${product.title} 복구`}>
        복구
      </Button>
      <Button size="xs" variant="outline" colorPalette="red" loading={remove.isPending} disabled={restore.isPending} onClick={() => void onPurge()} aria-label={`${product.title} 영구 삭제`}>
        영구 삭제
      </Button>
    </>
  );
}
