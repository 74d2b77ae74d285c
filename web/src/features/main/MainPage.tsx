import { Box, Button, Center, Heading, Link, Tabs, Text, VStack } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useTenant } from '../../app/tenant';
import { availableMainTabs } from '../../../../shared/main-tabs';
import { useSession } from '../../lib/useSession';
import { AppShell } from '../../ui/AppShell';
import { ScrollRow } from '../../ui/ScrollRow';
import { DeliveryTab } from '../catalogue/discovery/DeliveryTab';
import { ShoppingTab } from '../catalogue/discovery/ShoppingTab';
import { useLiveSearchParams } from '../../lib/useLiveSearchParams';

// The community tabs load with their own chunk, when opened.
const PostTab = lazy(() => import('../content/PostTab').then((m) => ({ default: m.PostTab })));
const VideoTab = lazy(() => import('../content/VideoTab').then((m) => ({ default: m.VideoTab })));
// The wallet tab, too (features/wallet: its forms, and recharts only once a breakdown shows).
const WalletTab = lazy(() => import('../wallet/WalletTab'));

/** /main: tabs by tenant feature, the active one from ?tab= falling back to the first (platform.md §2). */
export default function MainPage() {
  const tenant = useTenant();
  const session = useSession();
  const [params, setParams] = useLiveSearchParams();
  const signedIn = session !== null && (session.user.user_type as string) !== 'guest';
  // A guest has no wallet tab, but one sent to ?tab=wallet (a link, the menu) gets its login prompt.
  const tabs = availableMainTabs(tenant.features, signedIn || params.get('tab') === 'wallet');

  if (tabs.length === 0) {
    return (
      <AppShell footer={false}>
        <Center minH="60vh" px="6">
          <VStack gap="3" textAlign="center">
            <Heading size="lg">서비스 준비 중입니다</Heading>
            <Text color="fg.muted">현재 이용 가능한 서비스가 없습니다. 문의사항은 아래 이메일로 연락해주세요.</Text>
            {tenant.settings.contact_email && (
              <Link href={`mailto:${tenant.settings.contact_email}`} color="brand.fg" fontWeight="semibold">
                {tenant.settings.contact_email}
              </Link>
            )}
            <Button asChild colorPalette="brand" mt="2">
              <RouterLink to="/">홈으로 가기</RouterLink>
            </Button>
          </VStack>
        </Center>
      </AppShell>
    );
  }

  const requested = params.get('tab');
  const active = tabs.find((t) => t.id === requested)?.id ?? tabs[0].id;

  const select = (id: string) =>
    setParams((next) => {
      next.set('tab', id);
      // Category and search belong to the tab they were chosen in.
      for (const key of ['search', 'q', 'category']) next.delete(key);
      return next;
    });

  return (
    <AppShell footer={false}>
      <Box maxW="6xl" mx="auto" px={{ base: '0', md: '6' }}>
        <Tabs.Root
          value={active}
          onValueChange={(d) => select(d.value)}
          colorPalette="brand"
          variant="line"
          lazyMount
          unmountOnExit
        >
          {/* The sticky band holds the row, so the row's edge fade shows the band, not the feed. */}
          <Box position="sticky" top="14" bg="bg" zIndex="docked">
            <ScrollRow>
              <Tabs.List aria-label="메인 탭" px={{ base: '2', md: '0' }}>
                {tabs.map((t) => (
                  <Tabs.Trigger key={t.id} value={t.id} px={{ base: '3', md: '4' }}>
                    {t.label}
                  </Tabs.Trigger>
                ))}
              </Tabs.List>
            </ScrollRow>
          </Box>
          {tabs.map((t) => (
            <Tabs.Content key={t.id} value={t.id} px={{ base: '4', md: '0' }}>
              {t.id === 'delivery' ? (
                <DeliveryTab />
              ) : t.id === 'shopping' ? (
                <ShoppingTab />
              ) : t.id === 'video' ? (
                <Suspense fallback={null}>
                  <VideoTab />
                </Suspense>
              ) : t.id === 'post' ? (
                <Suspense fallback={null}>
                  <PostTab />
                </Suspense>
              ) : (
                <Suspense fallback={null}>
                  <WalletTab />
                </Suspense>
              )}
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </Box>
    </AppShell>
  );
}
