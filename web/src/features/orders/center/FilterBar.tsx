import { Box, Button, Field, Input, NativeSelect } from '@chakra-ui/react';
import { useEffect, useState, type FormEvent } from 'react';
import { CLAIM_KIND_LABELS, CLAIM_KINDS } from '../../../../../shared/order-claims';
import { DELIVERY_STATUS_LABELS, ORDER_KIND_LABELS, ORDER_KINDS, ORDER_STATUSES, PARCEL_STATUS_LABELS } from '../../../../../shared/order-status';
import type { CenterFilters } from './filters';

// Both words where a parcel order reads its step differently (준비 완료 is 발송 대기 for a parcel).
const statusText = (s: (typeof ORDER_STATUSES)[number]) => (PARCEL_STATUS_LABELS[s] && PARCEL_STATUS_LABELS[s] !== DELIVERY_STATUS_LABELS[s] ? `${DELIVERY_STATUS_LABELS[s]} / ${PARCEL_STATUS_LABELS[s]}` : DELIVERY_STATUS_LABELS[s]);

/** The order center's filters: status, kind, claim, a date range and the search box. */
export function FilterBar({ filters, onChange }: { filters: CenterFilters; onChange: (f: CenterFilters, replaceAll?: boolean) => void }) {
  const [typed, setTyped] = useState(filters.q ?? '');
  // A shortcut or back may change ?q= under the box: the box follows the address.
  useEffect(() => setTyped(filters.q ?? ''), [filters.q]);
  const search = (e: FormEvent) => {
    e.preventDefault();
    onChange({ q: typed });
  };
  const any = Object.values(filters).some(Boolean);

  return (
    <Box as="form" role="search" aria-label="주문 검색과 필터" onSubmit={search} display="grid" gridTemplateColumns={{ base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr))' }} gap="2" alignItems="end">
      <Field.Root minW="0">
        <Field.Label fontSize="sm">상태</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field minH="11" name="status" value={filters.status ?? ''} onChange={(e) => onChange({ status: (e.currentTarget.value || undefined) as CenterFilters['status'] })}>
            <option value="">전체 상태</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {statusText(s)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root minW="0">
        <Field.Label fontSize="sm">주문 종류</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field minH="11" name="kind" value={filters.kind ?? ''} onChange={(e) => onChange({ kind: (e.currentTarget.value || undefined) as CenterFilters['kind'] })}>
            <option value="">전체 종류</option>
            {ORDER_KINDS.map((k) => (
              <option key={k} value={k}>
                {ORDER_KIND_LABELS[k]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root minW="0">
        <Field.Label fontSize="sm">요청</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field minH="11" name="claim" value={filters.claim ?? ''} onChange={(e) => onChange({ claim: (e.currentTarget.value || undefined) as CenterFilters['claim'] })}>
            <option value="">전체</option>
            {CLAIM_KINDS.map((k) => (
              <option key={k} value={k}>
                {CLAIM_KIND_LABELS[k]} 요청
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root minW="0">
        <Field.Label fontSize="sm">시작일</Field.Label>
        <Input minH="11" type="date" name="from" value={filters.from ?? ''} max={filters.to} onChange={(e) => onChange({ from: e.currentTarget.value || undefined })} />
      </Field.Root>
      <Field.Root minW="0">
        <Field.Label fontSize="sm">종료일</Field.Label>
        <Input minH="11" type="date" name="to" value={filters.to ?? ''} min={filters.from} onChange={(e) => onChange({ to: e.currentTarget.value || undefined })} />
      </Field.Root>
      <Field.Root minW="0" gridColumn={{ base: '1 / -1', md: 'span 3' }}>
        <Field.Label fontSize="sm">검색</Field.Label>
        <Input minH="11" type="search" name="q" value={typed} maxLength={50} onChange={(e) => setTyped(e.currentTarget.value)} placeholder="주문번호 또는 구매자" />
      </Field.Root>
      <Button type="submit" minH="11" colorPalette="brand">
        검색
      </Button>
      <Button type="button" minH="11" variant="outline" disabled={!any} onClick={() => onChange({}, true)}>
        필터 초기화
      </Button>
    </Box>
  );
}
