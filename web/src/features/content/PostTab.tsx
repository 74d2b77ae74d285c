import { Box, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { FEED_SIZE, HOT_POSTS } from '../../../../shared/content-constants';
import { MSG } from '../../../../shared/messages';
import { trpc } from '../../lib/trpc';
import { QueryErrorState } from '../../ui/QueryErrorState';
import { PostCard } from './PostCard';
import { WritePostButton } from './WritePostButton';

const FEED_FAILURE = { failed: MSG.homeLoadFailed };

/** /main?tab=post: the three hottest posts (3×likes + 2×comments + views) and the 20 newest posts. */
export function PostTab() {

  return (
    <>
      <WritePostButton label="글쓰기" />
      <PostTabBody />
    </>
  );
}

function PostTabBody() {
  const hot = trpc.content.posts.list.useQuery({ sort: 'popular', size: HOT_POSTS, is_video: false });
  const feed = trpc.content.posts.list.useQuery({ sort: 'latest', size: FEED_SIZE, is_video: false });
  if (hot.isError || feed.isError) {
    return <QueryErrorState error={hot.error ?? feed.error} texts={FEED_FAILURE} onRetry={() => void Promise.all([hot.refetch(), feed.refetch()])} compact />;
  }
  if (hot.isPending || feed.isPending) {
    return (
      <Stack gap="3" py="4" role="status" aria-label="게시글을 불러오는 중">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h="32" borderRadius="xl" />
        ))}
      </Stack>
    );
  }
  if (feed.data.posts.length === 0) {
    return (
      <Text py="16" textAlign="center" color="fg.muted">
        아직 게시글이 없습니다.
      </Text>
    );
  }
  return (
    <Stack gap="6" py="4">
      <Box as="section" aria-labelledby="hot-posts">
        <Heading id="hot-posts" as="h2" size="md" mb="3">
          인기 게시글
        </Heading>
        <Stack gap="3">
          {hot.data.posts.map((post) => (
            <PostCard key={post.id} post={post} excerptLength={60} mediaShown={0} />
          ))}
        </Stack>
      </Box>
      <Box as="section" aria-labelledby="new-posts">
        <Heading id="new-posts" as="h2" size="md" mb="3">
          최신 게시글
        </Heading>
        <Stack gap="3">
          {feed.data.posts.map((post) => (
            <PostCard key={post.id} post={post} excerptLength={120} />
          ))}
        </Stack>
      </Box>
    </Stack>
  );
}
