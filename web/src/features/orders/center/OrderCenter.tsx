import { Box, Button, Checkbox, Flex, Stack, VisuallyHidden } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { MSG } from '../../../../../shared/messages';
import { ORDER_LIST_LIMIT } from '../../../../../shared/order-status';
import type { CenterOrder } from '../../../../../shared/schemas/orders';
import { detailOr, errorStatus } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';
import { ListEmpty } from '../../../ui/list/ListEmpty';
import { ListSkeleton } from '../../../ui/list/ListSkeleton';
import { ListTotal } from '../../../ui/list/ListTotal';
import { PagedList } from '../../../ui/list/PagedList';
import { toaster } from '../../../ui/toaster';
import { usePageParam } from '../usePageParam';
import { BulkBar } from './BulkBar';
import { CenterOrderRow } from './CenterOrderRow';
import { downloadOrdersCsv } from './exportCsv';
import { filterQuery, useCenterFilters } from './filters';
import { FilterBar } from './FilterBar';
import { SummaryStrip } from './SummaryStrip';

const BulkShipDialog = lazy(() => import('./BulkShipDialog'));

/**
 * The shop's order center (docs/orders.md 화면): the summary strip, filters kept in the address,
 * the orders 20 a page with a choose box each, the bulk bar, and each order's own actions. What a
 * bulk action did is read out by the live region (and shown as a toast).
 */
export function OrderCenter({ forbidden }: { forbidden: () => ReactNode }) {
  const [filters, setFilters] = useCenterFilters();
  const [page, setPage] = usePageParam();
  const utils = trpc.useUtils();
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [announced, setAnnounced] = useState('');
  const [shipping, setShipping] = useState(false);
  const [exporting, setExporting] = useState(false);
  const list = trpc.orderCenter.list.useQuery({ page, limit: ORDER_LIST_LIMIT, ...filters }, { placeholderData: keepPreviousData });
  const key = filterQuery(filters).toString();
  // Another page or other filters: the choice starts again (it never reaches orders out of sight).
  useEffect(() => setChosen(new Set()), [key, page]);

  const orders = useMemo(() => list.data?.orders ?? [], [list.data]);
  const selected = orders.filter((o) => chosen.has(o.id));
  const allOn = orders.length > 0 && selected.length === orders.length;

  const reload = useCallback(
    async (message?: string) => {
      if (message) {
        setAnnounced(message);
        toaster.create({ type: 'info', title: message });
      }
      await Promise.all([utils.orderCenter.list.invalidate(), utils.orderCenter.summary.invalidate()]);
    },
    [utils],
  );
  const bulkDone = async (message: string) => {
    setChosen(new Set());
    await reload(message);
  };
  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadOrdersCsv(filters);
      setAnnounced('CSV 파일을 내려받았습니다.');
    } catch (err) {
      toaster.create({ type: 'error', title: 'CSV 내보내기에 실패했습니다.', description: detailOr(err, '잠시 후 다시 시도해주세요.') });
    } finally {
      setExporting(false);
    }
  };

  if (list.isError && !list.data && errorStatus(list.error) === 403) return forbidden();
  const filtered = Object.values(filters).some(Boolean);

  return (
    <Stack gap="4">
      <VisuallyHidden aria-live="polite" role="status" data-testid="center-announce">
        {announced}
      </VisuallyHidden>
      <SummaryStrip filters={filters} onPick={(f) => setFilters(f, true)} />
      <FilterBar filters={filters} onChange={setFilters} />
      <PagedList
        query={list}
        items={(d) => d.orders}
        paging={(d) => ({ total: d.total, hasMore: d.page < d.pages })}
        page={page}
        pageSize={ORDER_LIST_LIMIT}
        onPage={setPage}
        label="주문 목록"
        failed={MSG.dashboardDeliveryOrdersLoadFailed}
        loading={<ListSkeleton label="주문 목록을 불러오는 중" rows={3} height="40" />}
        empty={<ListEmpty title={filtered ? '조건에 맞는 주문이 없습니다.' : '주문이 없습니다.'} description={filtered ? '필터나 검색어를 바꿔 보세요.' : '새 주문이 들어오면 여기에서 처리할 수 있습니다.'} />}
        header={(d) => (
          <Flex justify="space-between" align="center" gap="2" wrap="wrap">
            <Checkbox.Root
              checked={allOn ? true : selected.length > 0 ? 'indeterminate' : false}
              onCheckedChange={(c) => setChosen(c.checked === true ? new Set(orders.map((o) => o.id)) : new Set())}
              colorPalette="brand"
              minH="11"
              gap="2"
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label fontSize="sm">이 페이지 전체 선택</Checkbox.Label>
            </Checkbox.Root>
            <Flex gap="2" align="center">
              <ListTotal total={d.total} />
              <Button size="sm" minH="11" variant="outline" loading={exporting} onClick={() => void exportCsv()}>
                CSV 내보내기
              </Button>
            </Flex>
          </Flex>
        )}
      >
        {(rows) => (
          <Stack as="ul" gap="3" listStyleType="none" aria-label="주문 목록">
            {rows.map((o: CenterOrder) => (
              <CenterOrderRow
                key={o.id}
                order={o}
                selected={chosen.has(o.id)}
                onSelect={(on) =>
                  setChosen((cur) => {
                    const next = new Set(cur);
                    if (on) next.add(o.id);
                    else next.delete(o.id);
                    return next;
                  })
                }
                onDone={reload}
              />
            ))}
          </Stack>
        )}
      </PagedList>
      {selected.length > 0 && <BulkBar selected={selected} onShip={() => setShipping(true)} onDone={bulkDone} />}
      {shipping && (
        <Suspense fallback={null}>
          <BulkShipDialog orders={selected.filter((o) => o.kind === 'parcel')} onClose={() => setShipping(false)} onDone={bulkDone} />
        </Suspense>
      )}
      {orders.length === 0 && list.data && filtered && (
        <Box textAlign="center">
          <Button variant="plain" color="brand.fg" minH="11" onClick={() => setFilters({}, true)}>
            전체 주문 보기
          </Button>
        </Box>
      )}
    </Stack>
  );
}
