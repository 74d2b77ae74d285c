import { Box, Button, chakra, Field, Flex, Input, Stack, Table, Text } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { ADMIN_PAGE_SIZE } from '../../../../../shared/admin-constants';
import { formatKrw } from '../../../../../shared/catalogue-constants';
import { MSG } from '../../../../../shared/messages';
import type { AdminPaymentItem } from '../../../../../shared/schemas/admin/payments';
import { trpc } from '../../../lib/trpc';
import { ListEmpty } from '../../../ui/list/ListEmpty';
import { ListSkeleton } from '../../../ui/list/ListSkeleton';
import { ListTotal } from '../../../ui/list/ListTotal';
import { PagedList } from '../../../ui/list/PagedList';
import { FactList } from '../../../ui/FactList';
import { formatDateTime } from '../../orders/format';
import { usePageParam, useWide } from '../../orders/usePageParam';
import { siteParam, SiteSelect, useAddressFilters } from '../adminFilters';
import { PaymentStatusBadge } from './PaymentStatusBadge';

// The modal's code loads when a row is first opened, not with the list.
const PaymentDetailDialog = lazy(() => import('./PaymentDetailDialog'));

const FILTERS = ['q', 'site'] as const;

/**
 * /admin/payments (commerce.md §2 Admin "User payment management"): every site's payments, newest
 * first, 20 a page; searched by order number, buyer or goods and narrowed to one site, all kept in
 * the address (?q=&site=&page=). A table from 768 px up, cards on a phone; a row opens its detail.
 */
export default function AdminPaymentsPage() {
  const [filters, setFilters] = useAddressFilters(FILTERS);
  const [page, setPage] = usePageParam();
  const wide = useWide();
  const [typed, setTyped] = useState(filters.q);
  const [opened, setOpened] = useState<number | null>(null);
  // Back or a link may change ?q= under the box: the box follows the address.
  useEffect(() => setTyped(filters.q), [filters.q]);

  const list = trpc.admin.payments.list.useQuery(
    { skip: (page - 1) * ADMIN_PAGE_SIZE, limit: ADMIN_PAGE_SIZE, q: filters.q, tenant_id: siteParam(filters.site) },
    { placeholderData: keepPreviousData },
  );
  const search = (e: FormEvent) => {
    e.preventDefault();
    setFilters({ q: typed });
  };
  const filtered = !!(filters.q || filters.site);

  return (
    <Stack gap="4">
      <Flex as="form" gap="2" wrap="wrap" align="flex-end" onSubmit={search} role="search" aria-label="결제 검색">
        <SiteSelect value={filters.site} onChange={(site) => setFilters({ site })} />
        <Field.Root flex="1" minW={{ base: '0', sm: '48' }}>
          <Field.Label>검색</Field.Label>
          <Input
            size="sm"
            type="search"
            name="q"
            value={typed}
            onChange={(e) => setTyped(e.currentTarget.value)}
            placeholder="주문번호, 구매자, 상품"
            maxLength={100}
          />
        </Field.Root>
        <Button type="submit" size="sm" colorPalette="brand">
          검색
        </Button>
      </Flex>

      <PagedList
        query={list}
        items={(d) => d.items}
        paging={(d) => ({ total: d.total, hasMore: page * ADMIN_PAGE_SIZE < d.total })}
        page={page}
        pageSize={ADMIN_PAGE_SIZE}
        onPage={setPage}
        label="결제 목록"
        failed={MSG.adminPaymentsFailed}
        loading={<ListSkeleton label="결제 목록을 불러오는 중" rows={5} height={wide ? '10' : '28'} />}
        empty={<ListEmpty title={filtered ? '조건에 맞는 결제가 없습니다.' : '결제 내역이 없습니다.'} description={filtered ? '검색어나 사이트를 바꿔 보세요.' : undefined} />}
        header={(d) => <ListTotal total={d.total} />}
      >
        {(items) => (wide ? <PaymentTable items={items} onOpen={setOpened} /> : <PaymentCards items={items} onOpen={setOpened} />)}
      </PagedList>

      {opened !== null && (
        <Suspense fallback={null}>
          <PaymentDetailDialog id={opened} onClose={() => setOpened(null)} />
        </Suspense>
      )}
    </Stack>
  );
}

