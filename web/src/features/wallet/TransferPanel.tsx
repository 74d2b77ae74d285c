import { Button, Input, Stack, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useIdempotencyKey } from './useIdempotencyKey';
import { MSG } from '../../../../shared/messages';
import { formatPoints, WALLET_MEMO_MAX } from '../../../../shared/wallet';
import { detailOr } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { useFieldErrors } from '../../lib/useFieldErrors';
import { FormMessage } from '../../ui/FormMessage';
import { describedBy, LabeledField } from '../../ui/LabeledField';
import { parseWhole, transferErrors, type TransferFields } from './walletView';

const FIELDS = ['to', 'amount', 'memo'] as const;
const EMPTY: TransferFields = { to: '', amount: '', memo: '' };

/**
 * Send points to another user of the site (docs/wallet.md transfer). Each submit carries an
 * Idempotency key: a new one when the form changed, the same one when the same submit is tried again
 * (after a network failure), so a retry never sends twice.
 */
export function TransferPanel({ selfId, onDone }: { selfId: number; onDone: () => void | Promise<void> }) {
  const [values, setValues] = useState<TransferFields>(EMPTY);
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const { errors, bind, show, set } = useFieldErrors(FIELDS);
  const transfer = trpc.wallet.transfer.useMutation();
  const idempotency = useIdempotencyKey();

  const change = (field: keyof TransferFields, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    set(field, null);
    setSentMessage(null);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSentMessage(null);
    const found = transferErrors(values, selfId);
    show(found);
    if (Object.keys(found).length > 0) return;
    const input = { to_user_id: parseWhole(values.to)!, amount: parseWhole(values.amount)!, memo: values.memo.trim() || null };
    const idempotencyKey = idempotency.keyFor(input);
    try {
      const result = await transfer.mutateAsync({ ...input, idempotencyKey });
      idempotency.done();
      setValues(EMPTY);
      setSentMessage(`${formatPoints(-result.sent.delta)}를 보냈습니다.`);
      transfer.reset();
      await onDone();
    } catch {
      // Shown below; the key is kept, so trying the same transfer again cannot send it twice.
    }
  };

  const memoHelper = `${values.memo.length}/${WALLET_MEMO_MAX}`;
  return (
    <form onSubmit={submit} noValidate aria-label="포인트 보내기">
      <Stack gap="4">
      <LabeledField id="wallet-transfer-to" label="받는 사람 회원 번호" required helper="받는 분의 회원 번호(숫자)를 입력해주세요." error={errors.to}>
        <Input
          ref={bind('to')}
          value={values.to}
          onChange={(e) => change('to', e.target.value)}
          inputMode="numeric"
          autoComplete="off"
          aria-describedby={describedBy('wallet-transfer-to', true, errors.to)}
        />
      </LabeledField>
      <LabeledField id="wallet-transfer-amount" label="보낼 포인트" required error={errors.amount}>
        <Input
          ref={bind('amount')}
          value={values.amount}
          onChange={(e) => change('amount', e.target.value)}
          inputMode="numeric"
          autoComplete="off"
          aria-describedby={describedBy('wallet-transfer-amount', false, errors.amount)}
        />
      </LabeledField>
      <LabeledField id="wallet-transfer-memo" label="메모 (선택)" helper={memoHelper} error={errors.memo}>
        <Textarea
          ref={bind('memo')}
          value={values.memo}
          onChange={(e) => change('memo', e.target.value)}
          rows={2}
          aria-describedby={describedBy('wallet-transfer-memo', true, errors.memo)}
        />
      </LabeledField>
      {transfer.error && <FormMessage status="error">{detailOr(transfer.error, MSG.walletTransferFailed)}</FormMessage>}
      {sentMessage && <FormMessage status="success">{sentMessage}</FormMessage>}
      <Button type="submit" colorPalette="brand" loading={transfer.isPending} loadingText="보내는 중">
        포인트 보내기
      </Button>
    </Stack>
    </form>
  );
}
