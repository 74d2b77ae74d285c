import { Stack, Text, Textarea } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { MSG } from '../../../../../shared/messages';
import { CLAIM_REASON_MAX } from '../../../../../shared/order-claims';
import type { OrderClaimView } from '../../../../../shared/schemas/orders';
import { detailOr } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';
import { describedBy, LabeledField } from '../../../ui/LabeledField';
import { toaster } from '../../../ui/toaster';
import { DialogFrame } from './DialogFrame';

/** 거절 of a buyer's claim: the reason is required (the buyer reads it on /orders). */
export default function RefuseDialog({ claim, orderNumber, onClose, onDone }: { claim: OrderClaimView; orderNumber: string; onClose: () => void; onDone: (message: string) => Promise<unknown> }) {
  const id = useId();
  const decide = trpc.orderCenter.decideClaim.useMutation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  const submit = async () => {
    if (!reason.trim()) {
      setError(MSG.claimRefuseReasonRequired);
      return;
    }
    try {
      const answer = await decide.mutateAsync({ claim_id: claim.id, decision: 'refuse', refuse_reason: reason.trim() });
      toaster.create({ type: 'success', title: answer.message, description: `주문 ${orderNumber}` });
      await onDone(`주문 ${orderNumber}: ${answer.message}`);
      onClose();
    } catch (err) {
      setFailed(detailOr(err, '처리하지 못했습니다. 잠시 후 다시 시도해주세요.'));
    }
  };

  return (
    <DialogFrame title={`${claim.label} 거절`} testId="refuse-dialog" submitText="거절하기" danger busy={decide.isPending} onSubmit={() => void submit()} onClose={onClose}>
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
          주문 {orderNumber} · 사유: {claim.reason_label}
        </Text>
        <LabeledField id={`${id}-reason`} label="거절 사유" required helper={`구매자에게 보입니다. ${reason.length}/${CLAIM_REASON_MAX}`} error={error}>
          <Textarea
            id={`${id}-reason`}
            rows={4}
            value={reason}
            maxLength={CLAIM_REASON_MAX}
            onChange={(e) => {
              setReason(e.currentTarget.value);
              setError(null);
            }}
            aria-describedby={describedBy(`${id}-reason`, true, error)}
          />
        </LabeledField>
        {failed && (
          <Text role="alert" fontSize="sm" color="red.fg" fontWeight="semibold">
            {failed}
          </Text>
        )}
      </Stack>
    </DialogFrame>
  );
}
