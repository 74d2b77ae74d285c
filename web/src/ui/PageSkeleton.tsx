import { Box, Skeleton, SkeletonText, Stack } from '@chakra-ui/react';

/**
 * What shows while a page's code or data arrives: the shape of a page (a top bar, a picture, lines)
 * in place of a spinner, so the first paint already looks like the site and nothing jumps after.
 */
export function PageSkeleton({ label = '불러오는 중...', bar = true }: { label?: string; bar?: boolean }) {
  return (
    <Box role="status" aria-live="polite" aria-label={label} minH="60vh">
      {bar && <Box h="14" borderBottomWidth="1px" bg="bg" />}
      <Stack gap="4" px="4" py="5" maxW="6xl" mx="auto">
        <Skeleton h={{ base: '40', md: '64' }} borderRadius="lg" />
        <Skeleton h="6" w="60%" />
        <SkeletonText noOfLines={3} gap="3" />
      </Stack>
    </Box>
  );
}
