import { Box, HStack, Image, LinkBox, LinkOverlay, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { excerpt, relativeTime, shortCount } from '../../../../shared/relative-time';
import type { PostItem } from '../../../../shared/schemas/content';
import { MediaStack } from '../../ui/media/MediaStack';

/** A post in a feed: author, time, title, an excerpt, up to two media and the counts. */
export function PostCard({ post, excerptLength, mediaShown = 2 }: { post: PostItem; excerptLength: number; mediaShown?: number }) {
  const media = post.media.slice(0, mediaShown);
  return (
    <LinkBox as="article" borderWidth="1px" borderRadius="xl" p="4" bg="bg" _hover={{ borderColor: 'brand.muted' }}>
      <HStack gap="2" fontSize="sm" color="fg.muted" minW="0">
        <Text fontWeight="semibold" color="fg" truncate>
          {post.author.business_name ?? post.author.username}
        </Text>
        <Text flexShrink={0}>· {relativeTime(post.created_at)}</Text>
        {post.is_announcement && (
          <Text flexShrink={0} px="1.5" borderRadius="sm" bg="brand.subtle" color="brand.fg" fontWeight="semibold" fontSize="xs">
            공지
          </Text>
        )}
      </HStack>
      <LinkOverlay asChild>
        <RouterLink to={`/content/${post.id}`}>
          <Text mt="1.5" fontWeight="bold" fontSize="md" lineClamp={2}>
            {post.title}
          </Text>
        </RouterLink>
      </LinkOverlay>
      <Text mt="1" color="fg.muted" fontSize="sm" lineClamp={3}>
        {excerpt(post.content, excerptLength)}
      </Text>
      {media.length > 0 && (
        <MediaStack layout="pair" mt="3" media={media.map((m) => ({ key: m.id, type: m.media_type, thumb: m.thumbnail_url, alt: '' }))} />
      )}
      <HStack mt="3" gap="4" fontSize="sm" color="fg.muted">
        <Text>좋아요 {shortCount(post.likes_count)}</Text>
        <Text>댓글 {shortCount(post.comments_count)}</Text>
        <Text>조회 {shortCount(post.views_count)}</Text>
      </HStack>
    </LinkBox>
  );
}

/** The poster of a post: its video's captured frame, else its first image. */
export const posterOf = (post: PostItem) => post.media.find((m) => m.media_type === 'video')?.thumbnail_url ?? post.media[0]?.thumbnail_url ?? null;

/**
 * A video post as a tile: its poster (9:16) with the view count, its title and author; the caller makes it a button or a link.
 * `eager`: a tile of the first row, whose poster is the page's largest paint: loaded at once, first.
 */
export function VideoTileBody({ post, eager = false }: { post: PostItem; eager?: boolean }) {
  const poster = posterOf(post);
  return (
    <>
      <Box position="relative" aspectRatio={9 / 16} borderRadius="xl" overflow="hidden" bg="gray.800">
        {poster && <Image src={poster} alt="" w="full" h="full" objectFit="cover" loading={eager ? 'eager' : 'lazy'} fetchPriority={eager ? 'high' : undefined} />}
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
    </>
  );
}
