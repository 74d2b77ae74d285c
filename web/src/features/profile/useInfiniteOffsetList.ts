import { useInfiniteQuery } from '@tanstack/react-query';
import { useSession } from '../../lib/useSession';

interface Options<D> {
  /** The list and its filters (tab, sort): another key is another list, from page one. */
  key: readonly unknown[];
  /** One page from `offset` rows on. */
  fetchPage: (offset: number) => Promise<D>;
  /** The page's rows count and whether more follow (the answer's has_more, or total against what came). */
  rows: (page: D) => number;
  hasMore: (page: D, loaded: number) => boolean;
  enabled?: boolean;
}

/**
 * A list loaded a page at a time by offset for InfiniteList. Its pages are dropped as soon as nothing
 * shows the list (gcTime 0): a tab or sort switch starts again from page one, freshly loaded
 * (commerce.md §2 Own profile page).
 */
export function useInfiniteOffsetList<D>({ key, fetchPage, rows, hasMore, enabled = true }: Options<D>) {
  const userId = useSession()?.user.id ?? null;
  return useInfiniteQuery({
    queryKey: ['profile', userId, ...key],
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: 0,
    getNextPageParam: (last: D, all: D[]) => {
      const loaded = all.reduce((n, p) => n + rows(p), 0);
      return hasMore(last, loaded) && rows(last) > 0 ? loaded : undefined;
    },
    gcTime: 0,
    retry: false,
    enabled,
  });
}
