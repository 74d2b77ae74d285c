import { Box, Grid, Image, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { HOME_POSTS_SHOWN, HOME_VIDEOS_SHOWN } from '../../../../shared/content-constants';
import { relativeTime, shortCount } from '../../../../shared/relative-time';
import type { PostItem } from '../../../../shared/schemas/content';
import { PostCard, posterOf } from './PostCard';

/** The home's rising videos: two of the newest video posts; each opens the shorts player on it. */
export function RisingVideos({ posts }: { posts: PostItem[] }) {
  return (
    <Grid as="ul" listStyleType="none" templateColumns="repeat(2, minmax(0, 1fr))" gap="3" maxW={{ md: 'lg' }}>
      {posts.slice(0, HOME_VIDEOS_SHOWN).map((post) => {
        const poster = posterOf(post);
        return (
          <Box as="li" key={post.id}>
            <RouterLink to={`/main?tab=video&play=${post.id}`} aria-label={`${post.title} 영상 보기`}>
              <Box position="relative" aspectRatio={9 / 16} borderRadius="xl" overflow="hidden" bg="gray.800">
                {poster && <Image src={poster} alt="" w="full" h="full" objectFit="cover" loading="lazy" />}
                <Text position="absolute" bottom="2" left="2" color="white" fontSize="xs" fontWeight="semibold" textShadow="0 1px 2px rgba(0,0,0,.8)">
                  ▶ {shortCount(post.views_count)}
                </Text>
              </Box>
              <Text mt="1.5" fontWeight="semibold" fontSize="sm" lineClamp={2}>
                {post.title}
              </Text>
              <Text fontSize="xs" color="fg.muted" truncate>
                {post.author.business_name ?? post.author.username} · {relativeTime(post.created_at)}
              </Text>
            </RouterLink>
          </Box>
        );
      })}
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
