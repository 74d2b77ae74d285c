import { Alert, Badge, Box, Button, Container, DataList, Heading, RadioCard, Skeleton, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { MSG } from '../../../../shared/messages';
import type { PlanItem, SubscriptionItem } from '../../../../shared/schemas/subscriptions';
import { SUBSCRIPTION_RELOAD_KEY, SUBSCRIPTION_STATUS_LABELS } from '../../../../shared/subscription';
import { formatKrw } from '../../../../shared/catalogue-constants';
import { trpc } from '../../lib/trpc';
import { useSession } from '../../lib/useSession';
import { AppShell } from '../../ui/AppShell';
import { QueryErrorState } from '../../ui/QueryErrorState';
import { canAddProduct, formatDay, intervalLabel, limitLabel, planPriceLabel, startDisabled, statusPalette, usageLabel } from './subscriptionView';

// The modal (and the consents' legal texts) load when a merchant opens it.
const PlanPaymentModal = lazy(() => import('./PlanPaymentModal'));

/**
 * /merchant/subscription (commerce.md §2 the dashboard's subscription card, §5 subscription start):
 * the merchant's plan, status, product limit and count, billing dates; a past_due subscription
 * explained with a way to pay; the site's plans to choose from and the payment modal. Back from the
 * payment callback (its reload flag in sessionStorage) the card is read again.
 */
export default function SubscriptionPage() {
  return (
    <AppShell header={{ back: true, title: '구독 관리' }}>
      <Container maxW="3xl" px={{ base: '4', md: '6' }} py={{ base: '4', md: '8' }}>
        <SubscriptionPanel />
      </Container>
    </AppShell>
  );
}

/** The subscription card and the plans to choose from: this page, and the dashboard's 구독 tab. */
export function SubscriptionPanel() {
  const session = useSession();
  const me = trpc.subscriptions.me.useQuery();
  const plans = trpc.subscriptions.plans.useQuery(undefined, { staleTime: 60_000 });
  const [selected, setSelected] = useState<number | null>(null);
  const [paying, setPaying] = useState<PlanItem | null>(null);
  const refetchMe = me.refetch;

  // commerce.md §4: the callback page leaves a reload flag after a plan payment.
  useEffect(() => {
    if (sessionStorage.getItem(SUBSCRIPTION_RELOAD_KEY) === null) return;
    sessionStorage.removeItem(SUBSCRIPTION_RELOAD_KEY);
    void refetchMe();
  }, [refetchMe]);

  const current = me.data;
  const chosen = plans.data?.plans.find((p) => p.id === selected) ?? null;
  const disabled = startDisabled(selected, current);

  return (
    <>
      <Stack gap="6">
        <Box as="section" aria-labelledby="subscription-card-title">
          <Heading as="h2" id="subscription-card-title" size="md" mb="3">
            내 구독
          </Heading>
          {me.isError && !current ? (
            <QueryErrorState compact error={me.error} onRetry={() => void me.refetch()} texts={{ failed: MSG.subscriptionLoadFailed }} />
          ) : !current ? (
            <Skeleton h="48" borderRadius="lg" aria-busy="true" aria-label="구독 정보를 불러오는 중" />
          ) : (
            <SubscriptionCard me={current} onPay={(plan) => setPaying(plan)} plans={plans.data?.plans} />
          )}
        </Box>

        <Box as="section" aria-labelledby="plan-choice-title">
          <Heading as="h2" id="plan-choice-title" size="md" mb="3">
            플랜 선택
          </Heading>
          {plans.isError && !plans.data ? (
            <QueryErrorState compact error={plans.error} onRetry={() => void plans.refetch()} texts={{ failed: '플랜 목록을 불러오지 못했습니다.' }} />
          ) : !plans.data ? (
            <Skeleton h="40" borderRadius="lg" aria-busy="true" aria-label="플랜 목록을 불러오는 중" />
          ) : plans.data.plans.length === 0 ? (
            <Box py="8" px="4" borderWidth="1px" borderStyle="dashed" borderRadius="lg" textAlign="center">
              <Text color="fg.muted">이용할 수 있는 플랜이 없습니다. 관리자에게 문의해주세요.</Text>
            </Box>
          ) : (
            <Stack gap="4">
              <RadioCard.Root value={selected === null ? null : String(selected)} onValueChange={(d) => setSelected(d.value ? Number(d.value) : null)} colorPalette="brand">
                <RadioCard.Label srOnly>플랜</RadioCard.Label>
                <Stack gap="2">
                  {plans.data.plans.map((plan) => (
                    <PlanCard key={plan.id} plan={plan} current={current?.plan_id === plan.id && current.status !== 'canceled'} />
                  ))}
                </Stack>
              </RadioCard.Root>
              <Button
                colorPalette="brand"
                size="lg"
                // Not before the card has loaded: the session's mode (trial or billing) is read from it.
                disabled={disabled || !session || !current}
                onClick={() => chosen && setPaying(chosen)}
                aria-describedby="plan-start-note"
              >
                {current && current.status !== 'none' && current.status !== 'canceled' ? '플랜 변경하기' : '구독 시작하기'}
              </Button>
              <Text id="plan-start-note" fontSize="sm" color="fg.muted">
                {selected === null ? '플랜을 선택해주세요.' : disabled ? '지금 이용 중인 플랜입니다.' : `${chosen?.name} 플랜으로 결제를 진행합니다.`}
              </Text>
            </Stack>
          )}
        </Box>
      </Stack>
      {paying && session && current && (
        <Suspense fallback={null}>
          <PlanPaymentModal plan={paying} me={current} userId={session.user.id} onClose={() => setPaying(null)} />
        </Suspense>
      )}
    </>
  );
}

function PlanCard({ plan, current }: { plan: PlanItem; current: boolean }) {
  return (
    <RadioCard.Item value={String(plan.id)} data-testid={`plan-${plan.code}`}>
      <RadioCard.ItemHiddenInput />
      <RadioCard.ItemControl>
        <RadioCard.ItemContent gap="1">
          <RadioCard.ItemText fontWeight="semibold" display="flex" gap="2" alignItems="center" flexWrap="wrap">
            {plan.name}
            {current && (
              <Badge colorPalette="brand" variant="solid">
                이용 중
              </Badge>
            )}
          </RadioCard.ItemText>
          <RadioCard.ItemDescription>
            <Text as="span" display="block" fontWeight="medium" color="fg">
              {planPriceLabel(plan)}
            </Text>
            <Text as="span" display="block">
              {intervalLabel(plan.interval, plan.interval_count)} 결제 · {limitLabel(plan.settings.prd_limit)}
              {plan.trial_days > 0 ? ` · ${plan.trial_days}일 무료 체험` : ''}
            </Text>
          </RadioCard.ItemDescription>
        </RadioCard.ItemContent>
        <RadioCard.ItemIndicator />
      </RadioCard.ItemControl>
    </RadioCard.Item>
  );
}

/** The subscription card: plan, status, limit and count, billing dates, a told price change, the card. */
function SubscriptionCard({ me, plans, onPay }: { me: SubscriptionItem; plans: PlanItem[] | undefined; onPay: (plan: PlanItem) => void }) {
  const currentPlan = plans?.find((p) => p.id === me.plan_id);
  const room = canAddProduct(me);
  return (
    <Stack gap="4" p={{ base: '4', md: '5' }} borderWidth="1px" borderRadius="lg" data-testid="subscription-card">
      <Stack direction="row" justify="space-between" align="center" gap="2" flexWrap="wrap">
        <Text fontSize="lg" fontWeight="bold">
          {me.plan?.name ?? '이용 중인 플랜 없음'}
        </Text>
        <Badge colorPalette={statusPalette(me.status)} size="lg" data-testid="subscription-status">
          {SUBSCRIPTION_STATUS_LABELS[me.status]}
        </Badge>
      </Stack>

      {me.status === 'past_due' && (
        <Alert.Root status="error" borderRadius="md" alignItems="flex-start">
          <Alert.Indicator />
          <Alert.Content gap="2">
            <Alert.Title>정기결제에 실패해 구독이 정지되었습니다</Alert.Title>
            <Alert.Description>
              등록한 카드로 결제를 {me.failed_attempts}번 시도했지만 실패했습니다{me.last_failure_reason ? ` (${me.last_failure_reason})` : ''}. 정지된 동안에는
              새 상품을 등록하거나 복구할 수 없습니다. 카드를 다시 등록하고 결제하면 바로 다시 이용할 수 있습니다.
            </Alert.Description>
            {currentPlan && (
              <Button size="sm" colorPalette="red" alignSelf="flex-start" onClick={() => onPay(currentPlan)}>
                카드 등록하고 다시 결제하기
              </Button>
            )}
          </Alert.Content>
        </Alert.Root>
      )}
      {me.status === 'none' && <Text color="fg.muted">아직 구독한 플랜이 없습니다. 아래에서 플랜을 선택하면 상품을 등록할 수 있습니다.</Text>}
      {me.status === 'canceled' && <Text color="fg.muted">구독이 해지되었습니다. 플랜을 다시 선택해 결제하면 상품을 등록할 수 있습니다.</Text>}

      <DataList.Root orientation="horizontal" size="md" gap="2">
        <Row label="상품 한도">{limitLabel(me.prd_limit)}</Row>
        <Row label="등록한 상품" testId="subscription-usage">
          {usageLabel(me.product_count, me.prd_limit)}
          {!room && me.status !== 'none' && (
            <Text as="span" color="red.fg" ms="1">
              (추가 불가)
            </Text>
          )}
        </Row>
        {me.amount !== null && <Row label="결제 금액">{currentPlan ? planPriceLabel({ ...currentPlan, amount: me.amount }) : formatKrw(me.amount)}</Row>}
        {me.status === 'trialing' && <Row label="무료 체험 종료">{formatDay(me.trial_ends_at)}</Row>}
        {me.status !== 'none' && <Row label="다음 결제일">{formatDay(me.next_billing_at)}</Row>}
        {me.status !== 'none' && <Row label="이용 기간 종료">{formatDay(me.current_period_end)}</Row>}
        {me.card_label && <Row label="결제 카드">{me.card_label}</Row>}
      </DataList.Root>

      {me.pending_amount !== null && (
        <Alert.Root status="info" borderRadius="md">
          <Alert.Indicator />
          <Alert.Description>
            {formatDay(me.pending_amount_from)}부터 결제 금액이 {formatKrw(me.pending_amount)}으로 바뀝니다.
          </Alert.Description>
        </Alert.Root>
      )}
      {me.pending_plan && (
        <Text fontSize="sm" color="fg.muted">
          이번 이용 기간이 끝나면 {me.pending_plan.name} 플랜으로 바뀝니다.
        </Text>
      )}
    </Stack>
  );
}

function Row({ label, children, testId }: { label: string; children: React.ReactNode; testId?: string }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel minW="24">{label}</DataList.ItemLabel>
      <DataList.ItemValue data-testid={testId} wordBreak="keep-all">
        {children}
      </DataList.ItemValue>
    </DataList.Item>
  );
}
