import { Badge, Box, Button, Field, Flex, Heading, HStack, Input, NativeSelect, SimpleGrid, Stack, Switch, Text } from '@chakra-ui/react';
import { useId, useState, type FormEvent } from 'react';
import { NEW_PLAN_DEFAULTS } from '../../../../../../shared/admin-constants';
import { MSG } from '../../../../../../shared/messages';
import type { AdminPlan } from '../../../../../../shared/schemas/admin/tenants';
import { PLAN_INTERVALS, type PlanInterval } from '../../../../../../shared/subscription';
import { trpc } from '../../../../lib/trpc';
import { useAlert } from '../../../../ui/alertContext';
import { ListEmpty } from '../../../../ui/list/ListEmpty';
import { ListSkeleton } from '../../../../ui/list/ListSkeleton';
import { QueryErrorState } from '../../../../ui/QueryErrorState';
import { clamp, formatCount, formatRate, formatWon, numberOr } from '../consoleFields';
import { draftOf, planOf, type Draft } from '../planDraft';
import type { TabProps } from './types';

const INTERVAL_LABELS: Record<PlanInterval, string> = { week: '주', month: '개월', year: '년' };
/** A product limit of -1 or at least this many is unlimited (commerce.md §3 Plan). */
const UNLIMITED_FROM = 999_999;
const limitText = (n: number) => (n < 0 || n >= UNLIMITED_FROM ? '무제한' : `${formatCount(n)}개`);
const periodText = (p: Pick<AdminPlan, 'interval' | 'interval_count'>) => `${p.interval_count === 1 ? '' : formatCount(p.interval_count)}${INTERVAL_LABELS[p.interval]}`;

