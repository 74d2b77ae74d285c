import { Box, Grid, useBreakpointValue } from '@chakra-ui/react';
import { DASHBOARD_CONTENTS_LIMIT } from '../../../../../shared/dashboard-constants';
import { MSG } from '../../../../../shared/messages';
import { trpc } from '../../../lib/trpc';
import { ListEmpty } from '../../../ui/list/ListEmpty';
import { ListSkeleton } from '../../../ui/list/ListSkeleton';
import { QueryErrorState } from '../../../ui/QueryErrorState';
import { PostCard } from '../../content/PostCard';
import { WriteButton } from './OwnContentList';

/** The home tab's request (HomeTab starts it with the figures'). */
export const RECENT_CONTENTS_INPUT = { limit: DASHBOARD_CONTENTS_LIMIT, offset: 0, content_type: 'all', sort: 'latest' } as const;

/**
 * How long the home tab's answers asked for ahead (the figures as the app starts, these sections as
 * the tab opens) stay fresh: the queries mounting a moment later take them instead of asking again
 * (they did, a second request before the page's largest paint).
 */
export const HOME_PREFETCH_FRESH_MS = 10_000;

/** The home tab's six newest of the merchant's own posts, videos and announcements. */
export function RecentContents() {
  // A phone shows the six as text (an overview, not a feed); wider screens one picture each.
  // Read at the first render (ssr: false): a second render with pictures would move the sections below.
  const mediaShown = useBreakpointValue({ base: 0, md: 1 }, { ssr: false }) ?? 0;
  const query = trpc.dashboard.contents.useQuery(RECENT_CONTENTS_INPUT, { staleTime: HOME_PREFETCH_FRESH_MS });
  if (query.isError) {
    return <QueryErrorState compact error={query.error} onRetry={() => void query.refetch()} texts={{ failed: MSG.dashboardContentsLoadFailed }} />;
  }
  if (!query.data) return <ListSkeleton label="최근 콘텐츠 불러오는 중" rows={2} height="32" />;
  const { contents } = query.data;
  if (contents.length === 0) return <ListEmpty title="아직 올린 콘텐츠가 없습니다." description="첫 게시글이나 동영상을 올려보세요." action={<WriteButton />} />;
  return (
    <Grid as="ul" listStyleType="none" templateColumns={{ base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }} gap="3" aria-label="최근 콘텐츠">
      {contents.map((post) => (
        // A grid item of its own, so the card stretches to its row's height.
        <Box as="li" key={post.id} display="grid" minW="0" data-testid="recent-content">
          <PostCard post={post} excerptLength={60} mediaShown={mediaShown} />
        </Box>
      ))}
    </Grid>
  );
}
