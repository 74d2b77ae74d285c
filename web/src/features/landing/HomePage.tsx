import { Box, Center, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { HOME_PRODUCTS_FETCHED, HOME_PRODUCTS_SHOWN } from '../../../../shared/catalogue-constants';
import { HOME_POSTS_FETCHED, HOME_VIDEOS_SHOWN } from '../../../../shared/content-constants';
import { MSG } from '../../../../shared/messages';
import type { Banner, MainShoppingResponse } from '../../../../shared/schemas/catalogue';
import { useTenant } from '../../app/tenant';
import { trpc } from '../../lib/trpc';
import { AppShell } from '../../ui/AppShell';
import { QueryErrorState } from '../../ui/QueryErrorState';
import { FeedEmpty } from '../catalogue/discovery/FeedStates';
import { RecentPosts, RisingVideos } from '../content/HomeCommunity';
import { FeedSection } from '../catalogue/discovery/FeedSection';
import { ProductGrid, ProductGridSkeleton } from '../catalogue/products/ProductGrid';
import { HeroCarousel } from './HeroCarousel';
import { DEFAULT_SLIDES, type Slide } from './slides';

/** Four cards a section, so they fill one row on wide screens. */
const HOME_COLUMNS = { base: 2, md: HOME_PRODUCTS_SHOWN };

const toSlide = (b: Banner): Slide => ({ title: b.title, subtitle: b.subtitle, image: b.image ?? undefined, bg: b.bg || undefined, link: b.link ?? undefined });

const bestOf = (d: MainShoppingResponse | undefined) => (d && 'categories' in d ? d.categories.all : []);

/** The logged-in home: hero banner and the sections of platform.md §2 Home screen. */
export default function HomePage() {
  const { features } = useTenant();
  const delivery = trpc.catalogue.feed.delivery.useQuery({ limit: HOME_PRODUCTS_FETCHED }, { enabled: features.delivery });
  const shopping = trpc.catalogue.feed.shopping.useQuery({ limit: HOME_PRODUCTS_FETCHED }, { enabled: features.shopping });
  // platform.md §2: the posts of page 1 (size 10) give both community sections.
  const posts = trpc.content.posts.list.useQuery({ page: 1, size: HOME_POSTS_FETCHED }, { enabled: features.content });

  // The site's own banners; the default slides only when it has none (or they cannot be read).
  const banners = trpc.catalogue.site.banners.useQuery(undefined, { staleTime: 5 * 60_000 });
  const slides = banners.data?.banners.length ? banners.data.banners.map(toSlide) : DEFAULT_SLIDES;

  const anyOn = features.delivery || features.shopping || features.content;
  const failed = (features.delivery && delivery.isError) || (features.shopping && shopping.isError) || (features.content && posts.isError);

  const productSection = (pending: boolean, items: { id: number }[] | undefined, grid: ReactNode, empty: string) =>
    pending ? <ProductGridSkeleton count={HOME_PRODUCTS_SHOWN} columns={HOME_COLUMNS} /> : items?.length ? grid : <FeedEmpty text={empty} />;

  const hot = delivery.data?.products.slice(0, HOME_PRODUCTS_SHOWN);
  const best = bestOf(shopping.data).slice(0, HOME_PRODUCTS_SHOWN);
  const videos = posts.data?.posts.filter((p) => p.is_video) ?? [];
  const others = posts.data?.posts.filter((p) => !p.is_video) ?? [];

  return (
    <AppShell>
      <Box maxW="6xl" mx="auto" px={{ base: '0', md: '6' }} pt={{ base: '0', md: '6' }}>
        {banners.isPending ? <Skeleton h={{ base: '44', md: '64' }} borderRadius={{ base: 'none', md: '2xl' }} /> : <HeroCarousel slides={slides} />}
        {!anyOn ? (
          <Center minH="30vh" px="6">
            <Text color="fg.muted">서비스를 준비 중입니다.</Text>
          </Center>
        ) : failed ? (
          // The spec's retry reloads the page.
          <QueryErrorState
            compact
            error={delivery.error ?? shopping.error ?? posts.error}
            onRetry={() => window.location.reload()}
            texts={{ failed: MSG.homeLoadFailed }}
          />
        ) : (
          <Stack gap="10" px={{ base: '4', md: '0' }} py="8">
            {features.delivery && (
              <FeedSection title="지금 뜨는 배달" to="/main?tab=delivery">
                {productSection(
                  delivery.isPending,
                  hot,
                  <ProductGrid products={hot ?? []} label="지금 뜨는 배달" columns={HOME_COLUMNS} />,
                  '등록된 배달 상품이 없습니다.',
                )}
              </FeedSection>
            )}
            {features.content && posts.isPending && <Skeleton h="40" borderRadius="xl" />}
            {/* Shown only when at least two videos exist (platform.md §2). */}
            {features.content && videos.length >= HOME_VIDEOS_SHOWN && (
              <FeedSection title="떠오르는 영상" to="/main?tab=video">
                <RisingVideos posts={videos} />
              </FeedSection>
            )}
            {features.content && posts.data && (
              <FeedSection title="최근 커뮤니티" to="/main?tab=post">
                {others.length ? <RecentPosts posts={others} /> : <FeedEmpty text="아직 게시글이 없습니다." />}
              </FeedSection>
            )}
            {features.shopping && (
              <FeedSection title="베스트 쇼핑 상품" to="/main?tab=shopping">
                {productSection(
                  shopping.isPending,
                  best,
                  <ProductGrid products={best} label="베스트 쇼핑 상품" columns={HOME_COLUMNS} />,
                  '등록된 쇼핑 상품이 없습니다.',
                )}
              </FeedSection>
            )}
          </Stack>
        )}
      </Box>
    </AppShell>
  );
}
