import { Box, Button, chakra, Flex, HStack, Icon, Stack, Text } from '@chakra-ui/react';
import { reviewTime } from '../../../../shared/review-time';
import type { HelpfulState, ReviewItem } from '../../../../shared/schemas/reviews';
import { MediaStack } from '../../ui/media/MediaStack';
import { StarsView } from './ReviewStars';

interface Props {
  review: ReviewItem;
  helpful: HelpfulState;
  mine: boolean;
  now: Date;
  onHelpful: () => void;
  onEdit: () => void;
  onDelete: () => void;
  deleting: boolean;
}

function ThumbIcon({ filled }: { filled: boolean }) {
  return (
    <Icon boxSize="4">
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path
          d="M7 10v10H4V10zM7 10l4-7c1.4 0 2.3 1.1 2 2.5L12.3 9H19a2 2 0 0 1 2 2.3l-1.2 7A2 2 0 0 1 17.8 20H7"
          fill={filled ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
    </Icon>
  );
}

/** One review: author, stars, date, title, text, photos, the helpful toggle, and edit/delete on one's own. */
export function ReviewCard({ review, helpful, mine, now, onHelpful, onEdit, onDelete, deleting }: Props) {
  const edited = review.updated_at !== review.created_at;
  return (
    <Box as="article" aria-label={`${review.user.username}님의 리뷰`} py="4" borderBottomWidth="1px" data-testid="review-card" data-review-id={review.id}>
      <Flex gap="3" align="center" minW="0">
        <Box
          aria-hidden="true"
          flexShrink={0}
          boxSize="9"
          borderRadius="full"
          bg="brand.subtle"
          color="brand.fg"
          display="flex"
          alignItems="center"
          justifyContent="center"
          fontWeight="semibold"
          fontSize="sm"
        >
          {[...review.user.username][0] ?? '?'}
        </Box>
        <Box minW="0" flex="1">
          <HStack gap="2" minW="0">
            <Text fontWeight="semibold" fontSize="sm" truncate>
              {review.user.username}
            </Text>
            {mine && (
              <Text as="span" fontSize="xs" color="brand.fg" fontWeight="medium" flexShrink={0}>
                내 리뷰
              </Text>
            )}
          </HStack>
          <HStack gap="2" wrap="wrap">
            <StarsView rating={review.rating} size="3.5" />
            <Text fontSize="xs" color="fg.muted">
              <chakra.time dateTime={review.created_at}>{reviewTime(review.created_at, now)}</chakra.time>
              {edited ? ' · 수정됨' : ''}
            </Text>
          </HStack>
        </Box>
      </Flex>
      <Stack gap="2" mt="3">
        {review.title && (
          <Text fontWeight="semibold" wordBreak="break-word">
            {review.title}
          </Text>
        )}
        <Text whiteSpace="pre-line" wordBreak="break-word" lineHeight="tall">
          {review.content}
        </Text>
        {review.media.length > 0 && (
          <MediaStack
            layout="row"
            label="리뷰 사진"
            media={review.media.map((m, i) => ({ key: m.id, type: 'image', thumb: m.file_path, full: m.file_path, alt: `리뷰 사진 ${i + 1}` }))}
            openLabel={(i) => `리뷰 사진 ${i + 1} 크게 보기 (새 창)`}
          />
        )}
      </Stack>
      <Flex mt="3" gap="2" align="center" justify="space-between" wrap="wrap">
        <Button
          size="sm"
          variant={helpful.is_helpful ? 'subtle' : 'outline'}
          colorPalette={helpful.is_helpful ? 'brand' : 'gray'}
          aria-pressed={helpful.is_helpful}
          onClick={onHelpful}
        >
          <ThumbIcon filled={helpful.is_helpful} /> 도움돼요 <span data-testid="helpful-count">{helpful.helpful_count}</span>
        </Button>
        {mine && (
          <HStack gap="1">
            <Button size="sm" variant="ghost" onClick={onEdit} aria-label="내 리뷰 수정">
              수정
            </Button>
            <Button size="sm" variant="ghost" colorPalette="red" onClick={onDelete} loading={deleting} aria-label="내 리뷰 삭제">
              삭제
            </Button>
          </HStack>
        )}
      </Flex>
    </Box>
  );
}
