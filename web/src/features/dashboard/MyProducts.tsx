import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { DASHBOARD_PRODUCTS_LIMIT } from '../../../../shared/catalogue-constants';
import { MSG } from '../../../../shared/messages';
import type { ProductCard } from '../../../../shared/schemas/catalogue';
import { detailOr } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { useAlert } from '../../ui/alertContext';
import { ListEmpty } from '../../ui/list/ListEmpty';
import { PagedList } from '../../ui/list/PagedList';
import { toaster } from '../../ui/toaster';
import { DashboardListSkeleton, DashboardProductRow, DashboardSelect, EditAction } from './DashboardProductRow';
import { AVAILABILITY_LABELS, PRODUCT_SORT_LABELS, type Availability, type ProductSort } from './productState';

interface Props {
  page: number;
  sort: ProductSort;
  availability: Availability;
  onPage: (page: number) => void;
  /** Changes the sort or the filter (and goes back to page one). */
  onChange: (changes: { sort?: ProductSort; availability?: Availability }) => void;
}

/**
 * The merchant's products that are not deleted (GET /api/dashboard/products), 100 a page (commerce.md
 * §9), in the chosen sort and availability (판매중 unless asked otherwise).
 */
export function MyProducts({ page, sort, availability, onPage, onChange }: Props) {
  const list = trpc.dashboard.products.useQuery(
    { limit: DASHBOARD_PRODUCTS_LIMIT, offset: (page - 1) * DASHBOARD_PRODUCTS_LIMIT, sort, availability },
    { placeholderData: keepPreviousData },
  );

  return (
    <Stack gap="3">
      <Flex gap="3" wrap="wrap">
        <DashboardSelect label="정렬" value={sort} labels={PRODUCT_SORT_LABELS} onChange={(next) => onChange({ sort: next })} />
        <DashboardSelect label="판매 상태" value={availability} labels={AVAILABILITY_LABELS} onChange={(next) => onChange({ availability: next })} />
      </Flex>
      <PagedList
        query={list}
        items={(d) => d.products}
        paging={(d) => ({ total: d.total, hasMore: d.has_more })}
        page={page}
        pageSize={DASHBOARD_PRODUCTS_LIMIT}
        onPage={onPage}
        label="내 상품"
        failed={MSG.dashboardProductsLoadFailed}
        loading={<DashboardListSkeleton label="상품 목록을 불러오는 중" />}
        empty={<EmptyProducts availability={availability} />}
        header={(d) => (
          <Text fontSize="sm" color="fg.muted" aria-live="polite">
            {AVAILABILITY_LABELS[availability]} {d.total.toLocaleString('ko-KR')}개
          </Text>
        )}
      >
        {(products) => (
          <Stack as="ul" gap="0" listStyleType="none" aria-label="내 상품">
            {products.map((p) => (
              <DashboardProductRow key={p.id} product={p} actions={<ProductActions product={p} />} />
            ))}
          </Stack>
        )}
      </PagedList>
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

/** Nothing under this filter: what is missing and, where it helps, the one thing to do next. */
function EmptyProducts({ availability }: { availability: Availability }) {
  const register = (
    <Button asChild colorPalette="brand">
      <RouterLink to="/products/create">상품 등록</RouterLink>
    </Button>
  );
  if (availability === 'stopped') return <ListEmpty title="판매중지한 상품이 없습니다." description="판매를 멈춘 상품이 여기에 모입니다." />;
  if (availability === 'selling') return <ListEmpty title="판매중인 상품이 없습니다." description="상품을 등록하거나 판매중지한 상품을 다시 판매해보세요." action={register} />;
  return <ListEmpty title="등록된 상품이 없습니다." description="첫 상품을 등록하고 판매를 시작해보세요." action={register} />;
}
