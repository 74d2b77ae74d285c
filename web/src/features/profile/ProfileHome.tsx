import { Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { MSG } from '../../../../shared/messages';
import { trpc } from '../../lib/trpc';
import { ListSkeleton } from '../../ui/list/ListSkeleton';
import { QueryErrorState } from '../../ui/QueryErrorState';
import { CommentRows, PostRows, ReviewRows } from './ProfileRows';
import type { ProfileTab } from './profileTabs';

/** How many of each the home tab shows; 더 보기 opens the tab with all of them. */
const HOME_ROWS = 3;

interface SectionQuery<D> {
  data: D | undefined;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

function Section<D>({ title, tab, onMore, query, failed, count, empty, children }: {
  title: string;
  tab: ProfileTab;
  onMore: (tab: ProfileTab) => void;
  query: SectionQuery<D>;
  failed: string;
  count: (d: D) => number;
  empty: string;
  children: (d: D) => ReactNode;
}) {
  const id = `profile-home-${tab}`;
  return (
    <Stack as="section" aria-labelledby={id} gap="2">
      <Flex justify="space-between" align="center" gap="2">
        <Heading as="h3" size="md" id={id}>
          {title}
        </Heading>
        <Button size="xs" variant="ghost" colorPalette="brand" onClick={() => onMore(tab)} aria-label={`${title} 더 보기`}>
          더 보기
        </Button>
      </Flex>
      {query.isError && !query.data ? (
        <QueryErrorState compact error={query.error} onRetry={() => void query.refetch()} texts={{ failed }} />
      ) : !query.data ? (
        <ListSkeleton label={`${title} 불러오는 중`} rows={2} height="16" />
      ) : count(query.data) === 0 ? (
        <Text fontSize="sm" color="fg.muted" py="3">
          {empty}
        </Text>
      ) : (
        children(query.data)
      )}
    </Stack>
  );
}

/** 홈: the latest few posts, videos, notices, comments and reviews, each with 더 보기 to its tab. */
export function ProfileHome({ offered, merchant, onMore }: { offered: readonly ProfileTab[]; merchant: boolean; onMore: (tab: ProfileTab) => void }) {
  const has = (t: ProfileTab) => offered.includes(t);
  const page = { limit: HOME_ROWS, offset: 0 };
  const options = { retry: false } as const;
  const contents = trpc.dashboard.contents.useQuery({ ...page, content_type: 'post', sort: 'latest' }, { ...options, enabled: has('posts') });
  const videos = trpc.dashboard.contents.useQuery({ ...page, content_type: 'video', sort: 'latest' }, { ...options, enabled: has('videos') });
  const myNotices = trpc.dashboard.myAnnouncements.useQuery(page, { ...options, enabled: has('notices') && merchant });
  const siteNotices = trpc.dashboard.announcements.useQuery(page, { ...options, enabled: has('notices') && !merchant });
  const comments = trpc.dashboard.myComments.useQuery(page, { ...options, enabled: has('comments') });
  const reviews = trpc.reviews.mine.useQuery({ skip: 0, limit: HOME_ROWS }, { ...options, enabled: has('reviews') });
  const notices = merchant ? myNotices : siteNotices;

  if (!['posts', 'notices', 'comments', 'reviews'].some((t) => has(t as ProfileTab))) {
    return <Text color="fg.muted">이 사이트에서 보여줄 활동이 없습니다.</Text>;
  }
  return (
    <Stack gap="8">
      {has('posts') && (
        <Section title="게시글" tab="posts" onMore={onMore} query={contents} failed={MSG.dashboardContentsLoadFailed} count={(d) => d.contents.length} empty="아직 올린 게시글이 없습니다.">
          {(d) => <PostRows posts={d.contents} compact />}
        </Section>
      )}
      {has('videos') && (
        <Section title="동영상" tab="videos" onMore={onMore} query={videos} failed={MSG.dashboardContentsLoadFailed} count={(d) => d.contents.length} empty="아직 올린 동영상이 없습니다.">
          {(d) => <PostRows posts={d.contents} compact />}
        </Section>
      )}
      {has('notices') && (
        <Section title="공지사항" tab="notices" onMore={onMore} query={notices} failed={MSG.dashboardNoticesLoadFailed} count={(d) => d.announcements.length} empty="공지사항이 없습니다.">
          {(d) => <PostRows posts={d.announcements} compact />}
        </Section>
      )}
      {has('comments') && (
        <Section title="댓글" tab="comments" onMore={onMore} query={comments} failed={MSG.dashboardCommentsLoadFailed} count={(d) => d.comments.length} empty="아직 작성한 댓글이 없습니다.">
          {(d) => <CommentRows comments={d.comments} />}
        </Section>
      )}
      {has('reviews') && (
        <Section title="리뷰" tab="reviews" onMore={onMore} query={reviews} failed={MSG.dashboardReviewsLoadFailed} count={(d) => d.reviews.length} empty="아직 작성한 리뷰가 없습니다.">
          {(d) => <ReviewRows reviews={d.reviews} />}
        </Section>
      )}
    </Stack>
  );
}
