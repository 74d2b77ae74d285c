import { Badge, Box, Button, Field, Flex, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { MSG } from '../../../../shared/messages';
import type { SubscriptionItem } from '../../../../shared/schemas/subscriptions';
import { SUBSCRIPTION_STATUS_LABELS, SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '../../../../shared/subscription';
import { detailOr } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { ListEmpty } from '../../ui/list/ListEmpty';
import { ListSkeleton } from '../../ui/list/ListSkeleton';
import { ListTotal } from '../../ui/list/ListTotal';
import { PagedList } from '../../ui/list/PagedList';
import { useAlert } from '../../ui/alertContext';
import { toaster } from '../../ui/toaster';
import { usePageParam } from '../orders/usePageParam';
import { formatDay, limitLabel, statusPalette, usageLabel } from './subscriptionView';
import { useLiveSearchParams } from '../../lib/useLiveSearchParams';

// Loaded when an admin opens it: its dialog's code (the overlays chunk) stays off the list's first paint.
const ForceChargeDialog = lazy(() => import('./ForceChargeDialog'));

/** commerce.md §9: admin lists are 20 a page. */
export const ADMIN_SUBSCRIPTIONS_PAGE_SIZE = 20;

const isStatus = (v: string | null): v is SubscriptionStatus => !!v && (SUBSCRIPTION_STATUSES as readonly string[]).includes(v);

/**
 * /admin/subscriptions (commerce.md §2 Admin: user subscription management): the site's subscriptions,
 * 20 a page, by status and a search of the merchant's name, e-mail, shop or plan; each row's status set
 * to any of the four after a confirmation. Filter, search and page live in the address.
 */
export default function AdminSubscriptionsPage() {
  const [params, setParams] = useLiveSearchParams();
  const status = isStatus(params.get('status')) ? (params.get('status') as SubscriptionStatus) : '';
  const q = params.get('q') ?? '';
  const [page, setPage] = usePageParam();
  const [typed, setTyped] = useState(q);
  const list = trpc.subscriptions.admin.list.useQuery(
    { skip: (page - 1) * ADMIN_SUBSCRIPTIONS_PAGE_SIZE, limit: ADMIN_SUBSCRIPTIONS_PAGE_SIZE, status: status || undefined, q },
    { placeholderData: keepPreviousData },
  );

  /** A new filter or search starts at page one; the other of the two is kept as the address has it now. */
  const setFilter = (next: { status?: string; q?: string }) =>
    setParams(
      (now) => {
        const merged = { status: now.get('status') ?? '', q: now.get('q') ?? '', ...next };
        const out = new URLSearchParams();
        if (merged.status) out.set('status', merged.status);
        if (merged.q.trim()) out.set('q', merged.q.trim());
        return out;
      },
      { replace: true },
    );
  const search = (e: FormEvent) => {
    e.preventDefault();
    setFilter({ q: typed });
  };

  return (
    // Inside the admin layout (features/admin/AdminLayout.tsx): its header names the page.
    <Box maxW="4xl">
      <Stack gap="4">
        <Flex as="form" gap="2" wrap="wrap" align="flex-end" onSubmit={search} role="search" aria-label="구독 검색">
          <Field.Root w={{ base: 'full', sm: '40' }}>
            <Field.Label>상태</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field value={status} onChange={(e) => setFilter({ status: e.currentTarget.value })} aria-label="상태로 거르기">
                <option value="">전체</option>
                {SUBSCRIPTION_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {SUBSCRIPTION_STATUS_LABELS[s]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root flex="1" minW="0">
            <Field.Label>검색</Field.Label>
            <Input size="sm" type="search" value={typed} onChange={(e) => setTyped(e.currentTarget.value)} placeholder="판매자 이름, 이메일, 상호, 플랜" maxLength={100} />
          </Field.Root>
          <Button type="submit" size="sm" colorPalette="brand">
            검색
          </Button>
        </Flex>

        <PagedList
          query={list}
          items={(d) => d.subscriptions}
          paging={(d) => ({ total: d.total, hasMore: page * ADMIN_SUBSCRIPTIONS_PAGE_SIZE < d.total })}
          page={page}
          pageSize={ADMIN_SUBSCRIPTIONS_PAGE_SIZE}
          onPage={setPage}
          label="구독 목록"
          failed={MSG.subscriptionListFailed}
          loading={<ListSkeleton label="구독 목록을 불러오는 중" rows={3} height="32" />}
          empty={<ListEmpty title={status || q ? '조건에 맞는 구독이 없습니다.' : '구독한 판매자가 없습니다.'} />}
          header={(d) => <ListTotal total={d.total} />}
        >
          {(subscriptions) => (
            <Stack as="ul" gap="3" listStyleType="none" aria-label="구독 목록">
              {subscriptions.map((s) => (
                <SubscriptionRow key={s.id} item={s} />
              ))}
            </Stack>
          )}
        </PagedList>
      </Stack>
    </Box>
  );
}

function SubscriptionRow({ item }: { item: SubscriptionItem }) {
  const alert = useAlert();
  const utils = trpc.useUtils();
  const setStatus = trpc.subscriptions.admin.setStatus.useMutation();
  const [next, setNext] = useState<SubscriptionStatus>(item.status === 'none' ? 'active' : item.status);
  const [charging, setCharging] = useState(false);
  const ids = useId();
  const who = item.user?.username ?? '판매자';

  const save = async () => {
    if (item.id === null || next === item.status) return;
    const ok = await alert({
      type: next === 'canceled' || next === 'past_due' ? 'danger' : 'warning',
      title: '구독 상태 변경',
      message: `${who}님의 구독 상태를 '${SUBSCRIPTION_STATUS_LABELS[item.status]}'에서 '${SUBSCRIPTION_STATUS_LABELS[next]}'(으)로 바꿉니다.`,
      confirmText: '변경',
      cancelText: '닫기',
    });
    if (!ok) return;
    try {
      await setStatus.mutateAsync({ subscription_id: item.id, status: next });
      toaster.create({ type: 'success', title: MSG.subscriptionStatusChanged, description: `${who}: ${SUBSCRIPTION_STATUS_LABELS[next]}` });
    } catch (err) {
      await alert({ type: 'danger', title: MSG.subscriptionStatusFailed, message: detailOr(err, MSG.subscriptionStatusFailed), showCancel: false });
    } finally {
      await utils.subscriptions.admin.list.invalidate();
    }
  };

  return (
    <Box as="li" p="4" borderWidth="1px" borderRadius="lg" data-testid="admin-subscription-row" aria-labelledby={`${ids}-who`}>
      <Flex justify="space-between" align="flex-start" gap="2" wrap="wrap">
        <Box minW="0">
          <Text id={`${ids}-who`} fontWeight="semibold" wordBreak="break-all">
            {who}
          </Text>
          <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
            {item.user?.email}
          </Text>
        </Box>
        <Badge colorPalette={statusPalette(item.status)}>{SUBSCRIPTION_STATUS_LABELS[item.status]}</Badge>
      </Flex>
      <Text fontSize="sm" mt="2">
        {item.plan?.name ?? '-'} · {limitLabel(item.prd_limit)} · 등록 {usageLabel(item.product_count, item.prd_limit)}
      </Text>
      <Text fontSize="xs" color="fg.muted">
        다음 결제 {formatDay(item.next_billing_at)} · 기간 종료 {formatDay(item.current_period_end)}
        {item.failed_attempts > 0 ? ` · 결제 실패 ${item.failed_attempts}회` : ''}
      </Text>
      <Flex mt="3" gap="3" wrap="wrap" align="flex-end" justify="space-between">
        <HStack gap="2" align="flex-end" flexWrap="wrap">
          <Field.Root w="44">
            <Field.Label fontSize="xs">상태 변경</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field value={next} onChange={(e) => setNext(e.currentTarget.value as SubscriptionStatus)} aria-label={`${who} 구독 상태`}>
                {SUBSCRIPTION_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {SUBSCRIPTION_STATUS_LABELS[s]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Button size="sm" variant="outline" colorPalette="brand" onClick={() => void save()} disabled={next === item.status} loading={setStatus.isPending} aria-label={`${who} 구독 상태 변경`}>
            변경
          </Button>
        </HStack>
        <HStack gap="2" data-slot="charge-actions" borderStartWidth={{ base: '0', sm: '1px' }} ps={{ base: '0', sm: '3' }}>
          <Button size="sm" variant="outline" colorPalette="red" onClick={() => setCharging(true)} disabled={item.id === null} aria-label={`${who} 강제 결제`}>
            강제 결제
          </Button>
        </HStack>
      </Flex>
      {charging && item.id !== null && (
        <Suspense fallback={null}>
          <ForceChargeDialog item={{ ...item, id: item.id }} onClose={() => setCharging(false)} />
        </Suspense>
      )}
    </Box>
  );
}
