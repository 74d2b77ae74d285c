import { Box, Button, Checkbox, CloseButton, Dialog, Flex, Portal, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import '../../ui/pageSlotRecipes';
import type { PlanItem, SubscriptionItem } from '../../../../shared/schemas/subscriptions';
import { trpc } from '../../lib/trpc';
import { detailOr } from '../../lib/errors';
import { FormMessage } from '../../ui/FormMessage';
import { TermsRow } from '../auth/TermsRow';
import { TERMS_ITEMS } from '../auth/termsItems';
import { deviceTypeOf } from '../orders/checkout';
import { allConsentsGiven, intervalLabel, limitLabel, PLAN_CONSENTS, planPriceLabel, planSessionInput, sessionMode, type PlanConsent } from './subscriptionView';

interface Props {
  plan: PlanItem;
  /** Loaded before the modal opens: the session's mode (trial or billing) is decided from it. */
  me: SubscriptionItem;
  userId: number;
  onClose: () => void;
}

const RECURRING_ITEM = {
  key: 'recurring',
  label: '정기결제(자동결제) 동의',
  required: true,
  text: '등록한 카드로 플랜 요금이 결제 주기마다 자동으로 결제됩니다. 결제에 실패하면 최대 3번 다시 시도하며, 그래도 실패하면 구독이 정지됩니다. 요금이 바뀌면 7일 전에 알려드립니다.',
};

/** The purchase's three consents as /terms words them, then the recurring one. */
const CONSENT_ITEMS = [...TERMS_ITEMS.filter((i) => (PLAN_CONSENTS as readonly string[]).includes(i.key)), RECURRING_ITEM];

const NO_CONSENTS: Record<PlanConsent, boolean> = { tos: false, privacy: false, data: false, recurring: false };
export const PLAN_CONSENTS_REQUIRED = '정기결제를 포함한 필수 약관에 모두 동의해주세요.';

/**
 * The plan payment modal (commerce.md §5 Payment, §7 Subscription payment session): the plan, the four
 * required consents, then the payment session in trial or billing mode; the browser goes to the
 * gateway's page to register the card (and, in billing mode, pay the first period).
 */
export default function PlanPaymentModal({ plan, me, userId, onClose }: Props) {
  const [consents, setConsents] = useState(NO_CONSENTS);
  const [openDoc, setOpenDoc] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const start = trpc.orders.payments.session.useMutation();
  const busy = start.isPending || redirecting;
  const mode = sessionMode(plan, me);
  const agreed = allConsentsGiven(consents);
  const some = PLAN_CONSENTS.some((k) => consents[k]);

  // Back from the gateway's page (restored from the back-forward cache): usable again.
  useEffect(() => {
    const restored = (e: PageTransitionEvent) => e.persisted && setRedirecting(false);
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

  const setAll = (on: boolean) => setConsents({ tos: on, privacy: on, data: on, recurring: on });

  const submit = async () => {
    if (busy) return;
    if (!agreed) {
      setError(PLAN_CONSENTS_REQUIRED);
      return;
    }
    setError(null);
    const input = planSessionInput(plan, me, userId, window.location.origin, deviceTypeOf(navigator.userAgent));
    try {
      const answer = await start.mutateAsync(input);
      if (!answer.authPageUrl) {
        console.error('plan payment session answered no authPageUrl', answer);
        setError('결제창을 열지 못했습니다. 잠시 후 다시 시도해주세요.');
        return;
      }
      setRedirecting(true);
      window.location.assign(answer.authPageUrl);
    } catch (err) {
      console.error('plan payment session failed', err);
      setError(detailOr(err, '결제를 시작하지 못했습니다. 잠시 후 다시 시도해주세요.'));
    }
  };

  return (
    <Dialog.Root open onOpenChange={(d) => !d.open && !busy && onClose()} size={{ base: 'full', md: 'md' }} placement="center" scrollBehavior="inside" closeOnInteractOutside={false}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header borderBottomWidth="1px" py="3">
              <Dialog.Title fontSize="lg">플랜 결제</Dialog.Title>
            </Dialog.Header>
            <Dialog.CloseTrigger asChild top="2" insetEnd="2">
              <CloseButton aria-label="플랜 결제 창 닫기" disabled={busy} />
            </Dialog.CloseTrigger>
            <Dialog.Body px={{ base: '4', md: '6' }} py="4">
              <Stack gap="5">
                <Box p="4" borderWidth="1px" borderRadius="lg" data-testid="plan-payment-summary">
                  <Text fontWeight="semibold" fontSize="lg">
                    {plan.name}
                  </Text>
                  <Text>
                    {planPriceLabel(plan)} · {intervalLabel(plan.interval, plan.interval_count)} 자동결제
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {limitLabel(plan.settings.prd_limit)} 등록
                  </Text>
                  <Text fontSize="sm" mt="2" color={mode === 'trial' ? 'blue.fg' : 'fg'}>
                    {mode === 'trial'
                      ? `${plan.trial_days}일 무료 체험 후 첫 결제가 진행됩니다. 지금은 카드만 등록합니다.`
                      : '카드를 등록하고 첫 결제가 바로 진행됩니다.'}
                  </Text>
                </Box>

                <Box role="group" aria-labelledby="plan-consents-label">
                  <Text id="plan-consents-label" srOnly>
                    결제 약관 동의
                  </Text>
                  <Checkbox.Root checked={agreed ? true : some ? 'indeterminate' : false} onCheckedChange={(d) => setAll(d.checked === true)} colorPalette="brand" disabled={busy}>
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label fontWeight="semibold">필수 약관 전체 동의</Checkbox.Label>
                  </Checkbox.Root>
                  {CONSENT_ITEMS.map((item) => (
                    <TermsRow
                      key={item.key}
                      item={item}
                      checked={consents[item.key as PlanConsent]}
                      open={openDoc === item.key}
                      onCheckedChange={(on) => {
                        setConsents((c) => ({ ...c, [item.key]: on }));
                        setError(null);
                      }}
                      onToggleOpen={() => setOpenDoc((o) => (o === item.key ? null : item.key))}
                    />
                  ))}
                </Box>
                {error && <FormMessage status="error">{error}</FormMessage>}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer borderTopWidth="1px" py="3" pb={{ base: 'calc(env(safe-area-inset-bottom) + 12px)', md: '3' }}>
              <Flex gap="3" w="full">
                <Button variant="outline" onClick={onClose} disabled={busy}>
                  취소
                </Button>
                <Button colorPalette="brand" flex="1" onClick={() => void submit()} loading={busy} loadingText="결제창으로 이동 중" disabled={!agreed} aria-describedby={agreed ? undefined : 'plan-consents-note'}>
                  {mode === 'trial' ? '카드 등록하고 체험 시작' : '결제하기'}
                </Button>
              </Flex>
              {!agreed && (
                <Text id="plan-consents-note" srOnly>
                  {PLAN_CONSENTS_REQUIRED}
                </Text>
              )}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
