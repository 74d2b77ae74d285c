import { Button, Center, Stack, Text } from '@chakra-ui/react';
import type { InfiniteData } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { QueryErrorState } from '../QueryErrorState';
import { ListSkeleton } from './ListSkeleton';

/** What InfiniteList reads of a react-query infinite query. */
export interface InfiniteQueryLike<D> {
  data: InfiniteData<D, unknown> | undefined;
  isError: boolean;
  error: unknown;
  isFetchNextPageError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}

interface Props<D, T> {
  query: InfiniteQueryLike<D>;
  /** The rows of one answer. */
  items: (page: D) => T[];
  /** A row's identity: a row that moved between pages while one scrolled shows once. */
  rowKey: (item: T) => string | number;
  /** Names the list for screen readers. */
  label: string;
  /** The screen's load-failure text (commerce.md §8). */
  failed: string;
  empty: ReactNode;
  children: (items: T[]) => ReactNode;
}

/**
 * The infinite list scaffold (PagedList's sibling): loading rows, the failure with a retry, the empty
 * state, the rows, then the next page as the end of the list comes into view (an observer on a
 * sentinel) or through a visible 더 보기 button for keyboard and screen-reader users, the rows being
 * loaded, a failed next page with its retry, and the end.
 */
export function InfiniteList<D, T>({ query, items, rowKey, label, failed, empty, children }: Props<D, T>) {
  const rows = useMemo(() => {
    const seen = new Set<string | number>();
    return (query.data?.pages ?? []).flatMap(items).filter((row) => {
      const key = rowKey(row);
      return !seen.has(key) && !!seen.add(key);
    });
  }, [query.data, items, rowKey]);

  // The observer asks for the next page once the sentinel nears the viewport; never again while it loads or failed.
  const sentinel = useRef<HTMLDivElement | null>(null);
  const canLoadMore = query.hasNextPage && !query.isFetchingNextPage && !query.isFetchNextPageError;
  const fetchNext = useRef(query.fetchNextPage);
  fetchNext.current = query.fetchNextPage;
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !canLoadMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) void fetchNext.current();
    }, { rootMargin: '200px 0px' });
    observer.observe(el);
    return () => observer.disconnect();
  }, [canLoadMore, rows.length]);

  if (query.isError && !query.data) {
    return <QueryErrorState compact error={query.error} onRetry={() => void query.refetch()} texts={{ failed }} />;
  }
  if (!query.data) return <ListSkeleton label={`${label} 불러오는 중`} />;
  if (rows.length === 0) return <>{empty}</>;

  return (
    <Stack gap="3" aria-label={label} aria-busy={query.isFetchingNextPage} data-testid="infinite-list">
      {children(rows)}
      {/* What follows the rows is never the scroll anchor (as the footer): the rows are, so a next page
          added below them leaves the reader where they were and the sentinel moves down with it. */}
      <Stack gap="3" css={{ overflowAnchor: 'none' }}>
        <div ref={sentinel} aria-hidden />
        {query.isFetchingNextPage && <ListSkeleton label={`${label} 더 불러오는 중`} rows={2} />}
        {query.isFetchNextPageError && (
          <Center py="4" flexDirection="column" gap="2" role="alert">
            <Text fontSize="sm">{failed}</Text>
            <Button size="sm" variant="outline" colorPalette="brand" onClick={() => void query.fetchNextPage()}>
              다시 시도
            </Button>
          </Center>
        )}
        {canLoadMore && (
          <Center py="2">
            <Button size="sm" variant="outline" onClick={() => void query.fetchNextPage()}>
              더 보기
            </Button>
          </Center>
        )}
        {/* The end is worth saying only after scrolling through more than one page. */}
        {!query.hasNextPage && (query.data?.pages.length ?? 0) > 1 && (
          <Text textAlign="center" fontSize="sm" color="fg.muted" py="3">
            모두 불러왔습니다.
          </Text>
        )}
      </Stack>
    </Stack>
  );
}