/** The site's subscription plans: a list and an editor. Failures show no message (commerce.md §8). */
export default function PlansTab({ tenant }: TabProps) {
  const alert = useAlert();
  const utils = trpc.useUtils();
  const plans = trpc.admin.tenants.plans.useQuery({ id: tenant.id });
  const refresh = () => utils.admin.tenants.plans.invalidate({ id: tenant.id });
  const create = trpc.admin.tenants.createPlan.useMutation({ onSettled: refresh });
  const update = trpc.admin.tenants.updatePlan.useMutation({ onSettled: refresh });
  const remove = trpc.admin.tenants.deletePlan.useMutation({ onSettled: refresh });
  const [draft, setDraft] = useState<Draft | null>(null);

  const save = async (d: Draft) => {
    const plan = planOf(d);
    try {
      if (d.id === null) await create.mutateAsync({ id: tenant.id, ...plan });
      else await update.mutateAsync({ id: tenant.id, planId: d.id, ...plan });
    } catch {
      return; // The spec's editor says nothing on a failure; the form stays open as typed.
    }
    setDraft(null);
    await alert({ type: 'success', message: MSG.planSaved, showCancel: false });
  };

  const del = async (p: AdminPlan) => {
    const ok = await alert({
      type: 'danger',
      title: '플랜 삭제',
      message: `'${p.name}'(${p.code}) 플랜을 삭제합니다.`,
      confirmText: '삭제',
      cancelText: '닫기',
    });
    if (!ok) return;
    try {
      await remove.mutateAsync({ id: tenant.id, planId: p.id });
    } catch {
      return; // A plan in use is refused (409); the row stays and, per the spec, nothing is said.
    }
    if (draft?.id === p.id) setDraft(null);
    await alert({ type: 'success', message: MSG.planDeleted, showCancel: false });
  };

  if (plans.isPending) return <ListSkeleton label="플랜을 불러오는 중" rows={2} height="16" />;
  if (plans.isError) return <QueryErrorState compact error={plans.error} onRetry={() => void plans.refetch()} />;

  return (
    <Stack gap="4">
      <Flex justify="space-between" align="center" gap="2" wrap="wrap">
        <Text fontSize="sm" color="fg.muted">
          플랜 {formatCount(plans.data.length)}개
        </Text>
        <Button size="sm" colorPalette="brand" onClick={() => setDraft(draftOf({ ...NEW_PLAN_DEFAULTS, settings: { ...NEW_PLAN_DEFAULTS.settings } }))}>
          새 플랜
        </Button>
      </Flex>
      {draft && <PlanEditor draft={draft} busy={create.isPending || update.isPending} onChange={setDraft} onSave={save} onCancel={() => setDraft(null)} />}
      {plans.data.length === 0 ? (
        <ListEmpty title="플랜이 없습니다." />
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" aria-label="플랜 목록">
          {plans.data.map((p) => (
            <Box as="li" key={p.id} borderWidth="1px" borderRadius="lg" p="3" data-testid="plan-row">
              <Flex justify="space-between" gap="2" wrap="wrap" align="flex-start">
                <Box minW="0">
                  <HStack gap="2" wrap="wrap">
                    <Text fontWeight="semibold" wordBreak="break-all">
                      {p.name}
                    </Text>
                    <Badge colorPalette={p.active ? 'green' : 'gray'}>{p.active ? '활성' : '비활성'}</Badge>
                  </HStack>
                  <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
                    {p.code} · {formatWon(p.amount)} / {periodText(p)} · 수수료 {formatRate(p.settings.fee_rate)} · 상품 {limitText(p.settings.prd_limit)}
                    {p.trial_days > 0 && ` · 체험 ${formatCount(p.trial_days)}일`} · 구독 {formatCount(p.subscriber_count)}명
                  </Text>
                </Box>
                <HStack gap="2">
                  <Button size="sm" variant="outline" onClick={() => setDraft(draftOf(p))} aria-label={`${p.name} 플랜 수정`}>
                    수정
                  </Button>
                  <Button size="sm" variant="outline" colorPalette="red" onClick={() => void del(p)} aria-label={`${p.name} 플랜 삭제`}>
                    삭제
                  </Button>
                </HStack>
              </Flex>
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function PlanEditor({ draft, busy, onChange, onSave, onCancel }: { draft: Draft; busy: boolean; onChange: (d: Draft) => void; onSave: (d: Draft) => void; onCancel: () => void }) {
  const titleId = useId();
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => onChange({ ...draft, [key]: value });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSave(draft);
  };
  const num = (key: 'amount' | 'interval_count' | 'trial_days' | 'fee_rate' | 'prd_limit', label: string, opts: { min?: number; max?: number; step?: number; helper?: string }) => (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <Input type="number" inputMode={opts.step && opts.step < 1 ? 'decimal' : 'numeric'} value={draft[key]} min={opts.min} max={opts.max} step={opts.step ?? 1} onChange={(e) => set(key, e.currentTarget.value)} />
      {opts.helper && <Field.HelperText>{opts.helper}</Field.HelperText>}
    </Field.Root>
  );
  return (
    <Box as="form" onSubmit={submit} aria-labelledby={titleId} borderWidth="1px" borderColor="brand.solid" borderRadius="lg" p="3" data-testid="plan-editor">
      <Heading id={titleId} as="h3" fontSize="md" mb="3">
        {draft.id === null ? '새 플랜' : '플랜 수정'}
      </Heading>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        <Field.Root>
          <Field.Label>플랜 코드</Field.Label>
          <Input value={draft.code} maxLength={40} onChange={(e) => set('code', e.currentTarget.value)} autoComplete="off" />
        </Field.Root>
        <Field.Root>
          <Field.Label>플랜 이름</Field.Label>
          <Input value={draft.name} maxLength={60} onChange={(e) => set('name', e.currentTarget.value)} />
        </Field.Root>
        {num('amount', '금액 (원)', { min: 0, helper: formatWon(Math.max(0, Math.round(numberOr(draft.amount, 0)))) })}
        <Field.Root>
          <Field.Label>결제 주기</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={draft.interval} onChange={(e) => set('interval', e.currentTarget.value as PlanInterval)}>
              {PLAN_INTERVALS.map((i) => (
                <option key={i} value={i}>
                  {INTERVAL_LABELS[i]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {num('interval_count', '주기 수', { min: 1, max: 36 })}
        {num('trial_days', '체험 기간 (일)', { min: 0, max: 365 })}
        {num('fee_rate', '수수료율 (0~1)', { min: 0, max: 1, step: 0.01, helper: formatRate(clamp(numberOr(draft.fee_rate, 0), 0, 1)) })}
        {num('prd_limit', '상품 등록 한도', { min: 0, helper: limitText(Math.max(0, Math.round(numberOr(draft.prd_limit, 0)))) })}
      </SimpleGrid>
      <Switch.Root checked={draft.active} onCheckedChange={(d) => set('active', d.checked)} colorPalette="brand" mt="3" minH="11" display="flex" alignItems="center" gap="3">
        <Switch.HiddenInput />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
        <Switch.Label>활성 (판매자가 고를 수 있음)</Switch.Label>
      </Switch.Root>
      <HStack gap="2" mt="3" justify="flex-end">
        <Button variant="ghost" onClick={onCancel}>
          취소
        </Button>
        <Button type="submit" colorPalette="brand" loading={busy}>
          저장
        </Button>
      </HStack>
    </Box>
  );
}
