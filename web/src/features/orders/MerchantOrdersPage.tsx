import { Badge, Box, Button, Container, Field, Flex, HStack, Input, NativeSelect, Stack, Tabs, Text } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { MSG } from '../../../../shared/messages';
import { nextOrderStatuses, ORDER_LIST_LIMIT, orderStatusLabel, type OrderStatus, type OrderType } from '../../../../shared/order-status';
import type { DeliveryOrder } from '../../../../shared/schemas/orders';
import { detailOr, errorStatus } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { useSession } from '../../lib/useSession';
import { AppShell } from '../../ui/AppShell';
import { BackMessageScreen } from '../../ui/BackMessageScreen';
import { ListTotal } from '../../ui/list/ListTotal';
import { ListEmpty } from '../../ui/list/ListEmpty';
import { ListSkeleton } from '../../ui/list/ListSkeleton';
import { PagedList } from '../../ui/list/PagedList';
import { useAlert } from '../../ui/alertContext';
import { toaster } from '../../ui/toaster';
import { formatKrw } from '../../../../shared/catalogue-constants';
import { formatDateTime, orderStatusPalette } from './format';
import { OrderTimeline, refundText } from './OrderTimeline';
import { usePageParam } from './usePageParam';
import { displayPhone } from '../../../../shared/phone';

const TAB_LABELS: Record<OrderType, string> = { delivery: '배달 주문', pickup: '픽업 주문' };
const LOAD_FAILED: Record<OrderType, string> = { delivery: MSG.dashboardDeliveryOrdersLoadFailed, pickup: MSG.dashboardPickupOrdersLoadFailed };
const EMPTY: Record<OrderType, string> = { delivery: '배달 주문이 없습니다.', pickup: '픽업 주문이 없습니다.' };

/**
 * /merchant/orders (commerce.md §2 dashboard's delivery or pickup order management, §4 statuses,
 * §5 order status update, §8 its texts): the page of its own that the dashboard's 주문 관리 tab also
 * shows (MerchantOrders). The order kind (`?tab=pickup`) and page live in the address. Anyone but a
 * merchant reads the merchants-only message.
 */
export default function MerchantOrdersPage() {
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const type: OrderType = params.get('tab') === 'pickup' ? 'pickup' : 'delivery';
  const [page, setPage] = usePageParam();

  if (session?.user.user_type !== 'merchant') return <BackMessageScreen alert title="접근 권한이 없습니다" text={MSG.dashboardMerchantsOnly} />;

  return (
    <AppShell header={{ back: true, title: '주문 관리' }}>
      <Container maxW="3xl" px={{ base: '4', md: '6' }} py={{ base: '4', md: '8' }}>
        {/* The back header's title is the page's h1. */}
        <Flex justify="space-between" align="center" gap="3" wrap="wrap" mb="3">
          <Text fontSize="sm" color="fg.muted">
            배달과 픽업 주문의 상태를 바꾸고 메모를 남길 수 있습니다.
          </Text>
          <Button asChild size="sm" variant="outline" colorPalette="brand">
            <RouterLink to="/payment/analytics">결제 분석</RouterLink>
          </Button>
        </Flex>
        <MerchantOrders type={type} onType={(next) => setParams(next === 'pickup' ? { tab: 'pickup' } : {}, { replace: true })} page={page} onPage={setPage} />
      </Container>
    </AppShell>
  );
}

interface MerchantOrdersProps {
  type: OrderType;
  /** Switches delivery and pickup (the list starts again from page one). */
  onType: (type: OrderType) => void;
  page: number;
  onPage: (page: number) => void;
}

/**
 * The shop's delivery and pickup orders, 20 a page, each with its buyer, items, total, date and
 * status label, and a status change with an optional memo: the /merchant/orders page and the
 * dashboard's 주문 관리 tab. Anyone but a merchant, or a refusal from the server, reads the
 * merchants-only message.
 */
