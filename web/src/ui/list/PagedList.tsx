import { Stack } from '@chakra-ui/react';
import { useEffect, type ReactNode } from 'react';
import { Pager } from '../Pager';
import { QueryErrorState } from '../QueryErrorState';
import { ListSkeleton } from './ListSkeleton';

/** What PagedList reads of a tRPC / react-query query (keep `placeholderData: keepPreviousData` on it). */
export interface PagedQuery<D> {
  data: D | undefined;
  isError: boolean;
  error: unknown;
  isPlaceholderData: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

interface Props<D, T> {
  query: PagedQuery<D>;
  /** The rows of an answer, and how far the list goes (total may be an estimate; has_more is exact). */
  items: (data: D) => T[];
  paging: (data: D) => { total: number; hasMore: boolean };
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** Names the list and its pager for screen readers. */
  label: string;
  /** The screen's load-failure text (commerce.md §8). */
  failed: string;
  empty: ReactNode;
  loading?: ReactNode;
  /** Above the rows (a count, a filter's note), once there is an answer. */
  header?: (data: D) => ReactNode;
  children: (items: T[], data: D) => ReactNode;
}

/** "x / y": y from the total (an estimate past 1,000 rows), never below what has_more proves. */
export function pageCount(total: number, size: number, page: number, hasMore: boolean): number {
  return Math.max(1, Math.ceil(total / size), hasMore ? page + 1 : page);
}

/**
 * The one list scaffold of the app: loading rows, the failure with a retry where one can help, the
 * empty state, the rows, and the pager. A page left empty (its last row deleted, or an address past
 * the end) moves back to the last page that has rows.
 */
export function PagedList<D, T>({ query, items, paging, page, pageSize, onPage, label, failed, empty, loading, header, children }: Props<D, T>) {
  const data = query.data;
  const rows = data ? items(data) : [];
  const pastEnd = !!data && !query.isPlaceholderData && rows.length === 0 && page > 1;
  const lastPage = data ? Math.max(1, Math.ceil(paging(data).total / pageSize)) : 1;
  useEffect(() => {
    if (pastEnd) onPage(Math.min(page - 1, lastPage));
  }, [pastEnd, page, lastPage, onPage]);

  if (query.isError && !data) {
    return <QueryErrorState compact error={query.error} onRetry={() => void query.refetch()} texts={{ failed }} />;
  }
  if (!data) return <>{loading ?? <ListSkeleton label={`${label} 불러오는 중`} />}</>;
  if (rows.length === 0) return page > 1 ? <ListSkeleton label={`${label} 불러오는 중`} /> : <>{empty}</>;

  const { total, hasMore } = paging(data);
  return (
    <Stack gap="0" opacity={query.isPlaceholderData ? 0.6 : 1} aria-busy={query.isFetching}>
      {header?.(data)}
      {children(rows, data)}
      <Pager label={label} page={page} pages={pageCount(total, pageSize, page, hasMore)} hasMore={hasMore} onPage={onPage} />
    </Stack>
  );
}
