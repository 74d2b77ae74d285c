import { Box, Button, Flex, NativeSelect, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { DELIVERY_STATUS_LABELS, PARCEL_STATUS_LABELS } from '../../../../../shared/order-status';
import type { BulkStatusInput, CenterOrder } from '../../../../../shared/schemas/orders';
import { detailOr } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';
import { useAlert } from '../../../ui/alertContext';

type Forward = BulkStatusInput['status'];
const FORWARD: Forward[] = ['CONFIRMED', 'PREPARING', 'READY', 'DELIVERING', 'DELIVERED'];
const forwardText = (s: Forward) => (PARCEL_STATUS_LABELS[s] && PARCEL_STATUS_LABELS[s] !== DELIVERY_STATUS_LABELS[s] ? `${DELIVERY_STATUS_LABELS[s]} (택배: ${PARCEL_STATUS_LABELS[s]})` : DELIVERY_STATUS_LABELS[s]);

interface Props {
  selected: CenterOrder[];
  onShip: () => void;
  onDone: (message: string) => Promise<unknown>;
}

/**
 * The bar over the chosen orders: 상태 일괄 변경 (one forward step for all, all or none) and 일괄
 * 발송처리 (parcel orders only). Both ask first; the outcome is announced by the page.
 */
export function BulkBar({ selected, onShip, onDone }: Props) {
  const id = useId();
  const alert = useAlert();
  const bulk = trpc.orderCenter.bulkStatus.useMutation();
  const [status, setStatus] = useState<Forward | ''>('');
  const count = selected.length;
  const parcels = selected.filter((o) => o.kind === 'parcel').length;

  const change = async () => {
    if (!status || count === 0) return;
    const ok = await alert({
      type: 'warning',
      title: '상태 일괄 변경',
      message: `선택한 주문 ${count}건을 '${forwardText(status)}'(으)로 바꿉니다.\n한 건이라도 바꿀 수 없으면 아무것도 바뀌지 않습니다.`,
      confirmText: `${count}건 변경`,
      cancelText: '닫기',
    });
    if (!ok) return;
    try {
      const answer = await bulk.mutateAsync({ order_ids: selected.map((o) => o.id), status });
      await onDone(answer.message);
    } catch (err) {
      await onDone(`상태를 바꾸지 못했습니다. ${detailOr(err, '잠시 후 다시 시도해주세요.')}`);
    }
  };

  return (
    <Box
      position="sticky"
      bottom={{ base: '16', md: '0' }}
      zIndex="docked"
      p="3"
      borderWidth="1px"
      borderRadius="lg"
      bg="bg"
      shadow="md"
      data-testid="bulk-bar"
      aria-label="선택한 주문 일괄 처리"
      role="region"
    >
      <Text fontSize="sm" fontWeight="semibold" mb="2" aria-live="polite">
        {count}건 선택됨{parcels !== count && parcels > 0 ? ` (택배 ${parcels}건)` : ''}
      </Text>
      <Flex gap="2" wrap="wrap" align="stretch">
        <NativeSelect.Root flex="1 1 10rem" minW="0">
          <NativeSelect.Field id={`${id}-status`} minH="11" value={status} onChange={(e) => setStatus(e.currentTarget.value as Forward | '')} aria-label="바꿀 상태">
            <option value="">바꿀 상태 선택</option>
            {FORWARD.map((s) => (
              <option key={s} value={s}>
                {forwardText(s)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Button minH="11" flex="1 1 8rem" variant="outline" colorPalette="brand" disabled={!status || count === 0} loading={bulk.isPending} onClick={() => void change()}>
          상태 일괄 변경
        </Button>
        <Button minH="11" flex="1 1 8rem" colorPalette="brand" disabled={parcels === 0} onClick={onShip}>
          일괄 발송처리{parcels > 0 ? ` (${parcels})` : ''}
        </Button>
      </Flex>
    </Box>
  );
}
