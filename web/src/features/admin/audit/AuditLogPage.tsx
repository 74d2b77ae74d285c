import { Badge, Box, Button, chakra, Field, Flex, Grid, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useId, useState, type ComponentProps, type FormEvent } from 'react';
import { ROLES } from '../../../../../shared/access-policy';
import { ADMIN_PAGE_SIZE } from '../../../../../shared/admin-constants';
import { MSG } from '../../../../../shared/messages';
import type { AuditItem } from '../../../../../shared/schemas/admin/audit';
import { trpc } from '../../../lib/trpc';
import { ListEmpty } from '../../../ui/list/ListEmpty';
import { ListSkeleton } from '../../../ui/list/ListSkeleton';
import { ListTotal } from '../../../ui/list/ListTotal';
import { PagedList } from '../../../ui/list/PagedList';
import { usePageParam } from '../../orders/usePageParam';
import { siteParam, SiteSelect, useAddressFilters } from '../adminFilters';
import { diffRows, pretty } from './auditDiff';

const FILTERS = ['site', 'actor', 'kind', 'from', 'to'] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A day from the address, or undefined when it is not one (the server would refuse it). */
const dayParam = (v: string) => (DAY.test(v) ? v : undefined);

/** 2026. 11. 25. 오후 2:05:09, Seoul time (the log is read to the second). */
const formatTime = (d: Date | string) =>
  new Intl.DateTimeFormat('ko-KR', { timeZone: 'Asia/Seoul', dateStyle: 'medium', timeStyle: 'medium' }).format(new Date(d));

/**
 * /admin/audit: the platform's audit log (every write by a merchant or an administrator), newest
 * first, 20 a page; narrowed by site, actor e-mail, kind and Korean days, all kept in the address.
 * Each entry opens to what the write changed: the keys it changed marked, the values as JSON.
 */
