import { Avatar, Box, Button, Flex, Heading, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { DashboardProfile } from '../../../../shared/schemas/dashboard';

/**
 * The own profile page's sidebar (a block above the tabs on phones): the avatar (picture or the
 * initial), username, @handle (the e-mail's local part), the shop's description, 프로필 수정, a
 * merchant's 게시글 등록, and the points balance where the site has the wallet on.
 */
export function ProfileSidebar({ profile, canPost }: { profile: DashboardProfile; canPost: boolean }) {
  const { user, handle, points } = profile;
  const initial = (user.username || user.email || '?').charAt(0).toUpperCase();
  const description = user.merchant?.business_description?.trim();
  return (
    <Stack gap="4" data-testid="profile-sidebar">
      <Flex direction={{ base: 'row', md: 'column' }} gap="4" align={{ base: 'center', md: 'flex-start' }}>
        <Avatar.Root size={{ base: 'xl', md: '2xl' }} colorPalette="brand" flexShrink={0}>
          <Avatar.Fallback>{initial}</Avatar.Fallback>
          {user.profile_image && <Avatar.Image src={user.profile_image} alt={`${user.username} 프로필 사진`} />}
        </Avatar.Root>
        <Box minW="0">
          <Heading as="h1" size="lg" wordBreak="break-word" data-testid="profile-username">
            {user.username}
          </Heading>
          <Text color="fg.muted" fontSize="sm" wordBreak="break-all">
            @{handle}
          </Text>
        </Box>
      </Flex>
      {description && (
        <Text fontSize="sm" whiteSpace="pre-wrap" wordBreak="break-word">
          {description}
        </Text>
      )}
      {points !== null && (
        <Link asChild fontSize="sm" fontWeight="medium" color="brand.fg" w="fit-content">
          <RouterLink to="/main?tab=wallet" aria-label={`포인트 ${points.toLocaleString('ko-KR')}P, 지갑 열기`}>
            포인트 {points.toLocaleString('ko-KR')}P
          </RouterLink>
        </Link>
      )}
      <Flex gap="2" direction={{ base: 'row', md: 'column' }}>
        <Button asChild variant="outline" size="sm" flex={{ base: '1', md: 'none' }}>
          <RouterLink to="/profile/edit">프로필 수정</RouterLink>
        </Button>
        {canPost && (
          <Button asChild colorPalette="brand" size="sm" flex={{ base: '1', md: 'none' }}>
            <RouterLink to="/content/upload">게시글 등록</RouterLink>
          </Button>
        )}
      </Flex>
    </Stack>
  );
}

export function ProfileSidebarSkeleton() {
  return (
    <Stack gap="4" role="status" aria-label="프로필 불러오는 중">
      <Flex direction={{ base: 'row', md: 'column' }} gap="4">
        <Skeleton boxSize={{ base: '16', md: '20' }} borderRadius="full" />
        <Stack gap="2" flex="1">
          <Skeleton h="6" w="32" />
          <Skeleton h="4" w="24" />
        </Stack>
      </Flex>
      <Skeleton h="8" />
    </Stack>
  );
}
