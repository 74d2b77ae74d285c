import { Badge, Box, DataList, Flex, Stack, Table, Text } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import { formatKrw } from '../../../../shared/catalogue-constants';
import { MSG } from '../../../../shared/messages';
import { ORDER_LIST_LIMIT } from '../../../../shared/order-status';
import type { DeliveryOrder } from '../../../../shared/schemas/orders';
import { trpc } from '../../lib/trpc';
import { ListTotal } from '../../ui/list/ListTotal';
import { ListEmpty } from '../../ui/list/ListEmpty';
import { PagedList } from '../../ui/list/PagedList';
import { formatDateTime, orderStatusPalette } from '../orders/format';
import { useWide } from '../orders/usePageParam';

/** The order's products in a few words: the first title, and how many more. */
const productsOf = (o: DeliveryOrder) => {
  const [first, ...rest] = o.items;
  if (!first) return '-';
  return rest.length > 0 ? `${first.product_title} 외 ${rest.length}건` : `${first.product_title} × ${first.quantity}`;
};

/**
 * The shop's sales (결제 관리's list): every order of the shop, delivery and pickup alike, newest
 * first, from the merchant orders endpoint, with amount, product, buyer, status, order number and
 * date. A table from the 768 px breakpoint up, cards on a phone.
 */
export function ShopSales({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const wide = useWide();
  const list = trpc.orders.deliveries.merchantOrders.useQuery({ skip: (page - 1) * ORDER_LIST_LIMIT, limit: ORDER_LIST_LIMIT }, { placeholderData: keepPreviousData });
  return (
    <PagedList
      query={list}
      items={(d) => d.deliveries}
      paging={(d) => ({ total: d.total, hasMore: d.page < d.pages })}
      page={page}
      pageSize={ORDER_LIST_LIMIT}
      onPage={onPage}
      label="판매 내역"
      failed={MSG.dashboardPaymentsLoadFailed}
      empty={<ListEmpty title="아직 판매 내역이 없습니다." description="손님이 결제한 주문이 여기에 모입니다." />}
      header={(d) => <ListTotal total={d.total} />}
    >
      {(orders) => (wide ? <SalesTable orders={orders} /> : <SalesCards orders={orders} />)}
    </PagedList>
  );
}

function StatusBadge({ order }: { order: DeliveryOrder }) {
  return (
    <Badge colorPalette={orderStatusPalette(order.status)} variant="subtle" flexShrink={0} data-status={order.status}>
      {order.status_label}
    </Badge>
  );
}

function SalesTable({ orders }: { orders: DeliveryOrder[] }) {
  return (
    <Table.Root size="sm" variant="outline" aria-label="판매 내역">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>주문일</Table.ColumnHeader>
          <Table.ColumnHeader>주문번호</Table.ColumnHeader>
          <Table.ColumnHeader>상품</Table.ColumnHeader>
          <Table.ColumnHeader>구매자</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">금액</Table.ColumnHeader>
          <Table.ColumnHeader>상태</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {orders.map((o) => (
          <Table.Row key={o.id} data-testid="sale-row">
            <Table.Cell whiteSpace="nowrap">{formatDateTime(o.created_at)}</Table.Cell>
            <Table.Cell wordBreak="break-all">{o.order_number}</Table.Cell>
            <Table.Cell wordBreak="break-all">{productsOf(o)}</Table.Cell>
            <Table.Cell wordBreak="break-all">{o.recipient_name}</Table.Cell>
            <Table.Cell textAlign="end" whiteSpace="nowrap" fontWeight="semibold">
              {formatKrw(o.total_price)}
            </Table.Cell>
            <Table.Cell>
              <StatusBadge order={o} />
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

function SalesCards({ orders }: { orders: DeliveryOrder[] }) {
  return (
    <Stack as="ul" gap="3" listStyleType="none" aria-label="판매 내역">
      {orders.map((o) => (
        <Box as="li" key={o.id} borderWidth="1px" borderRadius="lg" p="3" data-testid="sale-row">
          <Flex justify="space-between" align="flex-start" gap="2">
            <Text fontWeight="semibold" overflowWrap="anywhere" minW="0">
              {productsOf(o)}
            </Text>
            <StatusBadge order={o} />
          </Flex>
          <Text fontWeight="bold" mt="1">
            {formatKrw(o.total_price)}
          </Text>
          <DataList.Root orientation="horizontal" size="sm" gap="1" mt="2">
            <SaleField label="구매자">{o.recipient_name}</SaleField>
            <SaleField label="주문번호">{o.order_number}</SaleField>
            <SaleField label="주문일">{formatDateTime(o.created_at)}</SaleField>
          </DataList.Root>
        </Box>
      ))}
    </Stack>
  );
}

function SaleField({ label, children }: { label: string; children: string }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel minW="16">{label}</DataList.ItemLabel>
      <DataList.ItemValue overflowWrap="anywhere" minW="0">
        {children}
      </DataList.ItemValue>
    </DataList.Item>
  );
}
