import { Avatar, Badge, Box, Flex, Heading, HStack, Skeleton, SkeletonText, Stack, Text } from '@chakra-ui/react';
import { shortCount } from '../../../../../shared/relative-time';
import type { UserProfile } from '../../../../../shared/schemas/content';

/** The channel's name: the shop's, else the account's display name or username. */
export const channelName = (p: UserProfile) => p.merchant?.business_name || p.display_name || p.username;

/** Avatar (the profile picture or the name's first letter), name, @handle, the three counts and the shop's description. */
export function ChannelHeader({ profile }: { profile: UserProfile }) {
  const name = channelName(profile);
  const description = profile.merchant?.business_description?.trim();
  const counts = [
    { label: '상품', value: profile.product_count, key: 'products' },
    { label: '영상', value: profile.video_count, key: 'videos' },
    { label: '게시글', value: profile.post_count, key: 'posts' },
  ];
  return (
    <Box as="section" aria-labelledby="channel-name">
      <Flex gap={{ base: '3', md: '5' }} align="center" minW="0">
        <Avatar.Root size={{ base: 'xl', md: '2xl' }} colorPalette="brand" flexShrink={0}>
          <Avatar.Fallback aria-hidden>{Array.from(name)[0]?.toUpperCase() ?? '?'}</Avatar.Fallback>
          {profile.profile_image && <Avatar.Image src={profile.profile_image} alt={`${name} 프로필 사진`} />}
        </Avatar.Root>
        <Stack gap="1" minW="0" flex="1">
          <Heading id="channel-name" as="h2" size={{ base: 'lg', md: 'xl' }} lineClamp={2} wordBreak="break-all">
            {name}
          </Heading>
          <Text color="fg.muted" fontSize="sm" truncate>
            @{profile.username}
          </Text>
          <HStack as="ul" listStyleType="none" gap="1.5" wrap="wrap" aria-label="채널 통계">
            {counts.map((c) => (
              <Box as="li" key={c.key}>
                <Badge variant="subtle" colorPalette="gray" size="md" data-count={c.key}>
                  {c.label} <Text as="span" fontWeight="bold">{shortCount(c.value)}</Text>
                </Badge>
              </Box>
            ))}
          </HStack>
        </Stack>
      </Flex>
      {description && (
        <Text mt="4" color="fg.muted" fontSize="sm" whiteSpace="pre-line" wordBreak="break-word">
          {description}
        </Text>
      )}
    </Box>
  );
}

export function ChannelHeaderSkeleton() {
  return (
    <Stack gap="4" role="status" aria-label="채널 정보를 불러오는 중">
      <Flex gap="3" align="center">
        <Skeleton boxSize={{ base: '16', md: '20' }} borderRadius="full" flexShrink={0} />
        <Stack gap="2" flex="1">
          <Skeleton h="6" w="60%" />
          <Skeleton h="4" w="30%" />
          <Skeleton h="5" w="70%" />
        </Stack>
      </Flex>
      <SkeletonText noOfLines={2} />
    </Stack>
  );
}
