import { Box, Heading, SimpleGrid, Stack, Switch, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { MSG } from '../../../../../../shared/messages';
import type { EarnRules } from '../../../../../../shared/schemas/admin/tenants';
import { ACTIVITY_KEYS, ACTIVITY_LABELS, DEFAULT_ORDER_RULES, ORDER_RULE_LABELS, VIP_TIERS } from '../../../../../../shared/wallet';
import { trpc } from '../../../../lib/trpc';
import { useAlert } from '../../../../ui/alertContext';
import { ListSkeleton } from '../../../../ui/list/ListSkeleton';
import { QueryErrorState } from '../../../../ui/QueryErrorState';
import { BlurField, clamp, formatRate, formatWon, numberOr, wholeOrZero } from '../consoleFields';
import { tellOutcome } from '../useTenantSave';
import type { TabProps } from './types';

type Rules = EarnRules['earn_rules'];
type NonActivity = typeof DEFAULT_ORDER_RULES;

/** A rate between 0 and 1 (0.02 is 2%); anything else is 0. */
const rateOf = (text: string) => clamp(numberOr(text, 0), 0, 1);

/** Which activities earn, and the order rules (VIP tier, first order, minimum order, weekend). */
export default function RulesTab({ tenant }: TabProps) {
  const alert = useAlert();
  const utils = trpc.useUtils();
  const rules = trpc.admin.tenants.earnRules.useQuery({ id: tenant.id });
  const saveRules = trpc.admin.tenants.saveEarnRules.useMutation({
    onSuccess: (answer) => utils.admin.tenants.earnRules.setData({ id: tenant.id }, answer),
  });

  if (rules.isPending) return <ListSkeleton label="적립 규칙을 불러오는 중" rows={3} height="16" />;
  if (rules.isError) return <QueryErrorState compact error={rules.error} onRetry={() => void rules.refetch()} />;
  const current: Rules = rules.data.earn_rules;
  const enabled = current.activity_enabled ?? {};
  const non: NonActivity = { ...DEFAULT_ORDER_RULES, ...current.non_activity } as NonActivity;

  const save = (next: Rules) =>
    tellOutcome(alert, () => saveRules.mutateAsync({ id: tenant.id, earn_rules: next }), MSG.ruleSettingsSaved, MSG.ruleSettingsFailed);
  const putActivity = (key: string, on: boolean) => save({ ...current, activity_enabled: { ...enabled, [key]: on } });
  const putRule = <K extends keyof NonActivity>(key: K, patch: Partial<NonActivity[K]>) =>
    save({ ...current, non_activity: { ...non, [key]: { ...non[key], ...patch } } });

  return (
    <Stack gap="5">
      <Box as="section" aria-labelledby="rules-activity">
        <Heading id="rules-activity" as="h3" fontSize="md" mb="2">
          활동 적립
        </Heading>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="1">
          {ACTIVITY_KEYS.map((key) => (
            <RuleSwitch key={key} label={ACTIVITY_LABELS[key]} checked={enabled[key] !== false} onChange={(on) => putActivity(key, on)} />
          ))}
        </SimpleGrid>
      </Box>

      <RuleBox id="rules-vip" title={ORDER_RULE_LABELS.vip_tier} checked={non.vip_tier.enabled} onToggle={(on) => putRule('vip_tier', { enabled: on })}>
        {[...VIP_TIERS].reverse().map((tier) => {
          const rate = non.vip_tier.tier_rates[String(tier.tier)] ?? 0;
          return (
            <BlurField
              key={tier.tier}
              label={`${tier.label} (${tier.tier}등급) 적립률`}
              type="number"
              inputMode="decimal"
              min={0}
              max={1}
              step={0.01}
              value={String(rate)}
              helper={formatRate(rate)}
              onSave={(v) => putRule('vip_tier', { tier_rates: { ...non.vip_tier.tier_rates, [String(tier.tier)]: rateOf(v) } })}
            />
          );
        })}
      </RuleBox>

      <RuleBox id="rules-first" title={ORDER_RULE_LABELS.first_order} checked={non.first_order.enabled} onToggle={(on) => putRule('first_order', { enabled: on })}>
        <BlurField
          label="첫 주문 보너스 (포인트)"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={String(non.first_order.bonus)}
          helper={`${formatWon(non.first_order.bonus).replace('원', '')} 포인트`}
          onSave={(v) => putRule('first_order', { bonus: wholeOrZero(v) })}
        />
      </RuleBox>

      <RuleBox id="rules-minimum" title={ORDER_RULE_LABELS.minimum_order} checked={non.minimum_order.enabled} onToggle={(on) => putRule('minimum_order', { enabled: on })}>
        <BlurField
          label="최소 주문 금액 (원)"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={String(non.minimum_order.min_amount)}
          helper={formatWon(non.minimum_order.min_amount)}
          onSave={(v) => putRule('minimum_order', { min_amount: wholeOrZero(v) })}
        />
        <BlurField
          label="최소 주문 적립률"
          type="number"
          inputMode="decimal"
          min={0}
          max={1}
          step={0.01}
          value={String(non.minimum_order.rate)}
          helper={formatRate(non.minimum_order.rate)}
          onSave={(v) => putRule('minimum_order', { rate: rateOf(v) })}
        />
      </RuleBox>

      <RuleBox id="rules-weekend" title={ORDER_RULE_LABELS.weekend} checked={non.weekend.enabled} onToggle={(on) => putRule('weekend', { enabled: on })}>
        <BlurField
          label="주말 적립률"
          type="number"
          inputMode="decimal"
          min={0}
          max={1}
          step={0.01}
          value={String(non.weekend.rate)}
          helper={formatRate(non.weekend.rate)}
          onSave={(v) => putRule('weekend', { rate: rateOf(v) })}
        />
      </RuleBox>
      <Text fontSize="sm" color="fg.muted">
        적립률은 0에서 1 사이의 숫자입니다 (0.02 = 2%).
      </Text>
    </Stack>
  );
}

function RuleSwitch({ label, checked, onChange }: { label: string; checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <Switch.Root
      checked={checked}
      onCheckedChange={(d) => onChange(d.checked)}
      colorPalette="brand"
      display="flex"
      justifyContent="space-between"
      alignItems="center"
      gap="3"
      w="full"
      minH="11"
    >
      <Switch.HiddenInput />
      <Switch.Label>{label}</Switch.Label>
      <Switch.Control flexShrink={0}>
        <Switch.Thumb />
      </Switch.Control>
    </Switch.Root>
  );
}

function RuleBox({ id, title, checked, onToggle, children }: { id: string; title: string; checked: boolean; onToggle: (on: boolean) => void; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={id} borderWidth="1px" borderRadius="lg" p="3">
      <Heading id={id} as="h3" fontSize="md" mb="1">
        {title}
      </Heading>
      <RuleSwitch label={`${title} 사용`} checked={checked} onChange={onToggle} />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3" mt="2">
        {children}
      </SimpleGrid>
    </Box>
  );
}
