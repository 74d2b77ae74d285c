import { Badge, Box, Button, Flex, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { formatKrw } from '../../../../shared/catalogue-constants';
import { MSG } from '../../../../shared/messages';
import { ORDER_KIND_LABELS, ORDER_LIST_LIMIT } from '../../../../shared/order-status';
import type { DeliveryOrder } from '../../../../shared/schemas/orders';
import { displayPhone } from '../../../../shared/phone';
import { detailOr } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { useAlert } from '../../ui/alertContext';
import { AppShell } from '../../ui/AppShell';
import { ListEmpty } from '../../ui/list/ListEmpty';
import { ListSkeleton } from '../../ui/list/ListSkeleton';
import { ListTotal } from '../../ui/list/ListTotal';
import { PagedList } from '../../ui/list/PagedList';
import { toaster } from '../../ui/toaster';
import { ClaimActions } from './claims/ClaimActions';
import { ClaimSummary } from './claims/ClaimSummary';
import { formatDate, formatDateTime, orderStatusPalette } from './format';
import { OrderTimeline, refundText } from './OrderTimeline';
import { Tracking } from './Tracking';
import { usePageParam } from './usePageParam';

/** /orders (login): the buyer's delivery and pickup orders, newest first, 20 a page (commerce.md §9). */
export default function OrdersPage() {
  const [page, setPage] = usePageParam();
  const list = trpc.orders.deliveries.userOrders.useQuery(
    { skip: (page - 1) * ORDER_LIST_LIMIT, limit: ORDER_LIST_LIMIT },
    { placeholderData: keepPreviousData },
  );

  return (
    <AppShell header={{ back: true, title: '주문 내역' }}>
      <Box maxW="3xl" mx="auto" px={{ base: '4', md: '6' }} py={{ base: '5', md: '8' }}>
        <Flex justify="flex-end" mb="2">
          <Link asChild fontSize="sm" color="brand.fg">
            <RouterLink to="/mypage/payments">결제 내역 보기 ›</RouterLink>
          </Link>
        </Flex>
        <PagedList
          query={list}
          items={(d) => d.deliveries}
          paging={(d) => ({ total: d.total, hasMore: page * ORDER_LIST_LIMIT < d.total })}
          page={page}
          pageSize={ORDER_LIST_LIMIT}
          onPage={setPage}
          label="주문 내역"
          failed={MSG.ordersLoadFailed}
          loading={<ListSkeleton label="주문 내역을 불러오는 중" rows={3} height="36" />}
          empty={
            <ListEmpty
              title="주문 내역이 없습니다."
              action={
                <Link asChild color="brand.fg">
                  <RouterLink to="/main">상품 둘러보기</RouterLink>
                </Link>
              }
            />
          }
          header={(d) => <ListTotal total={d.total} />}
        >
          {(orders) => (
            <Stack as="ul" gap="3" listStyleType="none" aria-label="주문 내역">
              {orders.map((o) => (
                <OrderCard key={o.id} order={o} />
              ))}
            </Stack>
          )}
        </PagedList>
      </Box>
    </AppShell>
  );
}

function OrderCard({ order }: { order: DeliveryOrder }) {
  // The server's label reads 택배 words for a parcel order (배송 중, 배송 완료).
  const label = order.status_label;
  const headingId = `order-${order.id}-title`;
  return (
    <Box as="li" p="4" borderWidth="1px" borderRadius="lg" data-testid="order-card" data-order-id={order.id} aria-labelledby={headingId}>
      <Flex justify="space-between" align="start" gap="2" wrap="wrap">
        <Box minW="0">
          <Text as="h2" id={headingId} fontWeight="semibold" fontSize="sm">
            주문 {formatDateTime(order.created_at)}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            주문번호 {order.order_number}
          </Text>
        </Box>
        <HStack gap="1" flexShrink={0}>
          <Badge variant="outline" colorPalette={order.kind === 'pickup' ? 'blue' : order.kind === 'parcel' ? 'purple' : 'gray'} data-testid="order-kind">
            {ORDER_KIND_LABELS[order.kind]}
          </Badge>
          <Badge variant="subtle" colorPalette={orderStatusPalette(order.status)} data-testid="order-status">
            {label}
          </Badge>
        </HStack>
      </Flex>

      <Stack as="ul" gap="1" mt="3" listStyleType="none" aria-label="주문 상품">
        {order.items.map((item, i) => (
          <Flex as="li" key={`${item.product_id ?? 'gone'}-${i}`} justify="space-between" gap="3" fontSize="sm">
            <Text minW="0" wordBreak="break-all">
              {item.product_id ? (
                <Link asChild>
                  <RouterLink to={`/products/${item.product_id}`}>{item.product_title}</RouterLink>
                </Link>
              ) : (
                item.product_title
              )}{' '}
              × {item.quantity}
            </Text>
            <Text flexShrink={0}>{formatKrw(item.total_price)}</Text>
          </Flex>
        ))}
      </Stack>
      {order.order_type === 'delivery' && (
        <Flex justify="space-between" mt="2" pt="2" borderTopWidth="1px" fontSize="sm" color="fg.muted" data-testid="order-shipping-fee">
          <Text>배송비</Text>
          <Text>{order.shipping_fee > 0 ? formatKrw(order.shipping_fee) : '무료배송'}</Text>
        </Flex>
      )}
      <Flex justify="space-between" mt="2" pt="2" borderTopWidth="1px">
        <Text fontWeight="semibold">합계</Text>
        <Text fontWeight="bold">{formatKrw(order.total_price)}</Text>
      </Flex>
      {refundText(order) && (
        <Text mt="1" fontSize="sm" fontWeight="semibold" color="red.fg" textAlign="right" data-testid="order-refund">
          {refundText(order)}
        </Text>
      )}

      <Box mt="2" fontSize="sm" color="fg.muted">
        {order.order_type === 'delivery' ? (
          <Text wordBreak="break-all">
            배송지: {order.delivery_address || '—'}
            {order.delivery_phone ? ` · ${displayPhone(order.delivery_phone)}` : ''}
          </Text>
        ) : (
          <Text>매장에서 직접 받는 주문입니다.</Text>
        )}
        {order.memo && <Text wordBreak="break-all">판매자 메모: {order.memo}</Text>}
        {order.delivered_at && (
          <Text>
            {order.kind === 'pickup' ? '픽업 완료일' : order.kind === 'parcel' ? '배송 완료일' : '배달 완료일'}: {formatDate(order.delivered_at)}
          </Text>
        )}
      </Box>
      <Tracking order={order} />
      {order.claim && <ClaimSummary claim={order.claim} />}
      <OrderTimeline order={order} />
      <ReceiptAction order={order} />
      <ClaimActions order={order} />
    </Box>
  );
}

/** 수령 확인 once the shop set DELIVERED; a confirmed order says so (POST /api/delivery/confirm). */
function ReceiptAction({ order }: { order: DeliveryOrder }) {
  const alert = useAlert();
  const utils = trpc.useUtils();
  const confirm = trpc.orders.deliveries.confirm.useMutation();

  if (order.confirmed_at) {
    return (
      <Text mt="3" fontSize="sm" color="green.fg" fontWeight="semibold" data-testid="order-confirmed">
        수령 확인 완료 ({formatDate(order.confirmed_at)})
      </Text>
    );
  }
  if (order.status !== 'DELIVERED') return null;

  const onConfirm = async () => {
    const ok = await alert({
      type: 'info',
      title: '수령 확인',
      message: '상품을 받으셨나요?\n수령 확인 후에는 되돌릴 수 없습니다.',
      confirmText: '수령 확인',
    });
    if (!ok) return;
    try {
      await confirm.mutateAsync({ order_id: order.id });
      toaster.create({ type: 'success', title: '수령 확인이 완료되었습니다.' });
    } catch (err) {
      toaster.create({ type: 'error', title: '수령 확인에 실패했습니다.', description: detailOr(err, '잠시 후 다시 시도해주세요.') });
    } finally {
      await utils.orders.deliveries.userOrders.invalidate();
    }
  };

  return (
    <Button mt="3" w="full" colorPalette="brand" loading={confirm.isPending} onClick={() => void onConfirm()}>
      수령 확인
    </Button>
  );
}
