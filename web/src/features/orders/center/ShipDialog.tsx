import { Input, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { MSG } from '../../../../../shared/messages';
import { normaliseTrackingNumber, TRACKING_NUMBER_PATTERN, type CourierCode } from '../../../../../shared/couriers';
import type { DeliveryOrder } from '../../../../../shared/schemas/orders';
import { detailOr } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';
import { describedBy, LabeledField } from '../../../ui/LabeledField';
import { toaster } from '../../../ui/toaster';
import { CourierSelect } from './CourierSelect';
import { DialogFrame } from './DialogFrame';

/** 발송처리 of one parcel order: the courier and the tracking number (orderCenter.ship). */
export default function ShipDialog({ order, onClose, onDone }: { order: DeliveryOrder; onClose: () => void; onDone: (message: string) => Promise<unknown> }) {
  const id = useId();
  const ship = trpc.orderCenter.ship.useMutation();
  const [courier, setCourier] = useState<CourierCode | ''>((order.courier as CourierCode | null) ?? '');
  const [number, setNumber] = useState(order.tracking_number ?? '');
  const [errors, setErrors] = useState<{ courier?: string; number?: string; form?: string }>({});

  const submit = async () => {
    const no = normaliseTrackingNumber(number);
    const found: typeof errors = {};
    if (!courier) found.courier = MSG.courierRequired;
    if (!TRACKING_NUMBER_PATTERN.test(no)) found.number = MSG.trackingNumberInvalid;
    setErrors(found);
    if (Object.keys(found).length || !courier) return;
    try {
      await ship.mutateAsync({ order_id: order.id, courier, tracking_number: no });
      toaster.create({ type: 'success', title: MSG.shipDone, description: `주문 ${order.order_number}` });
      await onDone(`주문 ${order.order_number}: ${MSG.shipDone}`);
      onClose();
    } catch (err) {
      setErrors({ form: detailOr(err, '발송처리하지 못했습니다. 잠시 후 다시 시도해주세요.') });
    }
  };

  return (
    <DialogFrame title="발송처리" testId="ship-dialog" submitText="발송처리" busy={ship.isPending} onSubmit={() => void submit()} onClose={onClose}>
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
          주문 {order.order_number} · {order.recipient_name}
        </Text>
        <LabeledField id={`${id}-courier`} label="택배사" required error={errors.courier}>
          <CourierSelect id={`${id}-courier`} value={courier} onChange={setCourier} describedBy={describedBy(`${id}-courier`, false, errors.courier)} />
        </LabeledField>
        <LabeledField id={`${id}-no`} label="운송장 번호" required helper="숫자 8~20자리 (하이픈은 빼고 저장됩니다)" error={errors.number}>
          <Input id={`${id}-no`} inputMode="numeric" autoComplete="off" value={number} maxLength={30} onChange={(e) => setNumber(e.currentTarget.value)} aria-describedby={describedBy(`${id}-no`, true, errors.number)} />
        </LabeledField>
        {errors.form && (
          <Text role="alert" fontSize="sm" color="red.fg" fontWeight="semibold">
            {errors.form}
          </Text>
        )}
      </Stack>
    </DialogFrame>
  );
}
