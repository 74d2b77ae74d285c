import { Badge, Box, chakra, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { MSG } from '../../../../../shared/messages';
import { relativeTime } from '../../../../../shared/relative-time';
import type { RecentActivity as Activity, RecentActivityKind } from '../../../../../shared/schemas/dashboard/overview';
import { trpc } from '../../../lib/trpc';
import { ListEmpty } from '../../../ui/list/ListEmpty';
import { ListSkeleton } from '../../../ui/list/ListSkeleton';
import { QueryErrorState } from '../../../ui/QueryErrorState';
import { StarsView } from '../../reviews/ReviewStars';
import { HOME_PREFETCH_FRESH_MS } from './RecentContents';

const KIND: Record<RecentActivityKind, { label: string; palette: string }> = {
  comment: { label: '댓글', palette: 'blue' },
  review: { label: '리뷰', palette: 'orange' },
  order: { label: '주문', palette: 'green' },
};

/** A review's text begins with its rating as ★ (the answer stands alone): the stars beside it say that already. */
const activityText = (a: Activity) => (a.kind === 'review' ? a.text.replace(/^[★☆]+\s*/u, '') : a.text);

/** Where an activity's subject lives: a post for a comment, the product for a review or an order. */
const subjectPath = (a: Activity) => (a.kind === 'comment' ? `/content/${a.subject_id}` : `/products/${a.subject_id}`);

/** The home tab's recent activity (GET /api/dashboard/recent-activity): comments, reviews and orders, newest first. */
export function RecentActivity() {
  const query = trpc.dashboard.recentActivity.useQuery({}, { staleTime: HOME_PREFETCH_FRESH_MS });
  if (query.isError) {
    return <QueryErrorState compact error={query.error} onRetry={() => void query.refetch()} texts={{ failed: MSG.dashboardActivityLoadFailed }} />;
  }
  if (!query.data) return <ListSkeleton label="최근 활동 불러오는 중" rows={3} height="14" />;
  const { activities } = query.data;
  if (activities.length === 0) return <ListEmpty title="아직 최근 활동이 없습니다." description="댓글, 리뷰, 주문이 생기면 여기에 모여요." />;
  return (
    <Stack as="ul" listStyleType="none" gap="0" borderWidth="1px" borderRadius="xl" aria-label="최근 활동">
      {activities.map((a, i) => (
        <Box as="li" key={`${a.kind}-${a.id}`} px="4" py="3" borderTopWidth={i === 0 ? '0' : '1px'} minW="0" data-testid="recent-activity">
          <HStack gap="2" align="start" minW="0">
            <Badge colorPalette={KIND[a.kind].palette} variant="subtle" flexShrink={0} mt="0.5">
              {KIND[a.kind].label}
            </Badge>
            <Box flex="1" minW="0">
              {/* What it is about first (the post or product), then who and what they said. */}
              <Link asChild fontSize="sm" fontWeight="semibold" color="fg" display="block" lineClamp={1} wordBreak="break-all">
                <RouterLink to={subjectPath(a)}>{a.subject}</RouterLink>
              </Link>
              <HStack gap="1.5" mt="0.5" fontSize="sm" color="fg.muted" wrap="wrap" minW="0">
                <Text as="span" truncate maxW="full">
                  {a.actor}님의 {KIND[a.kind].label}
                </Text>
                {a.rating !== null && <StarsView rating={a.rating} size="3" />}
              </HStack>
              {activityText(a) && (
                <Text fontSize="sm" mt="0.5" lineClamp={2} wordBreak="break-word">
                  {activityText(a)}
                </Text>
              )}
            </Box>
            <Text fontSize="xs" color="fg.muted" flexShrink={0}>
              <chakra.time dateTime={a.created_at}>{relativeTime(a.created_at)}</chakra.time>
            </Text>
          </HStack>
        </Box>
      ))}
    </Stack>
  );
}
