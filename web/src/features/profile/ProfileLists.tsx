import { Flex, NativeSelect } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLiveSearchParams } from '../../lib/useLiveSearchParams';
import { CONTENT_SORTS, PROFILE_LIST_LIMIT, type ContentSort } from '../../../../shared/dashboard-constants';
import { MSG } from '../../../../shared/messages';
import type { DeletedProduct } from '../../../../shared/schemas/catalogue';
import { detailOr } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { useAlert } from '../../ui/alertContext';
import { InfiniteList } from '../../ui/list/InfiniteList';
import { ListEmpty } from '../../ui/list/ListEmpty';
import { toaster } from '../../ui/toaster';
import { CommentRows, DeletedRows, OrderRows, PaymentRows, PostRows, ProductRows, ReviewRows } from './ProfileRows';
import { useInfiniteOffsetList } from './useInfiniteOffsetList';

/** The own profile page's lists (commerce.md §2 Own profile page): 6 a page, the next as the end comes into view. */

const LIMIT = PROFILE_LIST_LIMIT;
export const CONTENT_SORT_LABELS: Record<ContentSort, string> = { latest: '최신순', popular: '인기순', oldest: '날짜순' };

const byId = (row: { id: number }) => row.id;

function SortSelect({ value, onChange }: { value: ContentSort; onChange: (sort: ContentSort) => void }) {
  return (
    <Flex justify="flex-end" mb="3">
      <NativeSelect.Root size="sm" width="auto">
        <NativeSelect.Field aria-label="정렬" value={value} onChange={(e) => onChange(e.currentTarget.value as ContentSort)}>
          {CONTENT_SORTS.map((s) => (
            <option key={s} value={s}>
              {CONTENT_SORT_LABELS[s]}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Flex>
  );
}

/** 게시글 or 동영상: the account's own, by the sort in the address (?sort=); a new sort starts from page one. */
export function ContentList({ kind }: { kind: 'post' | 'video' }) {
  const utils = trpc.useUtils();
  const [params, setParams] = useLiveSearchParams();
  const sort = CONTENT_SORTS.find((s) => s === params.get('sort')) ?? 'latest';
  const setSort = (next: ContentSort) =>
    setParams(
      (p) => {
        const q = new URLSearchParams(p);
        if (next === 'latest') q.delete('sort');
        else q.set('sort', next);
        return q;
      },
      { replace: true },
    );
  const query = useInfiniteOffsetList({
    key: ['contents', kind, sort],
    fetchPage: (offset) => utils.client.dashboard.contents.query({ content_type: kind, sort, limit: LIMIT, offset }),
    rows: (p) => p.contents.length,
    hasMore: (p) => p.has_more,
  });
  const label = kind === 'post' ? '게시글' : '동영상';
  return (
    <>
      <SortSelect value={sort} onChange={setSort} />
      <InfiniteList
        query={query}
        items={(p) => p.contents}
        rowKey={byId}
        label={`내 ${label}`}
        failed={kind === 'post' ? MSG.profilePostsLoadFailed : MSG.profileVideosLoadFailed}
        empty={<ListEmpty title={`아직 올린 ${label}이 없습니다.`} />}
      >
        {(rows) => <PostRows posts={rows} />}
      </InfiniteList>
    </>
  );
}

/** 공지사항: a merchant's own notices; anyone else reads the site's. */
export function NoticeList({ merchant }: { merchant: boolean }) {
  const utils = trpc.useUtils();
  const query = useInfiniteOffsetList({
    key: ['notices', merchant],
    fetchPage: (offset) =>
      merchant
        ? utils.client.dashboard.myAnnouncements.query({ limit: LIMIT, offset })
        : utils.client.dashboard.announcements.query({ limit: LIMIT, offset }),
    rows: (p) => p.announcements.length,
    hasMore: (p) => p.has_more,
  });
  return (
    <InfiniteList
      query={query}
      items={(p) => p.announcements}
      rowKey={byId}
      label="공지사항"
      failed={MSG.dashboardNoticesLoadFailed}
      empty={<ListEmpty title="공지사항이 없습니다." />}
    >
      {(rows) => <PostRows posts={rows} />}
    </InfiniteList>
  );
}

/** 댓글: the comments the account wrote, each with its post. */
export function CommentList() {
  const utils = trpc.useUtils();
  const query = useInfiniteOffsetList({
    key: ['comments'],
    fetchPage: (offset) => utils.client.dashboard.myComments.query({ limit: LIMIT, offset }),
    rows: (p) => p.comments.length,
    hasMore: (p) => p.has_more,
  });
  return (
    <InfiniteList
      query={query}
      items={(p) => p.comments}
      rowKey={byId}
      label="내 댓글"
      failed={MSG.dashboardCommentsLoadFailed}
      empty={<ListEmpty title="아직 작성한 댓글이 없습니다." />}
    >
      {(rows) => <CommentRows comments={rows} />}
    </InfiniteList>
  );
}

/** 리뷰: the reviews the account wrote (GET /api/reviews/my-reviews). */
export function ReviewList() {
  const utils = trpc.useUtils();
  const query = useInfiniteOffsetList({
    key: ['reviews'],
    fetchPage: (skip) => utils.client.reviews.mine.query({ skip, limit: LIMIT }),
    rows: (p) => p.reviews.length,
    hasMore: (p) => p.has_more,
  });
  return (
    <InfiniteList
      query={query}
      items={(p) => p.reviews}
      rowKey={byId}
      label="내 리뷰"
      failed={MSG.dashboardReviewsLoadFailed}
      empty={<ListEmpty title="아직 작성한 리뷰가 없습니다." />}
    >
      {(rows) => <ReviewRows reviews={rows} />}
    </InfiniteList>
  );
}

/** 상품: the merchant's products that are not deleted, newest first, whatever their availability. */
export function ProductList() {
  const utils = trpc.useUtils();
  const query = useInfiniteOffsetList({
    key: ['products'],
    fetchPage: (offset) => utils.client.dashboard.products.query({ limit: LIMIT, offset, sort: 'latest', availability: 'all' }),
    rows: (p) => p.products.length,
    hasMore: (p) => p.has_more,
  });
  return (
    <InfiniteList
      query={query}
      items={(p) => p.products}
      rowKey={byId}
      label="내 상품"
      failed={MSG.profileProductsLoadFailed}
      empty={<ListEmpty title="등록한 상품이 없습니다." />}
    >
      {(rows) => <ProductRows products={rows} />}
    </InfiniteList>
  );
}

/** 복구: deleted products, most recently deleted first, each restorable after a confirmation. */
export function DeletedList() {
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const alert = useAlert();
  const restore = trpc.catalogue.products.restore.useMutation();
  const [restoring, setRestoring] = useState<number | null>(null);
  const query = useInfiniteOffsetList({
    key: ['deleted'],
    // The deleted list pages by page and size: 6 a page keeps offsets on page boundaries.
    fetchPage: (offset) => utils.client.catalogue.products.deleted.query({ page: offset / LIMIT + 1, size: LIMIT, sort: 'deleted_desc' }),
    rows: (p) => p.products.length,
    hasMore: (p) => p.has_more,
  });
  const onRestore = async (p: DeletedProduct) => {
    const ok = await alert({ type: 'warning', title: '상품 복구', message: MSG.productRestoreConfirm, confirmText: '복구' });
    if (!ok) return;
    setRestoring(p.id);
    try {
      await restore.mutateAsync({ id: p.id });
      toaster.create({ type: 'success', title: MSG.productRestored });
      // The restored product leaves this list and joins 상품: both start again from page one.
      await Promise.all([queryClient.resetQueries({ queryKey: ['profile'] }), utils.dashboard.summary.invalidate()]);
    } catch (err) {
      toaster.create({ type: 'error', title: detailOr(err, MSG.productRestoreFailed) });
    } finally {
      setRestoring(null);
    }
  };
  return (
    <InfiniteList
      query={query}
      items={(p) => p.products}
      rowKey={byId}
      label="삭제된 상품"
      failed={MSG.profileProductsLoadFailed}
      empty={<ListEmpty title="삭제된 상품이 없습니다." />}
    >
      {(rows) => <DeletedRows products={rows} restoring={restoring} onRestore={(p) => void onRestore(p)} />}
    </InfiniteList>
  );
}

/** 배달: the shop's delivery and pickup orders, newest first. */
export function OrderList() {
  const utils = trpc.useUtils();
  const query = useInfiniteOffsetList({
    key: ['orders'],
    fetchPage: (skip) => utils.client.orders.deliveries.merchantOrders.query({ skip, limit: LIMIT }),
    rows: (p) => p.deliveries.length,
    hasMore: (p, loaded) => loaded < p.total,
  });
  return (
    <InfiniteList
      query={query}
      items={(p) => p.deliveries}
      rowKey={byId}
      label="배달 주문"
      failed={MSG.dashboardDeliveryOrdersLoadFailed}
      empty={<ListEmpty title="아직 들어온 주문이 없습니다." />}
    >
      {(rows) => <OrderRows orders={rows} />}
    </InfiniteList>
  );
}

/** 결제: the account's payments, newest first. */
export function PaymentList() {
  const utils = trpc.useUtils();
  const query = useInfiniteOffsetList({
    key: ['payments'],
    fetchPage: (skip) => utils.client.orders.payments.list.query({ skip, limit: LIMIT }),
    rows: (p) => p.payments.length,
    hasMore: (p, loaded) => loaded < p.total,
  });
  return (
    <InfiniteList
      query={query}
      items={(p) => p.payments}
      rowKey={byId}
      label="결제 내역"
      failed={MSG.profilePaymentsLoadFailed}
      empty={<ListEmpty title="결제 내역이 없습니다." />}
    >
      {(rows) => <PaymentRows payments={rows} />}
    </InfiniteList>
  );
}
