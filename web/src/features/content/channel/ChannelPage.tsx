import { Box, Tabs } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import type { UserProfile } from '../../../../../shared/schemas/content';
import { useTenant } from '../../../app/tenant';
import { HttpError } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';
import { AppShell } from '../../../ui/AppShell';
import { QueryErrorState } from '../../../ui/QueryErrorState';
import { ChannelEmpty } from './ChannelEmpty';
import { ChannelHeader, ChannelHeaderSkeleton, channelName } from './ChannelHeader';
import { ChannelPosts } from './ChannelPosts';
import { ChannelProducts } from './ChannelProducts';
import { ChannelReviews } from './ChannelReviews';
import { ChannelVideos } from './ChannelVideos';
import { CHANNEL_TEXTS } from './texts';
import { useLiveSearchParams } from '../../../lib/useLiveSearchParams';

const NO_SUCH_ID = new HttpError(CHANNEL_TEXTS.notFound, 404);

const CHANNEL_TABS = [
  { id: 'videos', label: '영상', feature: ['content'] },
  { id: 'products', label: '상품', feature: ['shopping', 'delivery'] },
  { id: 'posts', label: '게시글', feature: ['content'] },
  { id: 'reviews', label: '리뷰', feature: ['reviews'] },
] as const;
type ChannelTabId = (typeof CHANNEL_TABS)[number]['id'];

/**
 * /merchant/{id} (platform.md §2 Merchant channel): the id is an account's, or with ?use_mid=true a
 * shop's. A header with the counts, then tabs of videos, products and posts (?tab=, so links and
 * the history keep the tab), and the reviews the account wrote; each tab shown when the site has its feature.
 */
export default function ChannelPage() {
  const { id: raw } = useParams();
  const [params, setParams] = useLiveSearchParams();
  const tenant = useTenant();
  const id = Number(raw);
  const valid = Number.isInteger(id) && id > 0;
  const byShop = params.get('use_mid') === 'true';
  const byUser = trpc.content.channels.user.useQuery({ id }, { enabled: valid && !byShop });
  const byMerchant = trpc.content.channels.merchantUser.useQuery({ id }, { enabled: valid && byShop });
  const profile = byShop ? byMerchant : byUser;
  const name = profile.data ? channelName(profile.data) : undefined;

  useEffect(() => {
    if (!name) return;
    const before = document.title;
    document.title = `${name} 채널`;
    return () => {
      document.title = before;
    };
  }, [name]);

  if (!valid || profile.isError) {
    return (
      <AppShell header={{ back: true, title: '채널' }} footer={false}>
        <QueryErrorState error={valid ? profile.error : NO_SUCH_ID} onRetry={() => void profile.refetch()} texts={CHANNEL_TEXTS} backWithRetry />
      </AppShell>
    );
  }

  const tabs = CHANNEL_TABS.filter((t) => t.feature.some((f) => tenant.features[f]));
  const requested = params.get('tab');
  const active: ChannelTabId | undefined = tabs.find((t) => t.id === requested)?.id ?? tabs[0]?.id;
  const select = (tab: string) =>
    setParams((next) => {
      next.set('tab', tab);
      return next;
    });

  return (
    <AppShell header={{ back: true, title: name ?? '채널' }} footer={false}>
      <Box maxW="3xl" mx="auto" px="4" pt={{ base: '4', md: '6' }} pb="8">
        {profile.data ? <ChannelHeader profile={profile.data} /> : <ChannelHeaderSkeleton />}
        {profile.data && active && (
          <Tabs.Root value={active} onValueChange={(d) => select(d.value)} colorPalette="brand" mt="5" lazyMount unmountOnExit>
            <Tabs.List aria-label="채널 콘텐츠" position="sticky" top="14" bg="bg" zIndex="docked">
              {tabs.map((t) => (
                <Tabs.Trigger key={t.id} value={t.id} flex="1" justifyContent="center">
                  {t.label}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            {tabs.map((t) => (
              <Tabs.Content key={t.id} value={t.id} pt="4">
                <TabBody tab={t.id} profile={profile.data} />
              </Tabs.Content>
            ))}
          </Tabs.Root>
        )}
        {profile.data && !active && <ChannelEmpty>이 사이트에서 보여줄 수 있는 채널 콘텐츠가 없습니다.</ChannelEmpty>}
      </Box>
    </AppShell>
  );
}

function TabBody({ tab, profile }: { tab: ChannelTabId; profile: UserProfile }) {
  if (tab === 'videos') return <ChannelVideos authorId={profile.id} />;
  if (tab === 'products') return <ChannelProducts merchantId={profile.merchant?.id ?? null} />;
  if (tab === 'reviews') return <ChannelReviews userId={profile.id} />;
  return <ChannelPosts authorId={profile.id} />;
}
