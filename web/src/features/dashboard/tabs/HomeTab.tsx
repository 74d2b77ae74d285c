import { Box, Flex, Heading, Link, Stack } from '@chakra-ui/react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { MSG } from '../../../../../shared/messages';
import { useTenant } from '../../../app/tenant';
import { trpc } from '../../../lib/trpc';
import { ListSkeleton } from '../../../ui/list/ListSkeleton';
import { QueryErrorState } from '../../../ui/QueryErrorState';
import { dashboardTabsFor } from '../dashboardTabs';
import { RecentActivity } from '../content/RecentActivity';
import { HOME_PREFETCH_FRESH_MS, RECENT_CONTENTS_INPUT, RecentContents } from '../content/RecentContents';
import { StatCards } from '../content/StatCards';
import { orderSlices, productSlices, statCards } from '../content/statsView';
import { StatsCharts, type ChartPanel } from '../content/StatsCharts';

/**
 * 홈 (commerce.md §2 User dashboard): the figures (GET /api/dashboard/stats) as cards and charts, the
 * six newest contents and the recent activity. Each section fails on its own; the two below the figures
 * appear once the figures have come (or failed).
 */
export default function HomeTab() {
  const { features } = useTenant();
  const offered = dashboardTabsFor(features);
  // Asked for as the app started when this is the first page (signedInFirstPage.ts): taken, not asked again.
  const stats = trpc.dashboard.stats.useQuery(undefined, { staleTime: HOME_PREFETCH_FRESH_MS });
  // The sections below ask for their data now, in one request with the figures, but appear with the
  // figures and cards at once: shown first, they were pushed down the screen when those came in above
  // them (most of the page's layout shift).
  const utils = trpc.useUtils();
  useEffect(() => {
    if (features.content) void utils.dashboard.contents.prefetch(RECENT_CONTENTS_INPUT);
    void utils.dashboard.recentActivity.prefetch({});
  }, [utils, features.content]);
  // Once shown they stay, while the figures are asked for again (a retry).
  const [belowShown, setBelowShown] = useState(false);
  if (!belowShown && (stats.isError || stats.data !== undefined)) setBelowShown(true);
  const catalogue = features.shopping || features.delivery;

  let figures: ReactNode;
  if (stats.isError) {
    figures = <QueryErrorState compact error={stats.error} onRetry={() => void stats.refetch()} texts={{ failed: MSG.dashboardStatsLoadFailed }} />;
  } else if (!stats.data) {
    figures = <ListSkeleton label="통계 불러오는 중" rows={2} height="24" />;
  } else {
    // A chart with nothing to draw is left out (a new shop sees its zero cards only).
    const panels: ChartPanel[] = [
      ...(catalogue ? [{ key: 'products' as const, title: '상품 현황', slices: productSlices(stats.data) }] : []),
      ...(features.payment ? [{ key: 'orders' as const, title: '주문 현황', slices: orderSlices(stats.data) }] : []),
    ].filter((p) => p.slices.some((s) => s.value > 0));
    figures = (
      <Stack gap="3">
        <StatCards cards={statCards(stats.data, features)} offered={offered} />
        {panels.length > 0 && <StatsCharts panels={panels} />}
      </Stack>
    );
  }

  return (
    <Stack gap="8">
      <Section id="dashboard-stats" title="한눈에 보기">
        {figures}
      </Section>
      {belowShown && features.content && (
        <Section id="dashboard-recent-contents" title="최근 콘텐츠" more={offered.includes('posts') ? { to: '?tab=posts', label: '게시글 전체 보기' } : undefined}>
          <RecentContents />
        </Section>
      )}
      {belowShown && (
        <Section id="dashboard-recent-activity" title="최근 활동">
          <RecentActivity />
        </Section>
      )}
    </Stack>
  );
}

function Section({ id, title, more, children }: { id: string; title: string; more?: { to: string; label: string }; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={id} minW="0">
      <Flex justify="space-between" align="baseline" gap="3" mb="3">
        <Heading as="h2" size="md" id={id}>
          {title}
        </Heading>
        {more && (
          <Link asChild fontSize="sm" color="brand.fg" flexShrink={0}>
            <RouterLink to={more.to}>{more.label}</RouterLink>
          </Link>
        )}
      </Flex>
      {children}
    </Box>
  );
}
