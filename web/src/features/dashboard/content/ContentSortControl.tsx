import { SegmentGroup } from '@chakra-ui/react';
import './contentSlotRecipes';
import { CONTENT_SORTS, type ContentSort } from '../../../../../shared/dashboard-constants';

export const CONTENT_SORT_LABELS: Record<ContentSort, string> = { latest: '최신순', popular: '인기순', oldest: '날짜순' };

/** The address's `sort`, or 최신순 for a missing or unknown one. */
export const contentSortOf = (value: string | null): ContentSort => CONTENT_SORTS.find((s) => s === value) ?? 'latest';

/** 최신순 · 인기순 · 날짜순 as one radio group (arrow keys move between them). */
export function ContentSortControl({ value, onChange, label }: { value: ContentSort; onChange: (sort: ContentSort) => void; label: string }) {
  return (
    <SegmentGroup.Root
      size="sm"
      value={value}
      onValueChange={(d) => d.value && onChange(contentSortOf(d.value))}
      aria-label={label}
      flexShrink={0}
    >
      <SegmentGroup.Indicator />
      <SegmentGroup.Items items={CONTENT_SORTS.map((s) => ({ value: s, label: CONTENT_SORT_LABELS[s] }))} />
    </SegmentGroup.Root>
  );
}