export default function AuditLogPage() {
  const [filters, setFilters] = useAddressFilters(FILTERS);
  const [page, setPage] = usePageParam();
  const [actor, setActor] = useState(filters.actor);
  useEffect(() => setActor(filters.actor), [filters.actor]);
  const kinds = trpc.admin.audit.kinds.useQuery(undefined, { staleTime: 30_000 });
  const list = trpc.admin.audit.list.useQuery(
    {
      skip: (page - 1) * ADMIN_PAGE_SIZE,
      limit: ADMIN_PAGE_SIZE,
      tenant_id: siteParam(filters.site),
      actor: filters.actor || undefined,
      kind: filters.kind || undefined,
      from: dayParam(filters.from),
      to: dayParam(filters.to),
    },
    { placeholderData: keepPreviousData },
  );
  const kindOptions = kinds.data?.kinds ?? [];
  const filtered = FILTERS.some((k) => filters[k]);

  const search = (e: FormEvent) => {
    e.preventDefault();
    setFilters({ actor });
  };

  return (
    <Stack gap="4">
      <Box as="form" onSubmit={search} role="search" aria-label="감사 기록 검색">
        <Grid templateColumns={{ base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' }} gap="3" alignItems="end">
          <SiteSelect full value={filters.site} onChange={(site) => setFilters({ site })} />
          <Field.Root>
            <Field.Label>종류</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field value={filters.kind} onChange={(e) => setFilters({ kind: e.currentTarget.value })}>
                <option value="">전체 종류</option>
                {filters.kind && !kindOptions.includes(filters.kind) && <option value={filters.kind}>{filters.kind}</option>}
                {kindOptions.map((k) => (
                  <option key={k} value={k}>
                    {k}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root>
            <Field.Label>시작일</Field.Label>
            <Input size="sm" type="date" value={filters.from} max={filters.to || undefined} onChange={(e) => setFilters({ from: e.currentTarget.value })} />
          </Field.Root>
          <Field.Root>
            <Field.Label>종료일</Field.Label>
            <Input size="sm" type="date" value={filters.to} min={filters.from || undefined} onChange={(e) => setFilters({ to: e.currentTarget.value })} />
          </Field.Root>
          <Field.Root gridColumn={{ lg: 'span 2' }}>
            <Field.Label>작업자 이메일</Field.Label>
            <Flex gap="2" w="full">
              <Input size="sm" type="search" inputMode="email" value={actor} onChange={(e) => setActor(e.currentTarget.value)} placeholder="이메일 또는 그 일부" maxLength={254} flex="1" minW="0" />
              <Button type="submit" size="sm" colorPalette="brand">
                검색
              </Button>
            </Flex>
          </Field.Root>
        </Grid>
        {filtered && (
          <Button type="button" size="xs" variant="ghost" mt="2" onClick={() => setFilters({ site: '', actor: '', kind: '', from: '', to: '' })}>
            조건 초기화
          </Button>
        )}
      </Box>

      <PagedList
        query={list}
        items={(d) => d.items}
        paging={(d) => ({ total: d.total, hasMore: page * ADMIN_PAGE_SIZE < d.total })}
        page={page}
        pageSize={ADMIN_PAGE_SIZE}
        onPage={setPage}
        label="감사 기록"
        failed={MSG.auditListFailed}
        loading={<ListSkeleton label="감사 기록을 불러오는 중" rows={5} height="24" />}
        empty={<ListEmpty title={filtered ? '조건에 맞는 기록이 없습니다.' : '감사 기록이 없습니다.'} description={filtered ? '조건을 바꾸거나 초기화해 보세요.' : undefined} />}
        header={(d) => <ListTotal total={d.total} />}
      >
        {(items) => (
          <Stack as="ul" gap="3" listStyleType="none" aria-label="감사 기록">
            {items.map((item) => (
              <AuditEntry key={item.id} item={item} />
            ))}
          </Stack>
        )}
      </PagedList>
    </Stack>
  );
}

function AuditEntry({ item }: { item: AuditItem }) {
  const ids = useId();
  const role = ROLES[item.actor.role];
  return (
    <Box as="li" p="4" borderWidth="1px" borderRadius="lg" data-testid="audit-entry" data-kind={item.kind} aria-labelledby={`${ids}-kind`} minW="0">
      <Flex justify="space-between" gap="2" wrap="wrap" align="flex-start">
        <Text id={`${ids}-kind`} fontWeight="semibold" fontFamily="mono" fontSize="sm" wordBreak="break-all">
          {item.kind}
        </Text>
        <chakra.time fontSize="sm" color="fg.muted" dateTime={new Date(item.created_at).toISOString()}>
          {formatTime(item.created_at)}
        </chakra.time>
      </Flex>
      <Box as="dl" display="grid" gridTemplateColumns="auto minmax(0, 1fr)" columnGap="3" rowGap="1" mt="2" fontSize="sm">
        <Text as="dt" color="fg.muted">
          사이트
        </Text>
        <Text as="dd" wordBreak="break-all">
          {item.tenant.display_name} ({item.tenant.name})
        </Text>
        <Text as="dt" color="fg.muted">
          작업자
        </Text>
        <Box as="dd" display="flex" gap="2" alignItems="center" flexWrap="wrap" minW="0">
          <Text as="span" wordBreak="break-all">
            {item.actor.email}
          </Text>
          <Badge size="sm" variant="outline" colorPalette={item.actor.role === 'superuser' ? 'brand' : 'gray'}>
            {role?.label ?? item.actor.role}
          </Badge>
        </Box>
        <Text as="dt" color="fg.muted">
          대상
        </Text>
        <Text as="dd" wordBreak="break-all">
          {item.target ?? '-'}
        </Text>
        <Text as="dt" color="fg.muted">
          경로
        </Text>
        <Text as="dd" wordBreak="break-all" color="fg.muted">
          {item.via} · {item.ip} · {item.request_id}
        </Text>
      </Box>
      <chakra.details mt="3" borderTopWidth="1px" pt="2">
        <chakra.summary cursor="pointer" fontSize="sm" fontWeight="medium" color="brand.fg" minH="11" display="flex" alignItems="center" _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}>
          변경 내용 보기
        </chakra.summary>
        <Stack gap="3" pt="2">
          <ChangeView before={item.before} after={item.after} />
          {item.input !== undefined && item.input !== null && (
            <Box>
              <Text fontSize="xs" color="fg.muted" mb="1">
                요청 내용
              </Text>
              <Code>{pretty(item.input)}</Code>
            </Box>
          )}
        </Stack>
      </chakra.details>
    </Box>
  );
}

/** Pretty JSON that wraps instead of widening the page. */
function Code({ children, ...props }: { children: string } & ComponentProps<typeof chakra.pre>) {
  return (
    <chakra.pre fontSize="xs" fontFamily="mono" whiteSpace="pre-wrap" wordBreak="break-all" bg="bg.subtle" borderRadius="md" p="2" m="0" minW="0" {...props}>
      {children}
    </chakra.pre>
  );
}

/** Key by key when both sides are objects: changed keys highlighted (and said: "변경"); else both sides whole. */
function ChangeView({ before, after }: { before: unknown; after: unknown }) {
  const rows = diffRows(before, after);
  if (!rows) {
    return (
      <Grid templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }} gap="2">
        <Box minW="0">
          <Text fontSize="xs" color="fg.muted" mb="1">
            이전
          </Text>
          <Code>{pretty(before ?? null)}</Code>
        </Box>
        <Box minW="0">
          <Text fontSize="xs" color="fg.muted" mb="1">
            이후
          </Text>
          <Code>{pretty(after ?? null)}</Code>
        </Box>
      </Grid>
    );
  }
  if (rows.length === 0) return <Text fontSize="sm" color="fg.muted">기록된 값이 없습니다.</Text>;
  const changed = rows.filter((r) => r.changed).length;
  return (
    <Stack gap="2" data-testid="audit-diff">
      <Text fontSize="xs" color="fg.muted">
        바뀐 항목 {changed}개 · 전체 {rows.length}개
      </Text>
      {rows.map((r) => (
        <Box
          key={r.key}
          borderWidth="1px"
          borderRadius="md"
          p="2"
          minW="0"
          bg={r.changed ? 'orange.subtle' : undefined}
          borderColor={r.changed ? 'orange.emphasized' : undefined}
          data-changed={r.changed ? '' : undefined}
        >
          <Flex gap="2" align="center" mb="1" wrap="wrap">
            <Text fontFamily="mono" fontSize="sm" fontWeight="semibold" wordBreak="break-all">
              {r.key}
            </Text>
            {r.changed && (
              <Badge size="sm" colorPalette="orange" variant="outline">
                {!r.inBefore ? '추가' : !r.inAfter ? '삭제' : '변경'}
              </Badge>
            )}
          </Flex>
          {r.changed ? (
            <Grid templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }} gap="2">
              <Box minW="0">
                <Text fontSize="xs" color="fg.muted">
                  이전
                </Text>
                <Code bg="bg">{r.inBefore ? pretty(r.before) : '(없음)'}</Code>
              </Box>
              <Box minW="0">
                <Text fontSize="xs" color="fg.muted">
                  이후
                </Text>
                <Code bg="bg">{r.inAfter ? pretty(r.after) : '(없음)'}</Code>
              </Box>
            </Grid>
          ) : (
            <Code>{pretty(r.after)}</Code>
          )}
        </Box>
      ))}
    </Stack>
  );
}
