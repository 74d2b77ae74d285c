import { PROFILE_LIST_LIMIT } from '../../../../../shared/dashboard-constants';
import { trpc } from '../../../lib/trpc';
import { InfiniteList } from '../../../ui/list/InfiniteList';
import { ReviewRows } from '../../profile/ProfileRows';
import { useInfiniteOffsetList } from '../../profile/useInfiniteOffsetList';
import { ChannelEmpty } from './ChannelEmpty';
import { CHANNEL_LIST_FAILED } from './texts';

/** The reviews the channel's account wrote (GET /api/reviews/user/{id}), newest first, the next page as the end comes into view. */
export function ChannelReviews({ userId }: { userId: number }) {
  const utils = trpc.useUtils();
  const query = useInfiniteOffsetList({
    key: ['channel-reviews', userId],
    fetchPage: (skip) => utils.client.reviews.byUser.query({ id: userId, skip, limit: PROFILE_LIST_LIMIT }),
    rows: (p) => p.reviews.length,
    hasMore: (p) => p.has_more,
  });
  return (
    <InfiniteList
      query={query}
      items={(p) => p.reviews}
      rowKey={(r) => r.id}
      label="채널 리뷰"
      failed={CHANNEL_LIST_FAILED.failed}
      empty={<ChannelEmpty>아직 작성한 리뷰가 없습니다.</ChannelEmpty>}
    >
      {(rows) => <ReviewRows reviews={rows} />}
    </InfiniteList>
  );
}
