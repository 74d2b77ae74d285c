import { Box, Container, Flex, Tabs, Text } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { MSG } from '../../../../shared/messages';
import { useTenant } from '../../app/tenant';
import { trpc } from '../../lib/trpc';
import { useSession } from '../../lib/useSession';
import { AppShell } from '../../ui/AppShell';
import { QueryErrorState } from '../../ui/QueryErrorState';
import { ProfileHome } from './ProfileHome';
import { CommentList, ContentList, DeletedList, NoticeList, OrderList, PaymentList, ProductList, ReviewList } from './ProfileLists';
import { ProfileSidebar, ProfileSidebarSkeleton } from './ProfileSidebar';
import { ProductGridSkeleton } from '../catalogue/products/ProductGrid';
import { PROFILE_TAB_LABELS, profileTabOf, profileTabsFor, tabCount, type ProfileTab } from './profileTabs';

/** 찜한 상품 (features/wishlist): its own chunk, fetched when the tab is first opened. */
const WishlistTab = lazy(() => import('../wishlist/WishlistTab'));

/**
 * /mypage (commerce.md §2 Own profile page; login only): the sidebar (a block above the tabs on
 * phones) and the tabs, each an address (`?tab=`). Switching tabs drops the sort and starts the
 * next list from page one, loaded again.
 */
export default function ProfilePage() {
  const { features } = useTenant();
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const profile = trpc.dashboard.profile.useQuery(undefined, { retry: false });
  // The counts beside the tabs: a tab shows its label alone until (or unless) they arrive.
  const summary = trpc.dashboard.summary.useQuery(undefined, { retry: false });
  // The stored user says the role at once; the profile's answer confirms it.
  const merchant = (profile.data?.user ?? session?.user)?.user_type === 'merchant';
  const offered = profileTabsFor(features, merchant);
  const tab = profileTabOf(params.get('tab'), offered);
  const setTab = (next: ProfileTab) => setParams(next === 'home' ? {} : { tab: next });

  // A tab opened by its address may sit past the phone's edge of the strip: bring it into the strip's view (sideways only).
  const strip = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = strip.current;
    const selected = el?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!el || !selected) return;
    const box = selected.getBoundingClientRect();
    const view = el.getBoundingClientRect();
    if (box.left < view.left || box.right > view.right) el.scrollLeft += box.left - view.left - (view.width - box.width) / 2;
  }, [tab, offered.length, summary.data]);

  if (profile.isError) {
    return (
      <AppShell>
        <QueryErrorState error={profile.error} onRetry={() => void profile.refetch()} texts={{ failed: MSG.dashboardProfileLoadFailed }} />
      </AppShell>
    );
  }

  return (
    <AppShell>
      <Container maxW="6xl" px={{ base: '4', md: '6' }} py={{ base: '5', md: '8' }}>
        <Flex direction={{ base: 'column', md: 'row' }} gap={{ base: '5', md: '10' }} align="stretch">
          <Box as="aside" aria-label="내 프로필" w={{ base: 'full', md: '60' }} flexShrink={0} position={{ md: 'sticky' }} top={{ md: '20' }} alignSelf="flex-start">
            {profile.data ? <ProfileSidebar profile={profile.data} canPost={merchant && features.content} /> : <ProfileSidebarSkeleton />}
          </Box>
          <Box flex="1" minW="0">
            <Tabs.Root value={tab} onValueChange={(d) => setTab(d.value as ProfileTab)} colorPalette="brand" variant="line" lazyMount unmountOnExit>
              {/* Ten tabs do not fit a phone: the list scrolls sideways inside itself, never the page. */}
              <Box ref={strip} overflowX="auto" mx={{ base: '-4', md: '0' }} px={{ base: '4', md: '0' }} css={{ scrollbarWidth: 'none' }}>
                <Tabs.List aria-label="내 프로필 메뉴" flexWrap="nowrap" minW="max-content">
                  {offered.map((t) => {
                    const count = summary.data ? tabCount(t, summary.data, merchant) : null;
                    return (
                      <Tabs.Trigger key={t} value={t} whiteSpace="nowrap">
                        {PROFILE_TAB_LABELS[t]}
                        {count !== null && (
                          <Text as="span" fontSize="xs" color="fg.muted">
                            {' '}
                            {count.toLocaleString('ko-KR')}
                          </Text>
                        )}
                      </Tabs.Trigger>
                    );
                  })}
                </Tabs.List>
              </Box>
              {/* Only the open tab is mounted: coming back to a tab starts its list again from page one. */}
              {offered.map((t) => (
                <Tabs.Content key={t} value={t} pt="4" data-tab={t}>
                  <TabBody tab={t} offered={offered} merchant={merchant} onTab={setTab} />
                </Tabs.Content>
              ))}
            </Tabs.Root>
          </Box>
        </Flex>
      </Container>
    </AppShell>
  );
}

function TabBody({ tab, offered, merchant, onTab }: { tab: ProfileTab; offered: readonly ProfileTab[]; merchant: boolean; onTab: (t: ProfileTab) => void }): ReactNode {
  switch (tab) {
    case 'home':
      return <ProfileHome offered={offered} merchant={merchant} onMore={onTab} />;
    case 'posts':
      return <ContentList kind="post" />;
    case 'videos':
      return <ContentList kind="video" />;
    case 'notices':
      return <NoticeList merchant={merchant} />;
    case 'comments':
      return <CommentList />;
    case 'reviews':
      return <ReviewList />;
    case 'wishlist':
      return (
        <Suspense fallback={<ProductGridSkeleton count={4} />}>
          <WishlistTab />
        </Suspense>
      );
    case 'products':
      return <ProductList />;
    case 'deleted':
      return <DeletedList />;
    case 'orders':
      return <OrderList />;
    case 'payments':
      return <PaymentList />;
  }
}
