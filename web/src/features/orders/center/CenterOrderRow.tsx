import { Badge, Box, Button, Checkbox, Flex, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { formatKrw } from '../../../../../shared/catalogue-constants';
import { ORDER_KIND_LABELS, type OrderStatus } from '../../../../../shared/order-status';
import type { CenterOrder } from '../../../../../shared/schemas/orders';
import { displayPhone } from '../../../../../shared/phone';
import { detailOr } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';
import { useAlert } from '../../../ui/alertContext';
import { toaster } from '../../../ui/toaster';
import { ClaimSummary } from '../claims/ClaimSummary';
import { formatDateTime, orderStatusPalette } from '../format';
import { OrderTimeline, refundText } from '../OrderTimeline';
import { Tracking } from '../Tracking';
import { StatusControl } from './StatusControl';

const ShipDialog = lazy(() => import('./ShipDialog'));
const RefuseDialog = lazy(() => import('./RefuseDialog'));

/** A parcel order the shop may still ship (발송처리 sets 배송 중 with the courier and number). */
export const SHIPPABLE: readonly OrderStatus[] = ['PENDING', 'CONFIRMED', 'PREPARING', 'READY'];
export const canShip = (o: CenterOrder) => o.kind === 'parcel' && SHIPPABLE.includes(o.status);

interface Props {
  order: CenterOrder;
  selected: boolean;
  onSelect: (on: boolean) => void;
  /** Reloads the list and the strip, and says what happened (the page's live region). */
  onDone: (message?: string) => Promise<unknown>;
}

/**
 * One order of the order center: a card on a phone, a row of columns from 768 px up (choose box,
 * number and goods, buyer, amount and status), then its tracking, claim (승인 / 거절 with the photos),
 * 발송처리 for a parcel and the status change.
 */
export function CenterOrderRow({ order, selected, onSelect, onDone }: Props) {
  const [dialog, setDialog] = useState<'ship' | 'refuse' | null>(null);
  const alert = useAlert();
  const decide = trpc.orderCenter.decideClaim.useMutation();
  const titleId = `center-order-${order.id}-title`;
  const claim = order.claim;
  const openClaim = claim?.status === 'requested' ? claim : null;

  const accept = async () => {
    if (!openClaim) return;
    const refund = order.total_price - order.refunded_amount;
    const ok = await alert({
      type: 'warning',
      title: `${openClaim.label} 승인`,
      message:
        openClaim.kind === 'exchange'
          ? `주문 ${order.order_number}의 교환을 승인합니다. 상품을 다시 보내주세요.`
          : `주문 ${order.order_number}의 ${openClaim.kind === 'return' ? '반품' : '취소'}을 승인하고 ${formatKrw(refund)}을 결제사를 통해 환불합니다.\n되돌릴 수 없습니다.`,
      confirmText: '승인',
      cancelText: '닫기',
    });
    if (!ok) return;
    try {
      const answer = await decide.mutateAsync({ claim_id: openClaim.id, decision: 'accept' });
      toaster.create({ type: 'success', title: answer.message, description: `주문 ${order.order_number}` });
      await onDone(`주문 ${order.order_number}: ${answer.message}`);
    } catch (err) {
      toaster.create({ type: 'error', title: '요청을 처리하지 못했습니다.', description: detailOr(err, '잠시 후 다시 시도해주세요.') });
      await onDone();
    }
  };

  return (
    <Box as="li" borderWidth="1px" borderRadius="lg" p={{ base: '3', md: '4' }} aria-labelledby={titleId} data-order-id={order.id} data-testid="center-order" bg={selected ? 'brand.subtle/40' : undefined}>
      <Box display="grid" gridTemplateColumns={{ base: 'auto minmax(0, 1fr)', md: 'auto minmax(0, 2fr) minmax(0, 1.3fr) minmax(0, 1fr)' }} columnGap={{ base: '2', md: '4' }} rowGap="2" alignItems="start">
        <Checkbox.Root checked={selected} onCheckedChange={(d) => onSelect(d.checked === true)} colorPalette="brand" minW="11" minH="11" justifyContent="center" mt="-2" ms="-2">
          <Checkbox.HiddenInput aria-label={`주문 ${order.order_number} 선택`} />
          <Checkbox.Control />
        </Checkbox.Root>
        <Box minW="0">
          <Text as="h2" id={titleId} fontWeight="semibold" overflowWrap="anywhere">
            주문 {order.order_number} · {order.recipient_name}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            <time dateTime={new Date(order.created_at).toISOString()}>{formatDateTime(order.created_at)}</time>
          </Text>
          <Stack as="ul" listStyleType="none" gap="0.5" mt="1" fontSize="sm">
            {order.items.map((item, i) => (
              <Text as="li" key={i} overflowWrap="anywhere">
                {item.product_title} × {item.quantity}
              </Text>
            ))}
          </Stack>
        </Box>
        <Stack gap="0.5" fontSize="sm" color="fg.muted" minW="0" gridColumn={{ base: '2', md: 'auto' }}>
          <Text overflowWrap="anywhere">구매자 {order.buyer_email_masked}</Text>
          <Text overflowWrap="anywhere">연락처 {displayPhone(order.delivery_phone)}</Text>
          {order.order_type === 'delivery' && order.delivery_address && <Text overflowWrap="anywhere">주소 {order.delivery_address}</Text>}
          {order.delivery_memo && <Text overflowWrap="anywhere">요청 사항 {order.delivery_memo}</Text>}
          {order.memo && <Text overflowWrap="anywhere">판매자 메모 {order.memo}</Text>}
        </Stack>
        <Stack gap="1" align={{ base: 'stretch', md: 'flex-end' }} gridColumn={{ base: '2', md: 'auto' }} fontSize="sm">
          <Flex gap="1" wrap="wrap" justify={{ md: 'flex-end' }}>
            <Badge variant="outline" colorPalette={order.kind === 'parcel' ? 'purple' : order.kind === 'pickup' ? 'blue' : 'gray'}>
              {ORDER_KIND_LABELS[order.kind]}
            </Badge>
            <Badge colorPalette={orderStatusPalette(order.status)} variant="subtle" size="md" data-status={order.status}>
              {order.status_label}
            </Badge>
          </Flex>
          <Text fontWeight="semibold" textAlign={{ md: 'end' }}>
            합계 {formatKrw(order.total_price)}
          </Text>
          {order.shipping_fee > 0 && (
            <Text color="fg.muted" textAlign={{ md: 'end' }}>
              배송비 {formatKrw(order.shipping_fee)} 포함
            </Text>
          )}
          {refundText(order) && (
            <Text fontWeight="semibold" color="red.fg" data-testid="order-refund" textAlign={{ md: 'end' }}>
              {refundText(order)}
            </Text>
          )}
        </Stack>
      </Box>

      <Tracking order={order} />
      {claim && <ClaimSummary claim={claim} photos />}
      {openClaim && (
        <Flex gap="2" mt="2">
          <Button flex="1" minH="11" colorPalette="brand" loading={decide.isPending} onClick={() => void accept()}>
            승인
          </Button>
          <Button flex="1" minH="11" variant="outline" colorPalette="red" onClick={() => setDialog('refuse')}>
            거절
          </Button>
        </Flex>
      )}
      {canShip(order) && (
        <Button mt="2" w={{ base: 'full', md: 'auto' }} minH="11" colorPalette="brand" onClick={() => setDialog('ship')}>
          발송처리
        </Button>
      )}
      <Box as="details" mt="2">
        <Box as="summary" cursor="pointer" fontSize="sm" color="fg.muted" minH="11" display="flex" alignItems="center">
          진행 내역
        </Box>
        <OrderTimeline order={order} />
      </Box>
      <StatusControl order={order} onDone={() => onDone()} />

      {dialog && (
        <Suspense fallback={null}>
          {dialog === 'ship' && <ShipDialog order={order} onClose={() => setDialog(null)} onDone={onDone} />}
          {dialog === 'refuse' && openClaim && <RefuseDialog claim={openClaim} orderNumber={order.order_number} onClose={() => setDialog(null)} onDone={onDone} />}
        </Suspense>
      )}
    </Box>
  );
}