const goodsOf = (p: AdminPaymentItem) => p.product_name || p.goods_name;

/** The row's way into its detail: a real button (keyboard, screen reader), named by the goods. */
function OpenButton({ item, onOpen }: { item: AdminPaymentItem; onOpen: (id: number) => void }) {
  return (
    <chakra.button
      type="button"
      onClick={(e) => {
        e.stopPropagation();
        onOpen(item.id);
      }}
      textAlign="start"
      fontWeight="medium"
      color="brand.fg"
      textDecoration="underline"
      textUnderlineOffset="2px"
      wordBreak="break-all"
      cursor="pointer"
      borderRadius="sm"
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
      aria-label={`${goodsOf(item)} 결제 상세 (${item.shop_order_no})`}
    >
      {goodsOf(item)}
    </chakra.button>
  );
}

function PaymentTable({ items, onOpen }: { items: AdminPaymentItem[]; onOpen: (id: number) => void }) {
  return (
    <Box overflowX="auto">
      <Table.Root size="sm" variant="outline" aria-label="결제 목록" interactive>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>결제일</Table.ColumnHeader>
            <Table.ColumnHeader>사이트</Table.ColumnHeader>
            <Table.ColumnHeader>상품</Table.ColumnHeader>
            <Table.ColumnHeader>구매자</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">금액</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">수량</Table.ColumnHeader>
            <Table.ColumnHeader>상태</Table.ColumnHeader>
            <Table.ColumnHeader>주문번호</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {items.map((p) => (
            <Table.Row key={p.id} data-testid="admin-payment-row" onClick={() => onOpen(p.id)} cursor="pointer">
              <Table.Cell whiteSpace="nowrap">{formatDateTime(p.created_at)}</Table.Cell>
              <Table.Cell>{p.tenant.display_name}</Table.Cell>
              <Table.Cell>
                <OpenButton item={p} onOpen={onOpen} />
              </Table.Cell>
              <Table.Cell wordBreak="break-all">{p.buyer_name}</Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                {formatKrw(p.amount)}
              </Table.Cell>
              <Table.Cell textAlign="end">{p.qty}</Table.Cell>
              <Table.Cell>
                <PaymentStatusBadge status={p.status} />
              </Table.Cell>
              <Table.Cell fontSize="xs" wordBreak="break-all">
                {p.shop_order_no}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

function PaymentCards({ items, onOpen }: { items: AdminPaymentItem[]; onOpen: (id: number) => void }) {
  return (
    <Stack as="ul" gap="3" listStyleType="none" aria-label="결제 목록">
      {items.map((p) => (
        <Box as="li" key={p.id} p="4" borderWidth="1px" borderRadius="lg" data-testid="admin-payment-row" onClick={() => onOpen(p.id)} cursor="pointer">
          <Flex justify="space-between" align="center" gap="2">
            <Text fontSize="sm" color="fg.muted">
              {formatDateTime(p.created_at)}
            </Text>
            <PaymentStatusBadge status={p.status} />
          </Flex>
          <Box mt="1">
            <OpenButton item={p} onOpen={onOpen} />
          </Box>
          <FactList
            mt="2"
            facts={[
              { label: '사이트', value: p.tenant.display_name, breakAll: true },
              { label: '구매자', value: p.buyer_name, breakAll: true },
              { label: '금액', value: formatKrw(p.amount), strong: true },
              { label: '수량', value: `${p.qty}개` },
              { label: '주문번호', value: p.shop_order_no, breakAll: true },
            ]}
          />
        </Box>
      ))}
    </Stack>
  );
}
