import { Box, Button, CloseButton, Dialog, Flex, HStack, IconButton, Link, Portal, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { SHORTS_PAGE_SIZE } from '../../../../shared/content-constants';
import { MSG } from '../../../../shared/messages';
import { excerpt, shortCount } from '../../../../shared/relative-time';
import type { PostItem } from '../../../../shared/schemas/content';
import { channelPath } from '../../lib/channelPaths';
import { trpc } from '../../lib/trpc';
import { AppIcon } from '../../ui/AppIcon';
import { toaster } from '../../ui/toaster';
import { CommentSection, MODAL_INDENT_PX } from './CommentSection';
import { posterOf } from './PostCard';
import { useActiveInView, usePlayWhileActive } from './useActiveInView';
import { useLikeToggle } from './useLikeToggle';

/**
 * The vertical full-screen shorts player (platform.md §3 Main feed): one video post a screen, snapped;
 * the one in view plays (muted until a tap turns the sound on), a bar shows its progress; like (at
 * once, rolled back when the server refuses), comments in a modal, share, the author's channel, and a
 * way back to the list. More posts load 5 at a time near the end.
 */
export default function ShortsPlayer({ first, start, onClose }: { first: PostItem[]; start: number; onClose: () => void }) {
  const [posts, setPosts] = useState(first);
  const [muted, setMuted] = useState(true);
  const [commentsOf, setCommentsOf] = useState<number | null>(null);
  const [exhausted, setExhausted] = useState(false);
  const utils = trpc.useUtils();
  // The slide most in view is the active one.
  const { active, itemRef, items: slides } = useActiveInView(posts.length, start);
  const loading = useRef(false);

  // Open on the chosen post.
  useEffect(() => {
    slides.current[start]?.scrollIntoView({ block: 'start' });
  }, [start, slides]);

  // Near the end: the next page of 5 (pages of 5 line up with the grid's 20).
  useEffect(() => {
    if (exhausted || loading.current || active < posts.length - 2 || posts.length % SHORTS_PAGE_SIZE !== 0) return;
    loading.current = true;
    utils.content.posts.list
      .fetch({ is_video: true, sort: 'latest', size: SHORTS_PAGE_SIZE, page: posts.length / SHORTS_PAGE_SIZE + 1 })
      .then((page) => {
        const known = new Set(posts.map((p) => p.id));
        const fresh = page.posts.filter((p) => !known.has(p.id));
        if (fresh.length === 0 || !page.has_more) setExhausted(true);
        if (fresh.length > 0) setPosts((p) => [...p, ...fresh]);
      })
      .catch((err) => console.warn('more shorts failed', err))
      .finally(() => {
        loading.current = false;
      });
  }, [active, posts, exhausted, utils]);

  return (
    <Dialog.Root open onOpenChange={(d) => !d.open && onClose()} size="full" motionPreset="none">
      <Portal>
        <Dialog.Positioner>
          <Dialog.Content bg="black" color="white" borderRadius="0" h="100dvh" overflow="hidden">
            <Dialog.Title srOnly>영상 보기</Dialog.Title>
            <Box h="100dvh" overflowY="auto" scrollSnapType="y mandatory" css={{ scrollbarWidth: 'none' }}>
              {posts.map((post, i) => (
                <Slide
                  key={post.id}
                  ref={itemRef(i)}
                  post={post}
                  active={i === active}
                  muted={muted}
                  onToggleMute={() => setMuted((m) => !m)}
                  onComments={() => setCommentsOf(post.id)}
                />
              ))}
            </Box>
            <Button position="absolute" top="3" insetStart="3" size="sm" bg="blackAlpha.600" color="white" _hover={{ bg: 'blackAlpha.800' }} onClick={onClose}>
              <AppIcon name="left" boxSize="4" /> 목록
            </Button>
            <HStack position="absolute" top="3" insetEnd="3" gap="1.5" fontSize="xs" bg="blackAlpha.600" px="2.5" py="1.5" borderRadius="md" aria-live="polite">
              <AppIcon name={muted ? 'soundOff' : 'soundOn'} boxSize="4" />
              <Text>{muted ? '탭하면 소리 켜기' : '소리 켜짐'}</Text>
            </HStack>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
      {commentsOf !== null && <CommentsModal postId={commentsOf} onClose={() => setCommentsOf(null)} />}
    </Dialog.Root>
  );
}

interface SlideProps {
  ref: (el: HTMLElement | null) => void;
  post: PostItem;
  active: boolean;
  muted: boolean;
  onToggleMute: () => void;
  onComments: () => void;
}

function Slide({ ref, post, active, muted, onToggleMute, onComments }: SlideProps) {
  const video = useRef<HTMLVideoElement>(null);
  const [progress, setProgress] = useState(0);
  // Shown at once; put back if the server says no (platform.md §3 Shorts player).
  const { liked, toggle: toggleLike } = useLikeToggle(post);
  const source = post.media.find((m) => m.media_type === 'video');
  usePlayWhileActive(video, active);

  const share = async () => {
    const url = new URL(`/content/${post.id}`, window.location.origin).toString();
    if (typeof navigator.share === 'function' && window.matchMedia('(pointer: coarse)').matches) {
      await navigator.share({ title: post.title, url }).catch(() => undefined);
      return;
    }
    await navigator.clipboard
      .writeText(url)
      .then(() => toaster.create({ type: 'success', title: MSG.linkCopied, duration: 3000 }))
      .catch(() => toaster.create({ type: 'info', title: url, duration: 8000 }));
  };

  return (
    <Box ref={ref} data-active={active} position="relative" h="100dvh" scrollSnapAlign="start" display="flex" alignItems="center" justifyContent="center">
      {source ? (
        <video
          ref={video}
          src={source.file_path}
          poster={posterOf(post) ?? undefined}
          muted={muted}
          loop
          playsInline
          preload={active ? 'auto' : 'metadata'}
          onClick={onToggleMute}
          onTimeUpdate={(e) => setProgress(e.currentTarget.duration ? e.currentTarget.currentTime / e.currentTarget.duration : 0)}
          style={{ width: '100%', height: '100%', objectFit: 'contain', cursor: 'pointer' }}
          aria-label={`${post.title} 영상, 탭하면 소리 켜기·끄기`}
        />
      ) : null}
      <Box position="absolute" bottom="0" insetX="0" h="1" bg="whiteAlpha.300" role="progressbar" aria-label="재생 진행" aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(progress * 100)}>
        <Box h="full" bg="white" w={`${progress * 100}%`} />
      </Box>
      <Flex position="absolute" bottom="6" insetX="0" px="4" gap="3" align="flex-end" pointerEvents="none">
        <Stack flex="1" minW="0" gap="1" textShadow="0 1px 3px rgba(0,0,0,.9)" pointerEvents="auto">
          <Link asChild color="white" fontWeight="bold" w="fit-content">
            <RouterLink to={channelPath(post.author)}>{post.author.business_name ?? post.author.username}</RouterLink>
          </Link>
          <Text fontWeight="semibold">{post.title}</Text>
          <Text fontSize="sm" lineClamp={2}>
            {excerpt(post.content, 80)}
          </Text>
        </Stack>
        <Stack gap="3" align="center" pointerEvents="auto">
          <IconButton aria-label="좋아요" aria-pressed={liked.is_liked} variant="subtle" colorPalette={liked.is_liked ? 'red' : 'gray'} borderRadius="full" onClick={() => void toggleLike()}>
            <AppIcon name="heart" filled={liked.is_liked} />
          </IconButton>
          <Text fontSize="xs">{shortCount(liked.likes_count)}</Text>
          <IconButton aria-label="댓글" variant="subtle" colorPalette="gray" borderRadius="full" onClick={onComments}>
            <AppIcon name="comment" />
          </IconButton>
          <Text fontSize="xs">{shortCount(post.comments_count)}</Text>
          <IconButton aria-label="공유" variant="subtle" colorPalette="gray" borderRadius="full" onClick={() => void share()}>
            <AppIcon name="share" />
          </IconButton>
        </Stack>
      </Flex>
    </Box>
  );
}

function CommentsModal({ postId, onClose }: { postId: number; onClose: () => void }) {
  return (
    <Dialog.Root open onOpenChange={(d) => !d.open && onClose()} placement="bottom">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner alignItems="flex-end">
          <Dialog.Content w="full" maxW="lg" maxH="75dvh" mb="0" borderTopRadius="2xl" borderBottomRadius="0" overflowY="auto" color="fg" bg="bg">
            <Dialog.Header>
              <Dialog.Title>댓글</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pt="0">
              <CommentSection postId={postId} indent={MODAL_INDENT_PX} inModal />
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton aria-label="닫기" position="absolute" top="3" insetEnd="3" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
