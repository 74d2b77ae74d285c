import { Box, Grid, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { HOME_POSTS_SHOWN, HOME_VIDEOS_SHOWN } from '../../../../shared/content-constants';
import type { PostItem } from '../../../../shared/schemas/content';
import { PostCard, VideoTileBody } from './PostCard';

/** The home's rising videos: two of the newest video posts; each opens the shorts player on it. */
export function RisingVideos({ posts }: { posts: PostItem[] }) {
  return (
    <Grid as="ul" listStyleType="none" templateColumns="repeat(2, minmax(0, 1fr))" gap="3" maxW={{ md: 'lg' }}>
      {posts.slice(0, HOME_VIDEOS_SHOWN).map((post) => (
        <Box as="li" key={post.id}>
          <RouterLink to={`/main?tab=video&play=${post.id}`} aria-label={`${post.title} 영상 보기`}>
            <VideoTileBody post={post} />
          </RouterLink>
        </Box>
      ))}
    </Grid>
  );
}

/** The home's recent community: two of the newest posts that are not videos, 100-character excerpts. */
export function RecentPosts({ posts }: { posts: PostItem[] }) {
  return (
    <Stack gap="3">
      {posts.slice(0, HOME_POSTS_SHOWN).map((post) => (
        <PostCard key={post.id} post={post} excerptLength={100} mediaShown={0} />
      ))}
    </Stack>
  );
}
