import { Box, Grid, Skeleton, Text } from '@chakra-ui/react';
import { lazy, Suspense, useDeferredValue } from 'react';
import { FEED_SIZE } from '../../../../shared/content-constants';
import { MSG } from '../../../../shared/messages';
import type { PostItem } from '../../../../shared/schemas/content';
import { trpc } from '../../lib/trpc';
import { QueryErrorState } from '../../ui/QueryErrorState';
import { VideoTileBody } from './PostCard';
import { WritePostButton } from './WritePostButton';
import { useLiveSearchParams } from '../../lib/useLiveSearchParams';

const ShortsPlayer = lazy(() => import('./ShortsPlayer'));
const FEED_FAILURE = { failed: MSG.homeLoadFailed };
/** The tiles of the first row on a phone (two columns), whose posters load at once. */
const FIRST_ROW = 2;

/**
 * /main?tab=video: the 20 newest video posts as a grid; a tap opens the shorts player on that post
 * (?play={id}, so the back button closes it as well as the player's own).
 */
export function VideoTab() {
  return (
    <>
      <WritePostButton label="영상 올리기" />
      <VideoTabBody />
    </>
  );
}

function VideoTabBody() {
  const [params, setParams] = useLiveSearchParams();
  const list = trpc.content.posts.list.useQuery({ is_video: true, size: FEED_SIZE, sort: 'latest' });
  const playing = Number(params.get('play'));

  const open = (id: number) =>
    setParams((next) => {
      next.set('play', String(id));
      return next;
    });

  if (list.isError) return <QueryErrorState error={list.error} texts={FEED_FAILURE} onRetry={() => void list.refetch()} compact />;
  if (list.isPending) {
    return (
      <Grid templateColumns={{ base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }} gap="3" py="4" role="status" aria-label="영상을 불러오는 중">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} aspectRatio={9 / 16} borderRadius="xl" />
        ))}
      </Grid>
    );
  }
  const videos = list.data.posts;
  if (videos.length === 0) {
    return (
      <Text py="16" textAlign="center" color="fg.muted">
        아직 영상이 없습니다.
      </Text>
    );
  }
  const start = videos.findIndex((v) => v.id === playing);
  return (
    <>
      <VideoGrid videos={videos} open={open} />
      {start >= 0 && (
        <Suspense fallback={null}>
          <ShortsPlayer
            first={videos}
            start={start}
            onClose={() =>
              setParams((next) => {
                next.delete('play');
                return next;
              })
            }
          />
        </Suspense>
      )}
    </>
  );
}

/**
 * The grid of tiles. Its first pass is the first row on this screen (two columns on a phone, four
 * from 768 px), whose posters are the largest paint; the other tiles render in a deferred pass after
 * that paint (nothing sits below the grid, so they move nothing).
 */
function VideoGrid({ videos, open }: { videos: PostItem[]; open: (id: number) => void }) {
  const firstRow = Math.min(videos.length, window.matchMedia?.('(min-width: 48em)').matches ? 4 : FIRST_ROW);
  const shown = useDeferredValue(videos.length, firstRow);
  return (
    <Grid as="ul" listStyleType="none" templateColumns={{ base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }} gap="3" py="4">
      {videos.slice(0, shown).map((post, i) => (
        <Box as="li" key={post.id}>
          <Box as="button" onClick={() => open(post.id)} w="full" textAlign="start" aria-label={`${post.title} 영상 보기`}>
            <VideoTileBody post={post} eager={i < FIRST_ROW} />
          </Box>
        </Box>
      ))}
    </Grid>
  );
}
