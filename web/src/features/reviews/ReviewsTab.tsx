import { Box, Button, Center, Flex, Heading, NativeSelect, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { MSG } from '../../../../shared/messages';
import { REVIEW_PAGE_SIZE, REVIEW_SORT_LABELS, REVIEW_SORTS, type ReviewSort } from '../../../../shared/review-constants';
import type { HelpfulState, ReviewItem, ReviewList } from '../../../../shared/schemas/reviews';
import { detailOr } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { useSession } from '../../lib/useSession';
import { useAlert } from '../../ui/alertContext';
import { AppIcon } from '../../ui/AppIcon';
import { QueryErrorState } from '../../ui/QueryErrorState';
import { toaster } from '../../ui/toaster';
import { useLoginFirst } from '../content/useLoginFirst';
import { ReviewCard } from './ReviewCard';
import { ReviewForm } from './ReviewForm';
import { hasNextReviewPage, toggledHelpful } from './reviewForm';
import { ReviewSummary } from './ReviewSummary';

const LOAD_TEXTS = { failed: MSG.reviewLoadFailed, notFound: MSG.reviewLoadFailed };
type Pages = InfiniteData<ReviewList, number>;

/**
 * The product page's reviews tab (commerce.md §2 Product detail, §3, §5, §8, §9): stats, the five
 * orders 10 a page, the write form for a buyer who has not reviewed yet, helpful marks and one's own
 * edit and delete. Loaded lazily with the tab.
 */
export default function ReviewsTab({ productId }: { productId: number }) {
  const session = useSession();
  const userId = session?.user.id ?? null;
  const location = useLocation();
  const alert = useAlert();
  const loginFirst = useLoginFirst();
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const [sort, setSort] = useState<ReviewSort>('newest');
  const [editing, setEditing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  /** Helpful marks as shown: the optimistic state and then the server's answer, over the list's. */
  const [helpful, setHelpful] = useState<Record<number, HelpfulState>>({});
  const now = useMemo(() => new Date(), []);

  const stats = trpc.reviews.stats.useQuery({ id: productId }, { retry: false });
  // has_purchased is false when the call fails (commerce.md §7).
  const purchase = trpc.reviews.purchaseStatus.useQuery({ id: productId }, { enabled: userId !== null, retry: false });
  const canWrite = userId !== null && purchase.data?.has_purchased === true && !purchase.data.has_reviewed;

  const listKey = ['reviews', 'product', productId, sort, userId] as const;
  const list = useInfiniteQuery({
    queryKey: listKey,
    queryFn: ({ pageParam }) => utils.client.reviews.list.query({ id: productId, skip: pageParam, limit: REVIEW_PAGE_SIZE, sort_by: sort }),
    initialPageParam: 0,
    getNextPageParam: (last: ReviewList, all: ReviewList[]) => (hasNextReviewPage(last) ? all.length * REVIEW_PAGE_SIZE : undefined),
    retry: false,
  });
  const reviews = useMemo(() => {
    // A review can move between pages while one reads (new reviews, helpful counts): show it once.
    const seen = new Set<number>();
    return (list.data?.pages ?? []).flatMap((p) => p.reviews).filter((r) => !seen.has(r.id) && seen.add(r.id));
  }, [list.data]);

  /** After a write: the stats, the purchase status, every order of the list, and the product's rating. */
  const refresh = async () => {
    setHelpful({});
    await Promise.all([
      utils.reviews.stats.invalidate({ id: productId }),
      utils.reviews.purchaseStatus.invalidate({ id: productId }),
      queryClient.invalidateQueries({ queryKey: ['reviews', 'product', productId] }),
      utils.catalogue.products.get.invalidate({ id: productId }),
    ]);
  };

  const onSaved = async (created: boolean) => {
    setEditing(null);
    // The form that had the focus goes away: the list's heading, above the saved review, takes it.
    document.getElementById('reviews-list-heading')?.focus();
    toaster.create({ type: 'success', title: created ? '리뷰를 등록했습니다.' : '리뷰를 수정했습니다.' });
    await refresh();
    // A new review is first in the newest order.
    if (created && sort !== 'newest') setSort('newest');
  };

  const helpfulOf = (r: ReviewItem): HelpfulState => helpful[r.id] ?? { is_helpful: r.is_helpful_by_current_user, helpful_count: r.helpful_count };

  const toggle = trpc.reviews.toggleHelpful.useMutation();
  const onHelpful = async (r: ReviewItem) => {
    if (!loginFirst()) return;
    const before = helpfulOf(r);
    setHelpful((h) => ({ ...h, [r.id]: toggledHelpful(before) }));
    try {
      const answer = await toggle.mutateAsync({ id: r.id });
      setHelpful((h) => ({ ...h, [r.id]: answer }));
      // Keep the cached pages in step, so a sort or a remount shows the server's numbers.
      queryClient.setQueriesData<Pages>({ queryKey: ['reviews', 'product', productId] }, (data) =>
        data && {
          ...data,
          pages: data.pages.map((p) => ({
            ...p,
            reviews: p.reviews.map((x) => (x.id === r.id ? { ...x, is_helpful_by_current_user: answer.is_helpful, helpful_count: answer.helpful_count } : x)),
          })),
        },
      );
    } catch {
      setHelpful((h) => ({ ...h, [r.id]: before }));
      toaster.create({ type: 'error', title: MSG.reviewHelpfulFailed });
    }
  };

  const remove = trpc.reviews.delete.useMutation();
  const onDelete = async (r: ReviewItem) => {
    const ok = await alert({ type: 'danger', title: '리뷰 삭제', message: '이 리뷰를 삭제할까요? 삭제한 리뷰와 사진은 되돌릴 수 없습니다.', confirmText: '삭제' });
    if (!ok) return;
    setDeleting(r.id);
    try {
      await remove.mutateAsync({ id: r.id });
      toaster.create({ type: 'success', title: '리뷰를 삭제했습니다.' });
      // The focus was on the card's delete button, which is gone: the list's heading takes it.
      document.getElementById('reviews-list-heading')?.focus();
      await refresh();
    } catch (err) {
      await alert({ type: 'danger', title: '삭제 실패', message: detailOr(err, MSG.reviewDeleteFailed), showCancel: false });
    } finally {
      setDeleting(null);
    }
  };

  return (
    <Stack gap="5" data-testid="reviews-tab">
      {stats.isError ? (
        <QueryErrorState compact error={stats.error} onRetry={() => void stats.refetch()} texts={LOAD_TEXTS} />
      ) : stats.data ? (
        <ReviewSummary stats={stats.data} />
      ) : (
        <Skeleton h="32" borderRadius="xl" />
      )}

      {userId === null ? (
        <Box role="note" p="4" borderWidth="1px" borderRadius="xl" bg="bg.subtle">
          <Text fontWeight="medium">리뷰를 작성하려면 로그인이 필요합니다.</Text>
          <Text fontSize="sm" color="fg.muted" mt="1">
            구매한 상품에 리뷰를 남기고, 도움이 된 리뷰에 표시할 수 있어요.
          </Text>
          <Button asChild size="sm" colorPalette="brand" mt="3">
            <RouterLink to="/login" state={{ from: location.pathname + location.search, message: MSG.loginRequired }}>
              로그인하기
            </RouterLink>
          </Button>
        </Box>
      ) : canWrite ? (
        <ReviewForm productId={productId} onSaved={() => void onSaved(true)} />
      ) : null}

      <Box as="section" aria-labelledby="reviews-list-heading">
        <Flex justify="space-between" align="center" gap="3" wrap="wrap" pb="1" borderBottomWidth="1px">
          <Heading as="h3" id="reviews-list-heading" size="sm" tabIndex={-1} outline="none">
            리뷰 목록
          </Heading>
          <NativeSelect.Root size="sm" w="auto">
            <NativeSelect.Field
              aria-label="리뷰 정렬"
              value={sort}
              onChange={(e) => {
                setSort(e.target.value as ReviewSort);
                setEditing(null);
              }}
            >
              {REVIEW_SORTS.map((s) => (
                <option key={s} value={s}>
                  {REVIEW_SORT_LABELS[s]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Flex>

        {list.isError ? (
          <QueryErrorState compact error={list.error} onRetry={() => void list.refetch()} texts={LOAD_TEXTS} />
        ) : list.isPending ? (
          <Stack gap="4" py="4" role="status" aria-label="리뷰를 불러오는 중">
            <Skeleton h="20" />
            <Skeleton h="20" />
          </Stack>
        ) : reviews.length === 0 ? (
          <Center py="10" flexDirection="column" gap="2" color="fg.muted">
            <AppIcon name="comment" boxSize="7" aria-hidden="true" />
            <Text>아직 작성된 리뷰가 없습니다.</Text>
          </Center>
        ) : (
          <Box>
            {reviews.map((r) =>
              editing === r.id ? (
                <Box key={r.id} py="4">
                  <ReviewForm productId={productId} review={r} onSaved={() => void onSaved(false)} onCancel={() => setEditing(null)} />
                </Box>
              ) : (
                <ReviewCard
                  key={r.id}
                  review={r}
                  helpful={helpfulOf(r)}
                  mine={userId !== null && r.user_id === userId}
                  now={now}
                  onHelpful={() => void onHelpful(r)}
                  onEdit={() => setEditing(r.id)}
                  onDelete={() => void onDelete(r)}
                  deleting={deleting === r.id}
                />
              ),
            )}
            {list.hasNextPage && (
              <Center pt="4">
                <Button variant="outline" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage} loadingText="불러오는 중">
                  리뷰 더 보기
                </Button>
              </Center>
            )}
            {list.isFetchNextPageError && (
              <Text role="alert" color="red.fg" fontSize="sm" textAlign="center" pt="2">
                {MSG.reviewLoadFailed}
              </Text>
            )}
          </Box>
        )}
      </Box>
    </Stack>
  );
}
