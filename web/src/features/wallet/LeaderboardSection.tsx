import { Box, Center, Flex, Grid, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { SectionFailure } from './SectionFailure';
import { MSG } from '../../../../shared/messages';
import { formatPoints, LEADERBOARD_DONUT_SEGMENTS, LEADERBOARD_MINI_DONUT_SEGMENTS, LEADERBOARD_TOP_N } from '../../../../shared/wallet';
import type { Leaderboard, LeaderboardEntry, SectionQuery } from './types';
import { donutSlices, topPercentLabel } from './walletView';

const ScoreDonut = lazy(() => import('./ScoreDonut'));

/**
 * The leaderboard (commerce.md §3, §9): my rank and top percent with my breakdown's donut (up to 6
 * legend segments), and the top 10; the first of them with a mini donut of up to 5 segments.
 */
export function LeaderboardSection({ query, selfId }: { query: SectionQuery<Leaderboard>; selfId?: number }) {
  const { data, isLoading, error, refetch } = query;
  return (
    <Box as="section" aria-labelledby="wallet-leaderboard-heading" borderWidth="1px" borderRadius="2xl" p={{ base: '4', md: '6' }}>
      <Heading id="wallet-leaderboard-heading" as="h2" size="md" mb="3">
        리더보드
      </Heading>
      {isLoading ? (
        <Stack gap="3" aria-busy="true" aria-label="리더보드를 불러오는 중">
          <Skeleton h="32" borderRadius="lg" />
          <Skeleton h="40" borderRadius="lg" />
        </Stack>
      ) : error || !data ? (
        <SectionFailure message={MSG.walletLeaderboardFailed} onRetry={refetch} />
      ) : (
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' }} gap={{ base: '5', lg: '8' }} alignItems="start">
          <MyRank board={data} />
          <TopList top={data.top.slice(0, LEADERBOARD_TOP_N)} selfId={selfId} />
        </Grid>
      )}
    </Box>
  );
}

function MyRank({ board }: { board: Leaderboard }) {
  const { me } = board;
  // A user without a score is ranked after everyone with one: say so instead of that number.
  const ranked = me.breakdown.total > 0;
  const slices = donutSlices(me.breakdown.segments, LEADERBOARD_DONUT_SEGMENTS);
  return (
    <Box bg="bg.muted" borderRadius="xl" p="4" data-testid="leaderboard-me">
      <HStack justify="space-between" align="baseline" wrap="wrap" gap="2">
        <Text fontWeight="semibold">내 순위</Text>
        <HStack gap="2" align="baseline">
          <Text fontSize="2xl" fontWeight="bold">
            {ranked ? `${me.rank.toLocaleString('ko-KR')}위` : '순위 없음'}
          </Text>
          {ranked && <Text color="fg.muted">{topPercentLabel(me.top_percent)}</Text>}
        </HStack>
      </HStack>
      <Box mt="3">
        {slices.length === 0 ? (
          <Text color="fg.muted" fontSize="sm">
            아직 적립된 점수가 없습니다.
          </Text>
        ) : (
          <Suspense fallback={<Skeleton h="40" borderRadius="lg" />}>
            <ScoreDonut slices={slices} total={me.breakdown.total} label={`내 점수 구성, 총점 ${formatPoints(me.breakdown.total)}`} />
          </Suspense>
        )}
      </Box>
    </Box>
  );
}

function TopList({ top, selfId }: { top: LeaderboardEntry[]; selfId?: number }) {
  if (top.length === 0) {
    return (
      <Center py="4">
        <Text color="fg.muted">아직 순위가 없습니다.</Text>
      </Center>
    );
  }
  return (
    <Box>
      <Text fontWeight="semibold" mb="2">
        상위 {LEADERBOARD_TOP_N}명
      </Text>
      <Stack as="ol" gap="0" listStyleType="none" borderWidth="1px" borderRadius="xl" divideY="1px" data-testid="leaderboard-top">
        {top.map((e, i) => {
          const mini = i === 0 ? donutSlices(e.breakdown.segments, LEADERBOARD_MINI_DONUT_SEGMENTS) : [];
          const mine = e.user_id === selfId;
          return (
            <Flex as="li" key={e.user_id} px="3" py="2.5" gap="3" align="center" bg={mine ? 'brand.subtle' : undefined} aria-current={mine ? 'true' : undefined}>
              <Text w="8" flexShrink={0} textAlign="center" fontWeight="bold" color={e.rank <= 3 ? 'brand.fg' : 'fg.muted'}>
                {e.rank}
              </Text>
              <Text flex="1" minW="0" truncate fontWeight={mine ? 'bold' : 'medium'}>
                {e.username || MSG.walletUnknownUser}
                {mine && ' (나)'}
              </Text>
              {mini.length > 0 && (
                <Suspense fallback={<Box w="9" h="9" />}>
                  <ScoreDonut slices={mini} total={e.total_score} size={36} mini label={`${e.username} 점수 구성: ${mini.map((s) => `${s.label} ${s.percent}%`).join(', ')}`} />
                </Suspense>
              )}
              <Text flexShrink={0} fontWeight="semibold">
                {formatPoints(e.total_score)}
              </Text>
            </Flex>
          );
        })}
      </Stack>
    </Box>
  );
}
