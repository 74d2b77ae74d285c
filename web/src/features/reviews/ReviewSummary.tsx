import { Box, Flex, Grid, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { ReviewStats } from '../../../../shared/schemas/reviews';
import { ratingBars } from './reviewForm';
import { StarsView } from './ReviewStars';

/** The stats (commerce.md §3 Review stats): the average, how many, and a bar per rating from 5 down. */
export function ReviewSummary({ stats }: { stats: ReviewStats }) {
  const bars = ratingBars(stats);
  return (
    <Flex
      as="section"
      aria-label="리뷰 통계"
      gap={{ base: '4', sm: '6' }}
      direction={{ base: 'column', sm: 'row' }}
      align={{ base: 'stretch', sm: 'center' }}
      p="4"
      borderWidth="1px"
      borderRadius="xl"
      bg="bg.subtle"
    >
      <Stack gap="1" align="center" minW="28" flexShrink={0}>
        <Text fontSize="3xl" fontWeight="bold" lineHeight="1" data-testid="review-average">
          {stats.average_rating.toFixed(1)}
        </Text>
        <StarsView rating={stats.average_rating} />
        <Text fontSize="sm" color="fg.muted">
          리뷰 <span data-testid="review-total">{stats.total_count}</span>개
        </Text>
      </Stack>
      <Box as="ul" flex="1" minW="0" listStyleType="none" p="0" m="0" aria-label="별점 분포">
        {bars.map((b) => (
          <Grid as="li" key={b.rating} templateColumns="2.5rem 1fr 2.5rem" alignItems="center" gap="2" py="0.5">
            <VisuallyHidden>{`${b.rating}점 ${b.count}개 (${b.percent}%)`}</VisuallyHidden>
            <Text fontSize="xs" color="fg.muted" aria-hidden="true">
              {b.rating}점
            </Text>
            <Box h="2" borderRadius="full" bg="gray.200" overflow="hidden" aria-hidden="true">
              <Box h="full" w={`${b.percent}%`} bg="orange.500" borderRadius="full" />
            </Box>
            <Text fontSize="xs" color="fg.muted" textAlign="end" aria-hidden="true">
              {b.count}
            </Text>
          </Grid>
        ))}
      </Box>
    </Flex>
  );
}
