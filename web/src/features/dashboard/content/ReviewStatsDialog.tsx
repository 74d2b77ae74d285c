import { Button, CloseButton, Dialog, Portal, Skeleton, Stack, Text } from '@chakra-ui/react';
import { MSG } from '../../../../../shared/messages';
import { trpc } from '../../../lib/trpc';
import { QueryErrorState } from '../../../ui/QueryErrorState';
import { ReviewSummary } from '../../reviews/ReviewSummary';

interface Props {
  product: { id: number; title: string };
  onClose: () => void;
}

/**
 * A product's review stats (GET /api/reviews/product/{id}/stats) in a modal: the average, how many,
 * and a bar per rating — the product page's own summary, read fresh for the whole product.
 */
export default function ReviewStatsDialog({ product, onClose }: Props) {
  const stats = trpc.reviews.stats.useQuery({ id: product.id }, { retry: false });
  return (
    <Dialog.Root open onOpenChange={(d) => !d.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content maxW="md" data-testid="review-stats-dialog">
            <Dialog.Header borderBottomWidth="1px" py="3" pe="12">
              <Stack gap="0" minW="0">
                <Dialog.Title fontSize="lg">리뷰 통계</Dialog.Title>
                <Dialog.Description fontSize="sm" color="fg.muted" truncate>
                  {product.title}
                </Dialog.Description>
              </Stack>
            </Dialog.Header>
            <Dialog.CloseTrigger asChild top="2" insetEnd="2">
              <CloseButton aria-label="리뷰 통계 창 닫기" />
            </Dialog.CloseTrigger>
            <Dialog.Body py="4">
              {stats.isError ? (
                <QueryErrorState compact error={stats.error} onRetry={() => void stats.refetch()} texts={{ failed: MSG.reviewLoadFailed }} />
              ) : stats.data ? (
                stats.data.total_count === 0 ? (
                  <Text color="fg.muted">아직 작성된 리뷰가 없습니다.</Text>
                ) : (
                  <ReviewSummary stats={stats.data} />
                )
              ) : (
                <Skeleton h="36" borderRadius="xl" role="status" aria-label="리뷰 통계 불러오는 중" />
              )}
            </Dialog.Body>
            <Dialog.Footer borderTopWidth="1px" py="3">
              <Button variant="outline" onClick={onClose}>
                닫기
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
