import { Skeleton, Stack } from '@chakra-ui/react';
import { useDeferredValue, useEffect, useState } from 'react';
import { trpc } from '../../../lib/trpc';
import { ALL_CATEGORY, CategoryTabs } from './CategoryTabs';
import { FeedEmpty, FeedError } from './FeedStates';
import { FeedSection } from './FeedSection';
import { PickupShopList } from '../merchants/PickupShopList';
import { ProductGrid, TwoSectionsSkeleton } from '../products/ProductGrid';
import { SearchBox } from './SearchBox';
import { SearchResults } from './SearchResults';
import { useFeedParams } from './useFeedParams';

import { FEED_LIMIT } from '../../../../../shared/first-page-queries';
/** The cards of a feed's first row on the widest screen (ProductGrid's columns), whose pictures load at once. */
const FIRST_ROW = 5;
const SEARCH_SIZE = 50;
/** The first two of the ranking get the highlighted look (platform.md §2 Main feed). */
const RANKING_HIGHLIGHTS = 2;

/** /main?tab=delivery: category tabs, menu search, hot items, ranking and pickup shops. */
export function DeliveryTab() {
  const { category, q, setCategory, setQuery } = useFeedParams();
  const [text, setText] = useState(q);
  const categories = trpc.catalogue.feed.categories.useQuery({ kind: 'delivery' }, { staleTime: 5 * 60_000 });

  // Back/forward changes the URL's term; the box follows it.
  useEffect(() => setText(q), [q]);

  return (
    <Stack gap="4">
      <SearchBox
        label="배달 메뉴 검색"
        placeholder="메뉴나 상품 이름을 검색해 보세요"
        value={text}
        onValueChange={setText}
        onSubmit={(term) => setQuery(term)}
      />
      {q ? (
        <DeliverySearch q={q} onClear={() => setQuery(null)} />
      ) : categories.isPending ? (
        <Skeleton h="9" borderRadius="full" />
      ) : (
        <CategoryTabs
          label="배달 카테고리"
          categories={categories.data?.categories ?? []}
          value={category}
          onChange={setCategory}
        >
          {(value) => <DeliveryFeed category={value} />}
        </CategoryTabs>
      )}
    </Stack>
  );
}

function DeliveryFeed({ category }: { category: string }) {
  const feed = trpc.catalogue.feed.delivery.useQuery({
    category: category === ALL_CATEGORY ? undefined : category,
    limit: FEED_LIMIT,
  });
  // The ranking and the pickup shops join in the deferred render that fills the first grid past its
  // first row (ProductGrid's eagerImages): painted at once, they sat below that row and jumped down
  // when the rest of the grid came in (layout shift 0.24 on the first load).
  const belowTheFirstGrid = useDeferredValue(true, false);

  if (feed.isPending) return <TwoSectionsSkeleton />;
  if (feed.isError) return <FeedError error={feed.error} onRetry={() => feed.refetch()} />;
  const { products, ranking, pickup_shops } = feed.data;

  return (
    <Stack gap="10" pb="8">
      <FeedSection title="지금 뜨는 메뉴" note="주문이 많은 순">
        {products.length ? <ProductGrid products={products} label="지금 뜨는 메뉴" eagerImages={FIRST_ROW} /> : <FeedEmpty text="등록된 메뉴가 없습니다." />}
      </FeedSection>
      {belowTheFirstGrid && (
        <>
          <FeedSection title="랭킹" note="조회수 순">
            {ranking.length ? (
              <ProductGrid products={ranking} ranked highlightTop={RANKING_HIGHLIGHTS} label="랭킹" />
            ) : (
              <FeedEmpty text="랭킹을 집계할 상품이 없습니다." />
            )}
          </FeedSection>
          <FeedSection title="픽업 가능한 가게">
            {pickup_shops.length ? <PickupShopList shops={pickup_shops} /> : <FeedEmpty text="픽업 가능한 가게가 없습니다." />}
          </FeedSection>
        </>
      )}
    </Stack>
  );
}

/** The food tab's search: the delivery feed narrowed to menus matching the words (most ordered first). */
function DeliverySearch({ q, onClear }: { q: string; onClear: () => void }) {
  const found = trpc.catalogue.feed.delivery.useQuery({ search: q, limit: SEARCH_SIZE });
  const items = found.data?.products ?? [];
  return (
    <SearchResults
      q={q}
      pending={found.isPending}
      error={found.error}
      onRetry={() => found.refetch()}
      onClear={onClear}
      count={items.length}
    >
      <ProductGrid products={items} label={`'${q}' 검색 결과`} />
    </SearchResults>
  );
}
