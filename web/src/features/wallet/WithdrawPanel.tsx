import { Button, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useIdempotencyKey } from './useIdempotencyKey';
import { MSG } from '../../../../shared/messages';
import { formatPoints, WITHDRAW_CHAIN_LABELS, WITHDRAW_CHAINS, WITHDRAW_DEFAULT_CHAIN, type WithdrawChain } from '../../../../shared/wallet';
import { detailOr } from '../../lib/errors';
import { useFieldErrors } from '../../lib/useFieldErrors';
import { FormMessage } from '../../ui/FormMessage';
import { describedBy, LabeledField } from '../../ui/LabeledField';
import type { WithdrawSubmitHandler } from './types';
import { parseWhole, withdrawErrors, type WithdrawFields } from './walletView';

const FIELDS = ['amount', 'address'] as const;

interface Props {
  onSubmit: WithdrawSubmitHandler;
  /** Available points: an amount above it is refused before asking the server. */
  available?: number;
  /** The chains offered (the bridge-status answer's, else the shared list); ethereum chosen by default (commerce.md §7). */
  chains?: readonly WithdrawChain[];
  /** The user's wallet address, offered as the default target. */
  defaultAddress?: string;
}

/** Withdraw points to an EVM address on a chain (POST /api/wallet/withdraw): presentational, `onSubmit` calls the server. */
export function WithdrawPanel({ onSubmit, available, chains = WITHDRAW_CHAINS, defaultAddress = '' }: Props) {
  const [values, setValues] = useState<WithdrawFields>({ amount: '', address: defaultAddress });
  const [chain, setChain] = useState<string>(chains.includes(WITHDRAW_DEFAULT_CHAIN) ? WITHDRAW_DEFAULT_CHAIN : (chains[0] ?? WITHDRAW_DEFAULT_CHAIN));
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const { errors, bind, show, set } = useFieldErrors(FIELDS);
  const idempotency = useIdempotencyKey();

  const change = (field: keyof WithdrawFields, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    set(field, null);
    setDone(null);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    setDone(null);
    const found = withdrawErrors(values, available);
    show(found);
    if (Object.keys(found).length > 0) return;
    const amount = parseWhole(values.amount)!;
    const input = { amount, target_address: values.address.trim(), target_chain: chain };
    const idempotencyKey = idempotency.keyFor(input);
    setPending(true);
    try {
      await onSubmit(input, { idempotencyKey });
      idempotency.done();
      setValues((v) => ({ ...v, amount: '' }));
      setDone(`${formatPoints(amount)} 출금을 요청했습니다.`);
    } catch (err) {
      setFailure(detailOr(err, MSG.walletWithdrawFailed));
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label="포인트 출금">
      <Stack gap="4">
      <LabeledField
        id="wallet-withdraw-amount"
        label="출금 포인트"
        required
        helper={available !== undefined ? `출금 가능 ${formatPoints(available)}` : undefined}
        error={errors.amount}
      >
        <Input
          ref={bind('amount')}
          value={values.amount}
          onChange={(e) => change('amount', e.target.value)}
          inputMode="numeric"
          autoComplete="off"
          aria-describedby={describedBy('wallet-withdraw-amount', available !== undefined, errors.amount)}
        />
      </LabeledField>
      <LabeledField id="wallet-withdraw-address" label="받을 주소" required helper="0x로 시작하는 40자리 16진수" error={errors.address}>
        <Input
          ref={bind('address')}
          value={values.address}
          onChange={(e) => change('address', e.target.value)}
          placeholder="0x…"
          autoComplete="off"
          spellCheck={false}
          fontFamily="mono"
          aria-describedby={describedBy('wallet-withdraw-address', true, errors.address)}
        />
      </LabeledField>
      <LabeledField id="wallet-withdraw-chain" label="네트워크">
        <NativeSelect.Root>
          <NativeSelect.Field value={chain} onChange={(e) => setChain(e.target.value)}>
            {chains.map((c) => (
              <option key={c} value={c}>
                {WITHDRAW_CHAIN_LABELS[c]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </LabeledField>
      {failure && <FormMessage status="error">{failure}</FormMessage>}
      {done && <FormMessage status="success">{done}</FormMessage>}
      <Button type="submit" colorPalette="brand" loading={pending} loadingText="요청 중">
        출금 요청
      </Button>
    </Stack>
    </form>
  );
}
