import { Box, Button, Flex, Grid, Heading, HStack, Image, Link, Skeleton, SkeletonText, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { MSG } from '../../../../shared/messages';
import { relativeTime, shortCount } from '../../../../shared/relative-time';
import type { PostItem } from '../../../../shared/schemas/content';
import { channelPath } from '../../lib/channelPaths';
import { HttpError } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { useSession } from '../../lib/useSession';
import { useAlert } from '../../ui/alertContext';
import { AppShell } from '../../ui/AppShell';
import { QueryErrorState } from '../../ui/QueryErrorState';
import { toaster } from '../../ui/toaster';
import { CommentSection } from './CommentSection';
import { useLikeToggle } from './useLikeToggle';

// Loaded at its first use: its dialog's code (the overlays chunk) is not on the post's first paint.
const MediaViewer = lazy(() => import('./MediaViewer').then((m) => ({ default: m.MediaViewer })));

const DETAIL_TEXTS = { notFound: MSG.postNotFound, notFoundHint: MSG.postNotFoundHint, failed: MSG.postLoadFailed };
const NO_SUCH_ID = new HttpError(MSG.postNotFound, 404);
/** platform.md §3: the post loads after a 300 ms delay. */
const LOAD_DELAY_MS = 300;

/** /content/{id} (platform.md §3 Post detail). */
export default function PostDetailPage() {
  const { id: raw } = useParams();
  const id = Number(raw);
  const valid = Number.isInteger(id) && id > 0;
  const utils = trpc.useUtils();
  // A post already at hand (the server's, in a guest's first page: app/pageDataSeed.ts) paints at
  // once; its request, which counts the view, goes in the first idle moment after the paint.
  const [atHand] = useState(() => valid && utils.content.posts.get.getData({ id }) !== undefined);
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWaited(true), LOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  // Each load counts a view: a cached answer is reused rather than refetched on every mount.
  const post = trpc.content.posts.get.useQuery({ id }, { enabled: valid && (waited || atHand), staleTime: 60_000, retry: false });

  if (!valid || post.isError) {
    return (
      <AppShell header={{ back: true, title: '게시글' }} tabBar={false}>
        <QueryErrorState error={valid ? post.error : NO_SUCH_ID} onRetry={() => void post.refetch()} texts={DETAIL_TEXTS} />
      </AppShell>
    );
  }
  if (!post.data) return <DetailSkeleton />;
  return <PostView post={post.data} />;
}

function DetailSkeleton() {
  return (
    <AppShell header={{ back: true, title: '게시글' }} tabBar={false}>
      <Stack maxW="3xl" mx="auto" px="4" py="6" gap="4" role="status" aria-label="게시글을 불러오는 중">
        <Skeleton h="5" w="40%" />
        <Skeleton h="8" w="80%" />
        <SkeletonText noOfLines={4} />
        <Skeleton aspectRatio={4 / 3} borderRadius="xl" />
      </Stack>
    </AppShell>
  );
}

function PostView({ post }: { post: PostItem }) {
  const session = useSession();
  const navigate = useNavigate();
  const alert = useAlert();
  const utils = trpc.useUtils();
  const remove = trpc.content.posts.delete.useMutation();
  const { liked, toggle: toggleLike } = useLikeToggle(post);
  const [viewing, setViewing] = useState<number | null>(null);
  const isAuthor = session?.user.id === post.author.id;

  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === 'function' && window.matchMedia('(pointer: coarse)').matches) {
      await navigator.share({ title: post.title, url }).catch(() => undefined);
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      toaster.create({ type: 'success', title: MSG.linkCopied, duration: 3000 });
    } catch {
      await alert({ type: 'info', title: '링크 복사', message: `아래 주소를 복사해주세요.\n${url}`, showCancel: false });
    }
  };

  const onDelete = async () => {
    if (!(await alert({ type: 'danger', title: '게시글 삭제', message: MSG.postDeleteConfirm, confirmText: '삭제' }))) return;
    try {
      await remove.mutateAsync({ id: post.id });
      await utils.content.invalidate();
      navigate(-1);
    } catch {
      await alert({ type: 'danger', title: '삭제 실패', message: MSG.postDeleteFailed, showCancel: false });
    }
  };

  const author = isAuthor ? { onEdit: () => navigate(`/content/${post.id}/edit`), onDelete: () => void onDelete() } : {};
  return (
    <AppShell header={{ back: true, title: post.title, ...author }} tabBar={false}>
      <Box as="article" maxW="3xl" mx="auto" px="4" py={{ base: '4', md: '8' }}>
        <HStack gap="2" fontSize="sm" color="fg.muted" wrap="wrap">
          <Link asChild fontWeight="semibold" color="fg">
            <RouterLink to={channelPath(post.author)}>{post.author.business_name ?? post.author.username}</RouterLink>
          </Link>
          <Text>· {relativeTime(post.created_at, new Date(), true)}</Text>
          {post.is_announcement && (
            <Text px="1.5" borderRadius="sm" bg="brand.subtle" color="brand.fg" fontWeight="semibold" fontSize="xs">
              공지
            </Text>
          )}
        </HStack>
        <Heading as="h2" size="xl" mt="2" lineHeight="short">
          {post.title}
        </Heading>
        <Text mt="4" whiteSpace="pre-wrap" lineHeight="tall">
          {post.content}
        </Text>
        {post.media.length > 0 && (
          <Grid mt="5" gap="2" templateColumns={post.media.length === 1 ? '1fr' : 'repeat(2, minmax(0, 1fr))'}>
            {post.media.map((m, i) =>
              m.media_type === 'video' ? (
                // The video's box is sized before its metadata arrives (9:16, the shorts' shape, at most 70% of
                // the screen's height): sized by the video, it grew from 150 px and pushed the comments down.
                <Box key={m.id} gridColumn="1 / -1" borderRadius="xl" overflow="hidden" bg="black">
                  <video
                    src={m.file_path}
                    poster={m.thumbnail_url ?? undefined}
                    controls
                    playsInline
                    preload="metadata"
                    style={{ display: 'block', width: '100%', aspectRatio: '9 / 16', maxHeight: '70vh', objectFit: 'contain' }}
                    aria-label={`${post.title} 영상 ${i + 1}`}
                  />
                </Box>
              ) : (
                <Box key={m.id} as="button" onClick={() => setViewing(i)} aria-label={`이미지 ${i + 1} 크게 보기`} borderRadius="xl" overflow="hidden" bg="bg.muted" aspectRatio={post.media.length === 1 ? undefined : 1}>
                  <Image src={m.file_path} alt={`${post.title} 이미지 ${i + 1}`} w="full" h="full" objectFit="cover" />
                </Box>
              ),
            )}
          </Grid>
        )}
        <Flex mt="5" gap="2" wrap="wrap" align="center">
          <Button variant={liked.is_liked ? 'solid' : 'outline'} colorPalette="brand" size="sm" aria-pressed={liked.is_liked} onClick={() => void toggleLike()}>
            {liked.is_liked ? '♥' : '♡'} 좋아요 {shortCount(liked.likes_count)}
          </Button>
          <Text fontSize="sm" color="fg.muted">
            댓글 {shortCount(post.comments_count)} · 조회 {shortCount(post.views_count)}
          </Text>
          <Button variant="ghost" size="sm" ms="auto" onClick={() => void share()}>
            공유
          </Button>
        </Flex>
        <CommentSection postId={post.id} />
      </Box>
      {viewing !== null && (
        <Suspense fallback={null}>
          <MediaViewer images={post.media.filter((m) => m.media_type === 'image')} start={post.media.filter((m) => m.media_type === 'image').indexOf(post.media[viewing])} title={post.title} onClose={() => setViewing(null)} />
        </Suspense>
      )}
    </AppShell>
  );
}
