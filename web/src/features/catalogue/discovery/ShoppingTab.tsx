import { Button, HStack, Skeleton, Stack } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import type { CategoryOption, MainShoppingResponse, ProductCard } from '../../../../../shared/schemas/catalogue';
import { trpc } from '../../../lib/trpc';
import { ALL_CATEGORY, CategoryTabs } from './CategoryTabs';
import { FeedEmpty, FeedError } from './FeedStates';
import { FeedSection } from './FeedSection';
import { ProductGrid, ProductGridSkeleton, TwoSectionsSkeleton } from '../products/ProductGrid';
import { ProductRowList } from '../products/ProductRow';
import { SearchBox } from './SearchBox';
import { SearchHelp } from './SearchHelp';
import { SearchResults } from './SearchResults';
import { useFeedParams } from './useFeedParams';

import { FEED_LIMIT } from '../../../../../shared/first-page-queries';
/** The cards of a feed's first row on the widest screen (ProductGrid's columns), whose pictures load at once. */
const FIRST_ROW = 5;
const SEARCH_LIMIT = 50;
const FASHION = 'fashion';
const FASHION_LIMIT = 10;

/**
 * /main?tab=shopping: category tabs with the best grid (전체) or ranking and the fashion list (others);
 * ?search=true opens search mode (suggestions, popular keywords) and ?q= shows the results.
 */
export function ShoppingTab() {
  const { category, q, searchMode, setCategory, update } = useFeedParams();
  const [text, setText] = useState(q);
  const categories = trpc.catalogue.feed.categories.useQuery({ kind: 'shopping' }, { staleTime: 5 * 60_000 });

  const input = useRef<HTMLInputElement>(null);

  useEffect(() => setText(q), [q]);
  // The header's search button may turn search mode on while this tab is already open.
  useEffect(() => {
    if (searchMode) input.current?.focus();
  }, [searchMode]);

  const submit = (term: string) => {
    setText(term);
    update({ search: 'true', q: term });
  };
  const editing = searchMode && text.trim() !== q;

  return (
    <Stack gap="4">
      <HStack gap="2">
        <SearchBox
          label="쇼핑 상품 검색"
          placeholder="상품 이름을 검색해 보세요"
          value={text}
          onValueChange={setText}
          onSubmit={submit}
          autoFocus={searchMode}
          inputRef={input}
        />
        {searchMode && (
          <Button variant="ghost" size="sm" flexShrink={0} onClick={() => update({ search: null, q: null })}>
            닫기
          </Button>
        )}
      </HStack>
      {searchMode && (editing || !q) && <SearchHelp text={text} onPick={submit} />}
      {q ? (
        <ShoppingSearch q={q} category={category} onClear={() => update({ q: null })} />
      ) : searchMode ? null : categories.isPending ? (
        <Skeleton h="9" borderRadius="full" />
      ) : (
        <CategoryTabs
          label="쇼핑 카테고리"
          categories={categories.data?.categories ?? []}
          value={category}
          onChange={setCategory}
        >
          {(value) =>
            value === ALL_CATEGORY ? (
              <BestProducts />
            ) : (
              <CategoryFeed category={value} categories={categories.data?.categories ?? []} />
            )
          }
        </CategoryTabs>
      )}
    </Stack>
  );
}

const pick = {
  all: (d: MainShoppingResponse | undefined): ProductCard[] => (d && 'categories' in d ? d.categories.all : []),
  products: (d: MainShoppingResponse | undefined): ProductCard[] => (d && 'products' in d ? d.products : []),
  ranking: (d: MainShoppingResponse | undefined): ProductCard[] => (d && 'ranking' in d ? d.ranking : []),
  results: (d: MainShoppingResponse | undefined) =>
    d && 'search_results' in d ? { items: d.search_results, total: d.total } : { items: [], total: 0 },
};

function BestProducts() {
  const feed = trpc.catalogue.feed.shopping.useQuery({ limit: FEED_LIMIT });
  if (feed.isPending) return <ProductGridSkeleton count={8} />;
  if (feed.isError) return <FeedError error={feed.error} onRetry={() => feed.refetch()} />;
  const all = pick.all(feed.data);
  return (
    <Stack pb="8">
      <FeedSection title="베스트 상품" note="많이 팔린 순">
        {all.length ? <ProductGrid products={all} label="베스트 상품" eagerImages={FIRST_ROW} /> : <FeedEmpty text="등록된 상품이 없습니다." />}
      </FeedSection>
    </Stack>
  );
}

function CategoryFeed({ category, categories }: { category: string; categories: CategoryOption[] }) {
  const feed = trpc.catalogue.feed.shopping.useQuery({ category, limit: FEED_LIMIT });
  // The fashion list is the fashion category's products; on the fashion tab itself it is this feed.
  const fashion = trpc.catalogue.feed.shopping.useQuery(
    { category: FASHION, limit: FASHION_LIMIT },
    { enabled: category !== FASHION },
  );
  const label = categories.find((c) => c.value === category)?.label ?? category;
  const fashionLabel = categories.find((c) => c.value === FASHION)?.label ?? '패션';

  if (feed.isPending) return <TwoSectionsSkeleton />;
  if (feed.isError) return <FeedError error={feed.error} onRetry={() => feed.refetch()} />;
  const ranking = pick.ranking(feed.data);
  const products = pick.products(feed.data);
  const fashionItems = category === FASHION ? products : pick.products(fashion.data).slice(0, FASHION_LIMIT);

  return (
    <Stack gap="10" pb="8">
      <FeedSection title="랭킹" note={`${label} 조회수 순`}>
        {ranking.length ? (
          <ProductGrid products={ranking} ranked highlightTop={2} label={`${label} 랭킹`} />
        ) : (
          <FeedEmpty text="이 카테고리에 등록된 상품이 없습니다." />
        )}
      </FeedSection>
      {category !== FASHION && products.length > 0 && (
        <FeedSection title={`${label} 인기 상품`} note="많이 팔린 순">
          <ProductGrid products={products} label={`${label} 인기 상품`} />
        </FeedSection>
      )}
      {/* The fashion list is extra: it stays out of the way when it is empty or fails. */}
      {fashionItems.length > 0 && (
        <FeedSection title={fashionLabel}>
          <ProductRowList products={fashionItems} label={fashionLabel} />
        </FeedSection>
      )}
    </Stack>
  );
}

function ShoppingSearch({ q, category, onClear }: { q: string; category: string; onClear: () => void }) {
  // The server counts the keyword for the popular list when it answers a search.
  const found = trpc.catalogue.feed.shopping.useQuery({
    search: q,
    category: category === ALL_CATEGORY ? undefined : category,
    limit: SEARCH_LIMIT,
  });
  const { items, total } = pick.results(found.data);
  return (
    <SearchResults
      q={q}
      pending={found.isPending}
      error={found.error}
      onRetry={() => found.refetch()}
      onClear={onClear}
      count={total}
    >
      <ProductGrid products={items} label={`'${q}' 검색 결과`} />
    </SearchResults>
  );
}
