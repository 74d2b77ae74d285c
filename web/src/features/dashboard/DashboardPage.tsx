import { Box, Button, Container, Flex, Heading, Tabs } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useRef, type ComponentType, type LazyExoticComponent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useTenant } from '../../app/tenant';
import { AppShell } from '../../ui/AppShell';
import { ListSkeleton } from '../../ui/list/ListSkeleton';
import { DASHBOARD_TAB_LABELS, dashboardTabsFor, tabOf, type DashboardTab } from './dashboardTabs';

// One chunk per tab: opening the dashboard loads the home tab's code only.
const TAB_PANELS: Record<DashboardTab, LazyExoticComponent<ComponentType>> = {
  home: lazy(() => import('./tabs/HomeTab')),
  videos: lazy(() => import('./tabs/VideosTab')),
  posts: lazy(() => import('./tabs/PostsTab')),
  announcements: lazy(() => import('./tabs/AnnouncementsTab')),
  comments: lazy(() => import('./tabs/CommentsTab')),
  reviews: lazy(() => import('./tabs/ReviewsTab')),
  products: lazy(() => import('./tabs/ProductsTab')),
  orders: lazy(() => import('./tabs/OrdersTab')),
  deleted: lazy(() => import('./tabs/DeletedTab')),
  payments: lazy(() => import('./tabs/PaymentsTab')),
  subscription: lazy(() => import('./tabs/SubscriptionTab')),
};

/**
 * /merchant/dashboard (commerce.md §2 User dashboard): eleven tabs, each an address (`?tab=`), so a
 * reload or a shared link opens the same tab; a tab keeps its page, sort and filter in the address
 * too (useTabParams). Tabs whose site switches are off are not offered.
 */
export default function DashboardPage() {
  const { features } = useTenant();
  const [params, setParams] = useSearchParams();
  const offered = dashboardTabsFor(features);
  const tab = tabOf(params.get('tab'), offered);
  const catalogue = features.shopping || features.delivery;
  // Switching tabs starts the next tab from its first page and its own defaults.
  const setTab = (next: DashboardTab) => setParams(next === 'home' ? {} : { tab: next }, { replace: false });
  // On a phone the chosen tab may sit past the strip's edge (a shared link, a reload): bring it into
  // view inside the strip, without moving the page.
  const strip = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = strip.current;
    const chosen = box?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    if (!box || !chosen) return;
    const [b, c] = [box.getBoundingClientRect(), chosen.getBoundingClientRect()];
    if (c.left < b.left || c.right > b.right) box.scrollLeft += c.left - b.left - (b.width - c.width) / 2;
  }, [tab]);

  return (
    <AppShell>
      {/* At least a screen tall: the footer starts below the fold, so a tab's data coming in never
          pushes it across the screen (it was most of the page's layout shift, CLS 0.34). */}
      <Container maxW="4xl" minH="100dvh" px={{ base: '4', md: '6' }} py={{ base: '5', md: '8' }}>
        <Flex justify="space-between" align="center" gap="3" wrap="wrap" mb="4">
          <Heading as="h1" size="xl">
            대시보드
          </Heading>
          {catalogue && (
            <Button asChild colorPalette="brand" size="sm">
              <RouterLink to="/products/create">상품 등록</RouterLink>
            </Button>
          )}
        </Flex>
        <Tabs.Root value={tab} onValueChange={(d) => setTab(d.value as DashboardTab)} colorPalette="brand" variant="line" lazyMount unmountOnExit>
          {/* Eleven tabs do not fit a phone: the list scrolls sideways inside itself, never the page. */}
          <Box ref={strip} overflowX="auto" mx={{ base: '-4', md: '0' }} px={{ base: '4', md: '0' }} css={{ scrollbarWidth: 'none' }}>
            <Tabs.List aria-label="대시보드 메뉴" flexWrap="nowrap" minW="max-content">
              {offered.map((t) => (
                <Tabs.Trigger key={t} value={t} whiteSpace="nowrap">
                  {DASHBOARD_TAB_LABELS[t]}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
          </Box>
          {/* A real tab panel per tab (named by its tab, which points at it), mounted only while it is
              the chosen one: each tab's code still loads on first opening. */}
          {offered.map((t) => {
            const Panel = TAB_PANELS[t];
            return (
              <Tabs.Content key={t} value={t} pt="4" minW="0">
                <Suspense fallback={<ListSkeleton label={`${DASHBOARD_TAB_LABELS[t]} 불러오는 중`} />}>
                  <Panel />
                </Suspense>
              </Tabs.Content>
            );
          })}
        </Tabs.Root>
      </Container>
    </AppShell>
  );
}
