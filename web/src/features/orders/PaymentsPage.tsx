import { Badge, Box, Button, Flex, Link, Stack, Table, Text } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { formatKrw } from '../../../../shared/catalogue-constants';
import type { PaymentItem } from '../../../../shared/schemas/orders';
import { trpc } from '../../lib/trpc';
import { NotificationSettings } from '../auth/NotificationSettings';
import { AppShell } from '../../ui/AppShell';
import { ListEmpty } from '../../ui/list/ListEmpty';
import { ListSkeleton } from '../../ui/list/ListSkeleton';
import { ListTotal } from '../../ui/list/ListTotal';
import { PagedList } from '../../ui/list/PagedList';
import { FactList } from '../../ui/FactList';
import { buyAgainPath, formatDateTime, PAYMENT_STATUS_LABELS, paymentStatusPalette } from './format';
import { usePageParam, useWide } from './usePageParam';

/** commerce.md §2 Order history and §9: 10 rows a page. */
export const PAYMENTS_PAGE_SIZE = 10;
const LOAD_FAILED = '결제 내역을 불러오지 못했습니다.';

/** /mypage/payments (login): the signed-in user's payments, newest first, 10 a page. */
export default function PaymentsPage() {
  const [page, setPage] = usePageParam();
  const wide = useWide();
  const list = trpc.orders.payments.list.useQuery(
    { skip: (page - 1) * PAYMENTS_PAGE_SIZE, limit: PAYMENTS_PAGE_SIZE },
    { placeholderData: keepPreviousData },
  );

  return (
    <AppShell header={{ back: true, title: '결제 내역' }}>
      <Box maxW="4xl" mx="auto" px={{ base: '4', md: '6' }} py={{ base: '5', md: '8' }}>
        <Flex justify="flex-end" mb="2">
          <Link asChild fontSize="sm" color="brand.fg">
            <RouterLink to="/orders">주문·배송 현황 보기 ›</RouterLink>
          </Link>
        </Flex>
        <PagedList
          query={list}
          items={(d) => d.payments}
          paging={(d) => ({ total: d.total, hasMore: page * PAYMENTS_PAGE_SIZE < d.total })}
          page={page}
          pageSize={PAYMENTS_PAGE_SIZE}
          onPage={setPage}
          label="결제 내역"
          failed={LOAD_FAILED}
          loading={<ListSkeleton label="결제 내역을 불러오는 중" rows={3} height="24" />}
          empty={
            <ListEmpty
              title="결제 내역이 없습니다."
              action={
                <Link asChild color="brand.fg">
                  <RouterLink to="/main">상품 둘러보기</RouterLink>
                </Link>
              }
            />
          }
          header={(d) => <ListTotal total={d.total} />}
        >
          {(payments) => (wide ? <PaymentTable payments={payments} /> : <PaymentCards payments={payments} />)}
        </PagedList>
        <NotificationSettings />
      </Box>
    </AppShell>
  );
}

function StatusBadge({ status }: { status: PaymentItem['status'] }) {
  return (
    <Badge colorPalette={paymentStatusPalette(status)} variant="subtle" flexShrink={0}>
      {PAYMENT_STATUS_LABELS[status]}
    </Badge>
  );
}

/** A payment that never went through (expired, declined, cancelled) can be paid again: same product, same quantity. */
const PAY_AGAIN: readonly PaymentItem['status'][] = ['expired', 'failed', 'cancelled'];

function PayAgain({ payment, full }: { payment: PaymentItem; full?: boolean }) {
  const to = PAY_AGAIN.includes(payment.status) ? buyAgainPath(payment.product_id, payment.qty) : null;
  if (!to) return null;
  const title = payment.product_name || payment.goods_name;
  return (
    <Button asChild size="sm" variant="outline" colorPalette="brand" minH="11" w={full ? 'full' : undefined} mt={full ? '3' : undefined}>
      <RouterLink to={to} aria-label={`${title} ${payment.qty}개 다시 결제`}>
        다시 결제
      </RouterLink>
    </Button>
  );
}

function ProductName({ payment }: { payment: PaymentItem }) {
  const title = payment.product_name || payment.goods_name;
  return payment.product_id ? (
    <Link asChild wordBreak="break-all">
      <RouterLink to={`/products/${payment.product_id}`}>{title}</RouterLink>
    </Link>
  ) : (
    <Text as="span" wordBreak="break-all">
      {title}
    </Text>
  );
}

function PaymentTable({ payments }: { payments: PaymentItem[] }) {
  return (
    <Table.Root size="sm" variant="outline" aria-label="결제 내역">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>결제일</Table.ColumnHeader>
          <Table.ColumnHeader>상품</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">금액</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">수량</Table.ColumnHeader>
          <Table.ColumnHeader>상태</Table.ColumnHeader>
          <Table.ColumnHeader>주문번호</Table.ColumnHeader>
          <Table.ColumnHeader>
            <Text srOnly>다시 결제</Text>
          </Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {payments.map((p) => (
          <Table.Row key={p.id} data-testid="payment-row">
            <Table.Cell whiteSpace="nowrap">{formatDateTime(p.created_at)}</Table.Cell>
            <Table.Cell>
              <ProductName payment={p} />
            </Table.Cell>
            <Table.Cell textAlign="end" whiteSpace="nowrap">
              {formatKrw(p.amount)}
            </Table.Cell>
            <Table.Cell textAlign="end">{p.qty}</Table.Cell>
            <Table.Cell>
              <StatusBadge status={p.status} />
            </Table.Cell>
            <Table.Cell fontSize="xs" wordBreak="break-all">
              {p.shop_order_no}
            </Table.Cell>
            <Table.Cell>
              <PayAgain payment={p} />
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

function PaymentCards({ payments }: { payments: PaymentItem[] }) {
  return (
    <Stack as="ul" gap="3" listStyleType="none" aria-label="결제 내역">
      {payments.map((p) => (
        <Box as="li" key={p.id} p="4" borderWidth="1px" borderRadius="lg" data-testid="payment-row">
          <Flex justify="space-between" align="center" gap="2">
            <Text fontSize="sm" color="fg.muted">
              {formatDateTime(p.created_at)}
            </Text>
            <StatusBadge status={p.status} />
          </Flex>
          <Box fontWeight="semibold" mt="1">
            <ProductName payment={p} />
          </Box>
          <FactList
            mt="2"
            facts={[
              { label: '금액', value: formatKrw(p.amount), strong: true },
              { label: '수량', value: `${p.qty}개` },
              { label: '주문번호', value: p.shop_order_no, breakAll: true },
            ]}
          />
          <PayAgain payment={p} full />
        </Box>
      ))}
    </Stack>
  );
}
