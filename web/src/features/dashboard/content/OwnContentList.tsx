import { Box, Button, Flex, Grid, Stack } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { DASHBOARD_CONTENTS_LIMIT } from '../../../../../shared/dashboard-constants';
import { MSG } from '../../../../../shared/messages';
import type { PostItem } from '../../../../../shared/schemas/content';
import { trpc } from '../../../lib/trpc';
import { ListTotal } from '../../../ui/list/ListTotal';
import { ListEmpty } from '../../../ui/list/ListEmpty';
import { PagedList } from '../../../ui/list/PagedList';
import { PostCard, VideoTileBody } from '../../content/PostCard';
import { useTabParams } from '../useTabParams';
import { ContentSortControl, contentSortOf } from './ContentSortControl';

type Kind = 'video' | 'post';

const WORDS: Record<Kind, { list: string; empty: string; hint: string }> = {
  video: { list: '내 동영상', empty: '아직 올린 동영상이 없습니다.', hint: '짧은 영상으로 가게 소식을 전해보세요.' },
  post: { list: '내 게시글', empty: '아직 작성한 게시글이 없습니다.', hint: '첫 글로 단골 손님들께 인사해보세요.' },
};

/** The way to /content/upload (only merchants reach the dashboard, and only they post). */
export function WriteButton({ variant = 'solid' }: { variant?: 'solid' | 'outline' }) {
  return (
    <Button asChild size="sm" colorPalette="brand" variant={variant}>
      <RouterLink to="/content/upload">글쓰기</RouterLink>
    </Button>
  );
}

/** A post's own edit link, named by its title for screen readers. */
export function EditContentLink({ post }: { post: PostItem }) {
  return (
    <Button asChild size="xs" variant="outline">
      <RouterLink to={`/content/${post.id}/edit`} aria-label={`${post.title} 수정`}>
        수정
      </RouterLink>
    </Button>
  );
}

/**
 * The videos and posts tabs (GET /api/dashboard/contents with content_type video or post): the
 * merchant's own, 6 a page, sorted 최신순 · 인기순 · 날짜순; the sort and the page live in the address.
 */
export function OwnContentList({ kind }: { kind: Kind }) {
  const { page, setPage, get, set } = useTabParams();
  const sort = contentSortOf(get('sort'));
  const words = WORDS[kind];
  const query = trpc.dashboard.contents.useQuery(
    { limit: DASHBOARD_CONTENTS_LIMIT, offset: (page - 1) * DASHBOARD_CONTENTS_LIMIT, content_type: kind, sort },
    { placeholderData: keepPreviousData },
  );

  return (
    <Stack gap="3">
      <Flex justify="space-between" align="center" gap="2" wrap="wrap">
        <ContentSortControl value={sort} onChange={(next) => set({ sort: next === 'latest' ? undefined : next })} label={`${words.list} 정렬`} />
        <WriteButton />
      </Flex>
      <PagedList
        query={query}
        items={(d) => d.contents}
        paging={(d) => ({ total: d.total, hasMore: d.has_more })}
        page={page}
        pageSize={DASHBOARD_CONTENTS_LIMIT}
        onPage={setPage}
        label={words.list}
        failed={MSG.dashboardContentsLoadFailed}
        empty={<ListEmpty title={words.empty} description={words.hint} action={<WriteButton />} />}
        header={(d) => <ListTotal total={d.total} unit="개" />}
      >
        {(items) => (kind === 'video' ? <VideoTiles videos={items} label={words.list} /> : <PostRows posts={items} label={words.list} />)}
      </PagedList>
    </Stack>
  );
}

/** Video posts as poster tiles (two across on a phone), each opening the post, with its edit link below. */
function VideoTiles({ videos, label }: { videos: PostItem[]; label: string }) {
  return (
    <Grid
      as="ul"
      aria-label={label}
      listStyleType="none"
      templateColumns={{ base: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(6, minmax(0, 1fr))' }}
      gap="3"
    >
      {videos.map((post) => (
        <Box as="li" key={post.id} minW="0" data-testid="dashboard-content" data-content-id={post.id}>
          <RouterLink to={`/content/${post.id}`} aria-label={`${post.title} 보기`}>
            <VideoTileBody post={post} />
          </RouterLink>
          <Flex justify="flex-end" mt="1">
            <EditContentLink post={post} />
          </Flex>
        </Box>
      ))}
    </Grid>
  );
}

/** Posts as the feed's cards, each with its edit link in the card's free bottom corner (beside the counts). */
export function PostRows({ posts, label, excerptLength = 80, mediaShown = 2 }: { posts: PostItem[]; label: string; excerptLength?: number; mediaShown?: number }) {
  return (
    <Stack as="ul" aria-label={label} listStyleType="none" gap="3">
      {posts.map((post) => (
        <Box as="li" key={post.id} position="relative" minW="0" data-testid="dashboard-content" data-content-id={post.id}>
          <PostCard post={post} excerptLength={excerptLength} mediaShown={mediaShown} />
          {/* Above the card's own link (LinkOverlay stretches over the whole card). */}
          <Box position="absolute" bottom={{ base: '1.5', md: '2.5' }} insetEnd="3" zIndex="1">
            <EditContentLink post={post} />
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
