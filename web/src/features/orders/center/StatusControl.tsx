import { Button, Field, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { formatKrw } from '../../../../../shared/catalogue-constants';
import { MSG } from '../../../../../shared/messages';
import { nextOrderStatuses, orderStatusLabel, type OrderStatus } from '../../../../../shared/order-status';
import type { DeliveryOrder } from '../../../../../shared/schemas/orders';
import { detailOr } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';
import { useAlert } from '../../../ui/alertContext';
import { toaster } from '../../../ui/toaster';

/**
 * One order's status change with an optional memo (PUT /api/delivery/status's tRPC twin): only the
 * moves the state machine allows; a cancel or a refund asks first and names the amount.
 */
export function StatusControl({ order, onDone }: { order: DeliveryOrder; onDone: () => Promise<unknown> }) {
  const alert = useAlert();
  const update = trpc.orders.deliveries.updateStatus.useMutation();
  const parcel = order.kind === 'parcel';
  // A parcel reaches 배송 중 only by 발송처리 (the courier and number the buyer follows).
  const next = nextOrderStatuses(order.status, order.order_type).filter((s) => !(parcel && s === 'DELIVERING'));
  const [status, setStatus] = useState<OrderStatus | ''>(next[0] ?? '');
  const [memo, setMemo] = useState(order.memo ?? '');
  const refundable = order.total_price - order.refunded_amount;
  const [refundAmount, setRefundAmount] = useState(String(refundable));
  const ids = useId();
  const refundId = `${ids}-refund`;
  // The shop's choice stays what it picked even when a reload of the list no longer offers it (the
  // order moved elsewhere): the server then refuses with its reason instead of another move going through.
  const chosen = status || (next[0] ?? '');
  const options = chosen && !next.includes(chosen) ? [...next, chosen] : next;
  const refundWon = Number(refundAmount.replace(/[^0-9]/g, ''));
  const refundBad = chosen === 'REFUNDED' && (!Number.isSafeInteger(refundWon) || refundWon < 1 || refundWon > refundable);

  if (next.length === 0) {
    return (
      <Text mt="3" fontSize="sm" color="fg.muted">
        {order.status_label} 주문은 더 이상 상태를 바꿀 수 없습니다.
      </Text>
    );
  }

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
      // Moved: the select offers the new state's first move again.
      setStatus('');
    } catch (err) {
      // A refused move (409) carries the state machine's reason; a gateway refusal (502) its own.
      toaster.create({ type: 'error', title: MSG.orderStatusUpdateFailed, description: detailOr(err, '잠시 후 다시 시도해주세요.') });
    } finally {
      await onDone();
    }
  };

  return (
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
        <NativeSelect.Root size="md">
          <NativeSelect.Field value={chosen} onChange={(e) => setStatus(e.currentTarget.value as OrderStatus)} aria-label={`주문 ${order.order_number} 상태`}>
            {options.map((s) => (
              <option key={s} value={s}>
                {orderStatusLabel(s, order.order_type, parcel)}
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
          <Input id={refundId} inputMode="numeric" value={refundAmount} onChange={(e) => setRefundAmount(e.currentTarget.value)} aria-label={`주문 ${order.order_number} 환불 금액`} />
          <Field.ErrorText>1원 이상 {formatKrw(refundable)} 이하로 입력해주세요.</Field.ErrorText>
        </Field.Root>
      )}
      <Field.Root flex="1">
        <Field.Label fontSize="sm">메모 (선택)</Field.Label>
        <Input value={memo} maxLength={500} onChange={(e) => setMemo(e.currentTarget.value)} placeholder="예: 문 앞에 두었습니다" aria-label={`주문 ${order.order_number} 메모`} />
      </Field.Root>
      <Button type="submit" minH="10" colorPalette="brand" variant="outline" loading={update.isPending} disabled={refundBad} w={{ base: 'full', md: 'auto' }}>
        상태 변경
      </Button>
    </Stack>
  );
}
