import { Text } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { MSG } from '../../../../../shared/messages';
import { DASHBOARD_REVIEWS_LIMIT } from '../../../../../shared/review-constants';
import { trpc } from '../../../lib/trpc';
import { ListEmpty } from '../../../ui/list/ListEmpty';
import { PagedList } from '../../../ui/list/PagedList';
import { ReviewGroups } from '../content/ReviewGroups';
import { useTabParams } from '../useTabParams';

// The modal's code arrives with its first opening.
const ReviewStatsDialog = lazy(() => import('../content/ReviewStatsDialog'));

const LABEL = '내 상품 리뷰';

/**
 * 리뷰: reviews of the merchant's products (GET /api/dashboard/reviews), 20 a page, newest first,
 * grouped by product in an accordion; each product's stats open in a modal.
 */
export default function ReviewsTab() {
  const { page, setPage } = useTabParams();
  const [statsOf, setStatsOf] = useState<{ id: number; title: string } | null>(null);
  const query = trpc.dashboard.reviews.useQuery(
    { limit: DASHBOARD_REVIEWS_LIMIT, offset: (page - 1) * DASHBOARD_REVIEWS_LIMIT },
    { placeholderData: keepPreviousData },
  );
  return (
    <>
      <PagedList
        query={query}
        items={(d) => d.groups}
        paging={(d) => ({ total: d.total, hasMore: d.has_more })}
        page={page}
        pageSize={DASHBOARD_REVIEWS_LIMIT}
        onPage={setPage}
        label={LABEL}
        failed={MSG.dashboardReviewsLoadFailed}
        empty={<ListEmpty title="아직 받은 리뷰가 없습니다." description="손님이 상품을 받고 리뷰를 남기면 상품별로 모아 보여드려요." />}
        header={(d) => (
          <Text fontSize="sm" color="fg.muted" mb="2">
            리뷰 {d.total.toLocaleString('ko-KR')}개
          </Text>
        )}
      >
        {/* A new page opens its own first product. */}
        {(groups) => <ReviewGroups key={page} groups={groups} onStats={setStatsOf} />}
      </PagedList>
      {statsOf && (
        <Suspense fallback={null}>
          <ReviewStatsDialog product={statsOf} onClose={() => setStatsOf(null)} />
        </Suspense>
      )}
    </>
  );
}