export function MerchantOrders({ type, onType, page, onPage }: MerchantOrdersProps) {
  const session = useSession();
  if (session?.user.user_type !== 'merchant') return <MerchantsOnly />;
  return (
    <Tabs.Root value={type} onValueChange={(d) => onType(d.value === 'pickup' ? 'pickup' : 'delivery')} colorPalette="brand" variant="subtle" size="sm" lazyMount unmountOnExit>
      <Tabs.List aria-label="주문 종류">
        <Tabs.Trigger value="delivery">{TAB_LABELS.delivery}</Tabs.Trigger>
        <Tabs.Trigger value="pickup">{TAB_LABELS.pickup}</Tabs.Trigger>
      </Tabs.List>
      {(['delivery', 'pickup'] as const).map((t) => (
        <Tabs.Content key={t} value={t} pt="3">
          <OrderList type={t} page={page} onPage={onPage} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

function MerchantsOnly() {
  return (
    <Box role="alert" py="10" px="4" textAlign="center" borderWidth="1px" borderStyle="dashed" borderRadius="lg">
      <Text fontWeight="semibold">{MSG.dashboardMerchantsOnly}</Text>
    </Box>
  );
}

function OrderList({ type, page, onPage }: { type: OrderType; page: number; onPage: (p: number) => void }) {
  const list = trpc.orders.deliveries.merchantOrders.useQuery(
    { skip: (page - 1) * ORDER_LIST_LIMIT, limit: ORDER_LIST_LIMIT, order_type: type },
    { placeholderData: keepPreviousData },
  );
  if (list.isError && !list.data && errorStatus(list.error) === 403) return <MerchantsOnly />;
  return (
    <PagedList
      query={list}
      items={(d) => d.deliveries}
      paging={(d) => ({ total: d.total, hasMore: d.page < d.pages })}
      page={page}
      pageSize={ORDER_LIST_LIMIT}
      onPage={onPage}
      label={TAB_LABELS[type]}
      failed={LOAD_FAILED[type]}
      loading={<ListSkeleton label="주문 목록을 불러오는 중" rows={3} height="40" />}
      empty={<ListEmpty title={EMPTY[type]} description="새 주문이 들어오면 여기에서 상태를 바꿀 수 있습니다." />}
      header={(d) => <ListTotal total={d.total} />}
    >
      {(orders) => (
        <Stack as="ul" gap="3" listStyleType="none" aria-label={TAB_LABELS[type]}>
          {orders.map((o) => (
            <OrderCard key={o.id} order={o} />
          ))}
        </Stack>
      )}
    </PagedList>
  );
}

function OrderCard({ order }: { order: DeliveryOrder }) {
  const utils = trpc.useUtils();
  const alert = useAlert();
  const update = trpc.orders.deliveries.updateStatus.useMutation();
  // Only the moves the state machine allows (the server refuses the rest with its reason).
  const next = nextOrderStatuses(order.status, order.order_type);
  const [status, setStatus] = useState<OrderStatus | ''>(next[0] ?? '');
  const [memo, setMemo] = useState(order.memo ?? '');
  const refundable = order.total_price - order.refunded_amount;
  const [refundAmount, setRefundAmount] = useState(String(refundable));
  const ids = useId();
  const titleId = `${ids}-title`;
  const refundId = `${ids}-refund`;
  const chosen = status && next.includes(status) ? status : (next[0] ?? '');
  const refundWon = Number(refundAmount.replace(/[^0-9]/g, ''));
  const refundBad = chosen === 'REFUNDED' && (!Number.isSafeInteger(refundWon) || refundWon < 1 || refundWon > refundable);

  const save = async () => {
    if (!chosen || refundBad) return;
    if (chosen === 'CANCELLED' || chosen === 'REFUNDED') {
      const amount = chosen === 'REFUNDED' ? refundWon : refundable;
      const ok = await alert({
        type: 'danger',
        title: chosen === 'CANCELLED' ? '주문 취소' : '환불',
        message:
          chosen === 'CANCELLED'
            ? `주문 ${order.order_number}을(를) 취소하고 ${formatKrw(amount)}을 결제사를 통해 환불합니다.\n취소한 주문은 되돌릴 수 없습니다.`
            : `주문 ${order.order_number}의 ${formatKrw(amount)}${amount < refundable ? ` (결제 금액 ${formatKrw(refundable)} 중 일부)` : ''}을 결제사를 통해 환불합니다.\n환불한 주문은 되돌릴 수 없습니다.`,
        confirmText: chosen === 'CANCELLED' ? '주문 취소' : '환불',
        cancelText: '닫기',
      });
      if (!ok) return;
    }
    try {
      // §5: the memo is trimmed and sent as null when empty.
      const answer = await update.mutateAsync({
        order_id: order.id,
        status: chosen,
        memo: memo.trim() || null,
        ...(chosen === 'REFUNDED' && refundWon < refundable ? { refund_amount: refundWon } : {}),
      });
      toaster.create({ type: 'success', title: answer.message ?? MSG.orderStatusUpdated, description: `주문 ${order.order_number}: ${answer.status_label}` });
    } catch (err) {
      // A refused move (409) carries the state machine's reason; a gateway refusal (502) its own.
      toaster.create({ type: 'error', title: MSG.orderStatusUpdateFailed, description: detailOr(err, '잠시 후 다시 시도해주세요.') });
    } finally {
      await utils.orders.deliveries.merchantOrders.invalidate();
    }
  };

  return (
    <Box as="li" borderWidth="1px" borderRadius="lg" p={{ base: '3', md: '4' }} aria-labelledby={titleId} data-order-id={order.id}>
      <Flex justify="space-between" align="flex-start" gap="2" wrap="wrap">
        <Box minW="0">
          <Text as="h2" id={titleId} fontWeight="semibold" overflowWrap="anywhere">
            주문 {order.order_number} · {order.recipient_name}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            <time dateTime={new Date(order.created_at).toISOString()}>{formatDateTime(order.created_at)}</time>
          </Text>
        </Box>
        <Badge colorPalette={orderStatusPalette(order.status)} variant="subtle" size="md" data-status={order.status}>
          {order.status_label}
        </Badge>
      </Flex>
      <Stack as="ul" listStyleType="none" gap="1" mt="2" fontSize="sm">
        {order.items.map((item, i) => (
          <Flex as="li" key={i} justify="space-between" gap="2">
            <Text overflowWrap="anywhere" minW="0">
              {item.product_title} × {item.quantity}
            </Text>
            <Text flexShrink={0}>{formatKrw(item.total_price)}</Text>
          </Flex>
        ))}
      </Stack>
      <Flex justify="space-between" mt="2" fontWeight="semibold">
        <Text>합계 (배송비 포함)</Text>
        <Text>{formatKrw(order.total_price)}</Text>
      </Flex>
      <Stack gap="0.5" mt="2" fontSize="sm" color="fg.muted">
        <Text overflowWrap="anywhere">연락처 {displayPhone(order.delivery_phone)}</Text>
        {order.order_type === 'delivery' && order.delivery_address && <Text overflowWrap="anywhere">주소 {order.delivery_address}</Text>}
        {order.delivery_memo && <Text overflowWrap="anywhere">요청 사항 {order.delivery_memo}</Text>}
        {order.memo && <Text overflowWrap="anywhere">판매자 메모 {order.memo}</Text>}
        {refundText(order) && (
          <Text fontWeight="semibold" color="red.fg" data-testid="order-refund">
            {refundText(order)}
          </Text>
        )}
      </Stack>
      <OrderTimeline order={order} />
      {next.length === 0 ? (
        <Text mt="3" fontSize="sm" color="fg.muted">
          {order.status_label} 주문은 더 이상 상태를 바꿀 수 없습니다.
        </Text>
      ) : (
      <Stack
        as="form"
        direction={{ base: 'column', md: 'row' }}
        gap="2"
        mt="3"
        align={{ base: 'stretch', md: 'flex-end' }}
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <Field.Root flex={{ md: '0 0 11rem' }}>
          <Field.Label fontSize="sm">상태</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={chosen} onChange={(e) => setStatus(e.currentTarget.value as OrderStatus)} aria-label={`주문 ${order.order_number} 상태`}>
              {next.map((s) => (
                <option key={s} value={s}>
                  {orderStatusLabel(s, order.order_type)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {chosen === 'REFUNDED' && (
          <Field.Root flex={{ md: '0 0 9rem' }} invalid={refundBad}>
            <Field.Label fontSize="sm" htmlFor={refundId}>
              환불 금액 (원)
            </Field.Label>
            <Input
              id={refundId}
              size="sm"
              inputMode="numeric"
              value={refundAmount}
              onChange={(e) => setRefundAmount(e.currentTarget.value)}
              aria-label={`주문 ${order.order_number} 환불 금액`}
            />
            <Field.ErrorText>1원 이상 {formatKrw(refundable)} 이하로 입력해주세요.</Field.ErrorText>
          </Field.Root>
        )}
        <Field.Root flex="1">
          <Field.Label fontSize="sm">메모 (선택)</Field.Label>
          <Input size="sm" value={memo} maxLength={500} onChange={(e) => setMemo(e.currentTarget.value)} placeholder="예: 문 앞에 두었습니다" aria-label={`주문 ${order.order_number} 메모`} />
        </Field.Root>
        <HStack>
          <Button type="submit" size="sm" minH="11" colorPalette="brand" loading={update.isPending} disabled={refundBad} w={{ base: 'full', md: 'auto' }}>
            상태 변경
          </Button>
        </HStack>
      </Stack>
      )}
    </Box>
  );
}
