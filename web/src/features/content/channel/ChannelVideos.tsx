import { Box, IconButton, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { POSTS_PAGE_MAX } from '../../../../../shared/content-constants';
import { relativeTime, shortCount } from '../../../../../shared/relative-time';
import type { PostItem } from '../../../../../shared/schemas/content';
import { trpc } from '../../../lib/trpc';
import { AppIcon } from '../../../ui/AppIcon';
import { QueryErrorState } from '../../../ui/QueryErrorState';
import { posterOf } from '../PostCard';
import { useActiveInView, usePlayWhileActive } from '../useActiveInView';
import { useLikeToggle } from '../useLikeToggle';
import { ChannelEmpty } from './ChannelEmpty';
import { CHANNEL_LIST_FAILED } from './texts';

/** A video's frame: 9:16, as wide as the column allows and never taller than 65% of the screen. */
const FRAME_W = 'min(100%, calc(65dvh * 9 / 16))';

/**
 * The channel's video posts as a vertical feed (platform.md §2 Merchant channel): the one most in
 * view is the active one and plays, muted and looping; the others pause. Each has a like (at once,
 * put back if refused) and a comment button that opens the post.
 */
export function ChannelVideos({ authorId }: { authorId: number }) {
  const list = trpc.content.posts.list.useQuery({ author_id: authorId, is_video: true, size: POSTS_PAGE_MAX, sort: 'latest' });
  const count = list.data?.posts.length ?? 0;
  const { active, itemRef } = useActiveInView(count);

  if (list.isError) return <QueryErrorState error={list.error} texts={CHANNEL_LIST_FAILED} onRetry={() => void list.refetch()} compact />;
  if (list.isPending) {
    return (
      <Stack gap="6" align="center" role="status" aria-label="영상을 불러오는 중">
        <Skeleton w={FRAME_W} aspectRatio={9 / 16} borderRadius="xl" />
      </Stack>
    );
  }
  if (count === 0) return <ChannelEmpty>아직 영상이 없습니다.</ChannelEmpty>;
  return (
    <Stack as="ul" listStyleType="none" gap="8" align="center" aria-label="채널 영상">
      {list.data.posts.map((post, i) => (
        <VideoItem key={post.id} ref={itemRef(i)} post={post} active={i === active} />
      ))}
    </Stack>
  );
}

function VideoItem({ ref, post, active }: { ref: (el: HTMLElement | null) => void; post: PostItem; active: boolean }) {
  const video = useRef<HTMLVideoElement>(null);
  const navigate = useNavigate();
  const { liked, toggle } = useLikeToggle(post);
  const source = post.media.find((m) => m.media_type === 'video');
  usePlayWhileActive(video, active);

  return (
    <Box as="li" ref={ref} w={FRAME_W} data-active={active}>
      <Box position="relative" aspectRatio={9 / 16} borderRadius="xl" overflow="hidden" bg="gray.900">
        {source && (
          <video
            ref={video}
            src={source.file_path}
            poster={posterOf(post) ?? undefined}
            muted
            loop
            playsInline
            preload={active ? 'auto' : 'metadata'}
            aria-label={`${post.title} 영상`}
            style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        )}
        <Stack position="absolute" insetEnd="2" bottom="3" gap="2.5" align="center" color="white" textShadow="0 1px 3px rgba(0,0,0,.9)">
          <Stack gap="0.5" align="center">
            <IconButton
              aria-label={`좋아요, ${shortCount(liked.likes_count)}개`}
              aria-pressed={liked.is_liked}
              variant="subtle"
              colorPalette={liked.is_liked ? 'red' : 'gray'}
              borderRadius="full"
              onClick={() => void toggle()}
            >
              <AppIcon name="heart" filled={liked.is_liked} />
            </IconButton>
            <Text fontSize="xs" fontWeight="semibold" aria-hidden data-likes>
              {shortCount(liked.likes_count)}
            </Text>
          </Stack>
          <Stack gap="0.5" align="center">
            <IconButton
              aria-label={`댓글 ${shortCount(post.comments_count)}개, 게시글에서 보기`}
              variant="subtle"
              colorPalette="gray"
              borderRadius="full"
              onClick={() => navigate(`/content/${post.id}`)}
            >
              <AppIcon name="comment" />
            </IconButton>
            <Text fontSize="xs" fontWeight="semibold" aria-hidden>
              {shortCount(post.comments_count)}
            </Text>
          </Stack>
        </Stack>
      </Box>
      <Stack mt="2" gap="0.5" minW="0">
        <Link asChild fontWeight="semibold" lineClamp={2} color="fg">
          <RouterLink to={`/content/${post.id}`}>{post.title}</RouterLink>
        </Link>
        <Text fontSize="xs" color="fg.muted">
          조회 {shortCount(post.views_count)} · {relativeTime(post.created_at)}
        </Text>
      </Stack>
    </Box>
  );
}
