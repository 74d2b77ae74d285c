import { Box, Button, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { MSG } from '../../../../../shared/messages';
import { courierName, normaliseTrackingNumber, TRACKING_NUMBER_PATTERN, type CourierCode } from '../../../../../shared/couriers';
import type { CenterOrder } from '../../../../../shared/schemas/orders';
import { detailOr } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';
import { useAlert } from '../../../ui/alertContext';
import { describedBy, LabeledField } from '../../../ui/LabeledField';
import { CourierSelect } from './CourierSelect';
import { DialogFrame } from './DialogFrame';

/** "주문번호,운송장번호" lines (a comma, tab or spaces between) → number by order number. */
export function parseShipLines(text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const line of text.split(/\r?\n/)) {
    const [no, tracking] = line.split(/[,\t]|\s+/).map((s) => s.trim()).filter(Boolean);
    if (no && tracking) out.set(no, tracking);
  }
  return out;
}

/**
 * 일괄 발송처리: one courier for all the chosen parcel orders and a tracking number each, typed or
 * pasted as "주문번호,운송장번호" lines; all or none (orderCenter.bulkShip, one transaction).
 */
export default function BulkShipDialog({ orders, onClose, onDone }: { orders: CenterOrder[]; onClose: () => void; onDone: (message: string) => Promise<unknown> }) {
  const id = useId();
  const alert = useAlert();
  const bulk = trpc.orderCenter.bulkShip.useMutation();
  const [courier, setCourier] = useState<CourierCode | ''>('');
  const [numbers, setNumbers] = useState<Record<number, string>>(() => Object.fromEntries(orders.map((o) => [o.id, o.tracking_number ?? ''])));
  const [paste, setPaste] = useState('');
  const [pasteNote, setPasteNote] = useState<string | null>(null);
  const [errors, setErrors] = useState<{ courier?: string; rows?: Record<number, string>; form?: string }>({});

  const applyPaste = () => {
    const lines = parseShipLines(paste);
    const found = orders.flatMap((o) => (lines.has(o.order_number) ? [[o.id, lines.get(o.order_number)!] as const] : []));
    setNumbers((cur) => ({ ...cur, ...Object.fromEntries(found) }));
    setErrors((e) => ({ ...e, rows: Object.fromEntries(Object.entries(e.rows ?? {}).filter(([id]) => !found.some(([f]) => String(f) === id))) }));
    const unknown = [...lines.keys()].filter((no) => !orders.some((o) => o.order_number === no));
    setPasteNote(`${found.length}건을 채웠습니다.${unknown.length ? ` 선택하지 않은 주문번호 ${unknown.length}건은 건너뛰었습니다.` : ''}`);
  };

  const submit = async () => {
    const rows: Record<number, string> = {};
    for (const o of orders) if (!TRACKING_NUMBER_PATTERN.test(normaliseTrackingNumber(numbers[o.id] ?? ''))) rows[o.id] = MSG.trackingNumberInvalid;
    const found = { courier: courier ? undefined : MSG.courierRequired, rows };
    setErrors(found);
    if (!courier || Object.keys(rows).length) return;
    const ok = await alert({
      type: 'warning',
      title: '일괄 발송처리',
      message: `선택한 ${orders.length}건을 ${courierName(courier)}(으)로 발송처리합니다.\n구매자에게 배송 시작 알림이 갑니다.`,
      confirmText: `${orders.length}건 발송처리`,
      cancelText: '닫기',
    });
    if (!ok) return;
    try {
      const answer = await bulk.mutateAsync({ shipments: orders.map((o) => ({ order_id: o.id, courier, tracking_number: normaliseTrackingNumber(numbers[o.id] ?? '') })) });
      await onDone(answer.message);
      onClose();
    } catch (err) {
      setErrors({ form: detailOr(err, '발송처리하지 못했습니다. 잠시 후 다시 시도해주세요.') });
    }
  };

  return (
    <DialogFrame title={`일괄 발송처리 (${orders.length}건)`} testId="bulk-ship-dialog" submitText={`${orders.length}건 발송처리`} busy={bulk.isPending} onSubmit={() => void submit()} onClose={onClose}>
      <Stack gap="4">
        <LabeledField id={`${id}-courier`} label="택배사 (모든 주문에 같은 택배사)" required error={errors.courier}>
          <CourierSelect
            id={`${id}-courier`}
            value={courier}
            onChange={(c) => {
              setCourier(c);
              setErrors((e) => ({ ...e, courier: undefined }));
            }}
            describedBy={describedBy(`${id}-courier`, false, errors.courier)} />
        </LabeledField>
        <Box as="fieldset">
          <Text as="legend" fontWeight="medium" fontSize="sm" mb="2">
            운송장 번호
          </Text>
          <Stack as="ul" listStyleType="none" gap="3">
            {orders.map((o) => {
              const rowId = `${id}-row-${o.id}`;
              const error = errors.rows?.[o.id];
              return (
                <Box as="li" key={o.id}>
                  <LabeledField id={rowId} label={`${o.order_number} · ${o.recipient_name}`} error={error}>
                    <Input
                      id={rowId}
                      inputMode="numeric"
                      autoComplete="off"
                      maxLength={30}
                      value={numbers[o.id] ?? ''}
                      onChange={(e) => {
                        const v = e.currentTarget.value;
                        setNumbers((cur) => ({ ...cur, [o.id]: v }));
                        setErrors((er) => ({ ...er, rows: { ...er.rows, [o.id]: '' } }));
                      }}
                      aria-label={`주문 ${o.order_number} 운송장 번호`}
                      aria-describedby={describedBy(rowId, false, error)}
                    />
                  </LabeledField>
                </Box>
              );
            })}
          </Stack>
        </Box>
        <Box as="details" borderWidth="1px" borderRadius="md" p="3">
          <Box as="summary" cursor="pointer" fontSize="sm" fontWeight="medium" minH="11" display="flex" alignItems="center">
            엑셀에서 붙여넣기
          </Box>
          <Stack gap="2" mt="2">
            <LabeledField id={`${id}-paste`} label="한 줄에 하나씩: 주문번호,운송장번호" helper={pasteNote ?? undefined}>
              <Textarea id={`${id}-paste`} rows={4} value={paste} onChange={(e) => setPaste(e.currentTarget.value)} placeholder={orders[0] ? `${orders[0].order_number},123456789012` : undefined} aria-describedby={pasteNote ? `${id}-paste-helper` : undefined} />
            </LabeledField>
            <Button size="sm" minH="11" variant="outline" onClick={applyPaste} disabled={!paste.trim()}>
              붙여넣은 번호 채우기
            </Button>
          </Stack>
        </Box>
        {errors.form && (
          <Text role="alert" fontSize="sm" color="red.fg" fontWeight="semibold">
            {errors.form}
          </Text>
        )}
      </Stack>
    </DialogFrame>
  );
}
