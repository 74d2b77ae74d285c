import { Box, Skeleton, Stack } from '@chakra-ui/react';
import { POSTS_PAGE_MAX } from '../../../../../shared/content-constants';
import { trpc } from '../../../lib/trpc';
import { QueryErrorState } from '../../../ui/QueryErrorState';
import { PostCard } from '../PostCard';
import { ChannelEmpty } from './ChannelEmpty';
import { CHANNEL_LIST_FAILED } from './texts';

/** The channel's 50 newest posts (videos among them) as the feed's cards; a card opens /content/{id}. */
export function ChannelPosts({ authorId }: { authorId: number }) {
  const list = trpc.content.posts.list.useQuery({ author_id: authorId, size: POSTS_PAGE_MAX, sort: 'latest' });
  if (list.isError) return <QueryErrorState error={list.error} texts={CHANNEL_LIST_FAILED} onRetry={() => void list.refetch()} compact />;
  if (list.isPending) {
    return (
      <Stack gap="3" role="status" aria-label="게시글을 불러오는 중">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h="32" borderRadius="xl" />
        ))}
      </Stack>
    );
  }
  if (list.data.posts.length === 0) return <ChannelEmpty>아직 게시글이 없습니다.</ChannelEmpty>;
  return (
    <Stack as="ul" listStyleType="none" gap="3" aria-label="채널 게시글">
      {list.data.posts.map((post) => (
        <Box as="li" key={post.id}>
          <PostCard post={post} excerptLength={120} />
        </Box>
      ))}
    </Stack>
  );
}
