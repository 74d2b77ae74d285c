import { Box, Button, Grid, HStack, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { MSG } from '../../../../shared/messages';
import { formatKrw } from '../../../../shared/catalogue-constants';
import { formatPoints, WALLET_TOPUP_MAX, WALLET_TOPUP_MIN } from '../../../../shared/wallet';
import { detailOr } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { FormMessage } from '../../ui/FormMessage';
import { describedBy, LabeledField } from '../../ui/LabeledField';
import { parseWhole, payWindowUrl, topupAmountError, topupFailureMessage, type ChargeReturn } from './walletView';

const PRESETS = [10_000, 30_000, 50_000, 100_000] as const;

/**
 * Top-up (docs/wallet.md Top-up): the amount, then chargePrepare, then the gateway's pay window
 * (in development the local PortOne simulator's, the SDK's stand-in), which sends the browser back
 * to /main?tab=wallet where ChargeReturnStatus finishes the top-up with chargeCallback.
 */
export function TopupPanel() {
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const prepare = trpc.wallet.chargePrepare.useMutation();

  // Back from the pay window with the browser's back button (bfcache): the form works again.
  useEffect(() => {
    const restored = (e: PageTransitionEvent) => {
      if (e.persisted) setRedirecting(false);
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

  const busy = prepare.isPending || redirecting;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const invalid = topupAmountError(amount);
    setError(invalid);
    if (invalid) {
      input.current?.focus();
      return;
    }
    try {
      const prepared = await prepare.mutateAsync({ amount: parseWhole(amount)! });
      setRedirecting(true);
      window.location.assign(payWindowUrl(prepared));
    } catch (err) {
      setFailure(topupFailureMessage({ detail: detailOr(err, '') }));
    }
  };

  const helper = `${formatKrw(WALLET_TOPUP_MIN)} ~ ${formatKrw(WALLET_TOPUP_MAX)}, 1원 = 1P`;
  const id = 'wallet-topup-amount';
  return (
    <form onSubmit={submit} noValidate aria-label="포인트 충전">
      <Stack gap="4">
      <LabeledField id={id} label="충전 금액 (원)" required helper={helper} error={error}>
        <Input
          ref={input}
          value={amount}
          onChange={(e) => {
            setAmount(e.target.value);
            if (error) setError(null);
          }}
          inputMode="numeric"
          autoComplete="off"
          placeholder="10,000"
          aria-describedby={describedBy(id, helper, error)}
        />
      </LabeledField>
      <Grid templateColumns={{ base: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' }} gap="2" role="group" aria-label="빠른 금액 선택">
        {PRESETS.map((p) => (
          <Button
            key={p}
            size="sm"
            variant="outline"
            onClick={() => {
              setAmount(String(p));
              setError(null);
            }}
          >
            +{(p / 10_000).toLocaleString('ko-KR')}만
          </Button>
        ))}
      </Grid>
      {failure && <FormMessage status="error">{failure}</FormMessage>}
      <Button type="submit" colorPalette="brand" loading={busy} loadingText={redirecting ? '결제창으로 이동 중' : '충전 요청 중'}>
        카드로 충전하기
      </Button>
    </Stack>
    </form>
  );
}

export type ChargeOutcome = { state: 'working' } | { state: 'paid'; amount: number } | { state: 'failed'; message: string };

/** Calls already sent for a return, so a remount (StrictMode, a re-render) never sends it twice. */
const sent = new Map<string, Promise<ChargeOutcome>>();

/**
 * The pay window's return: chargeCallback once (the server asks the gateway; the browser's word is
 * never believed), then the outcome. A payment that came back with an error code failed.
 */
export function useChargeReturn(ret: ChargeReturn | null, onDone: (outcome: ChargeOutcome) => void) {
  const callback = trpc.wallet.chargeCallback.useMutation();
  const call = useRef(callback.mutateAsync);
  call.current = callback.mutateAsync;
  const done = useRef(onDone);
  done.current = onDone;
  const key = ret ? `${ret.merchantUid}:${ret.impUid}` : null;

  useEffect(() => {
    if (!ret || !key) return;
    let promise = sent.get(key);
    if (!promise) {
      promise = (async (): Promise<ChargeOutcome> => {
        if (!ret.impUid) return { state: 'failed', message: topupFailureMessage({ paymentMessage: ret.message, errorCode: true }) };
        try {
          const result = await call.current({ merchant_uid: ret.merchantUid, imp_uid: ret.impUid, status: ret.success ? 'paid' : 'failed' });
          if (result.status === 'paid') return { state: 'paid', amount: result.amount };
          return { state: 'failed', message: topupFailureMessage({ paymentMessage: ret.message, errorCode: true }) };
        } catch (err) {
          // The window said it failed: that is the story, whatever the server adds about the order.
          if (!ret.success) return { state: 'failed', message: topupFailureMessage({ paymentMessage: ret.message, errorCode: true }) };
          return { state: 'failed', message: topupFailureMessage({ detail: detailOr(err, ''), paymentMessage: ret.message }) };
        }
      })();
      sent.set(key, promise);
    }
    let alive = true;
    void promise.then((outcome) => {
      if (alive) done.current(outcome);
    });
    return () => {
      alive = false;
    };
  }, [key, ret]);
}

/** What the wallet tab shows while a top-up finishes, and how it ended. */
export function ChargeOutcomeMessage({ outcome }: { outcome: ChargeOutcome }) {
  if (outcome.state === 'working') {
    return (
      <Box borderWidth="1px" borderRadius="xl" p="4" role="status" aria-live="polite">
        <HStack gap="3">
          <Spinner size="sm" color="brand.solid" />
          <Text>결제를 확인하고 포인트를 충전하고 있습니다…</Text>
        </HStack>
      </Box>
    );
  }
  if (outcome.state === 'paid') return <FormMessage status="success">{`${formatPoints(outcome.amount)}를 충전했습니다.`}</FormMessage>;
  return <FormMessage status="error">{outcome.message || MSG.walletTopupRequestFailed}</FormMessage>;
}
