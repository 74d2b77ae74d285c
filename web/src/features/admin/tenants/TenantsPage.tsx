import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { TENANT_SETTINGS_TABS, type TenantSettingsTab } from '../../../../../shared/admin-constants';
import { MSG } from '../../../../../shared/messages';
import type { AdminTenantList } from '../../../../../shared/schemas/admin/tenants';
import { trpc } from '../../../lib/trpc';
import { ListSkeleton } from '../../../ui/list/ListSkeleton';
import { QueryErrorState } from '../../../ui/QueryErrorState';
import { formatCount } from './consoleFields';
import { CreateTenantForm } from './CreateTenantForm';
import { FeatureGrid } from './FeatureGrid';
import { LocalhostProcControl } from './LocalhostProcControl';
import { TenantCard } from './TenantCard';

// The settings modal and each of its tabs load when opened: the console's first paint stays small.
const TenantSettingsModal = lazy(() => import('./TenantSettingsModal'));

const isTab = (v: string | null): v is TenantSettingsTab => TENANT_SETTINGS_TABS.some((t) => t.key === v);

/**
 * /admin/tenants (commerce.md §2 Admin "Tenant management"): every site of the platform with stat
 * cards, a new-site form, a card a site with its actions, the proxy notice, the feature grid and the
 * localhost debug control. The open settings modal lives in the address (?tenant=<id>&tab=<key>).
 */
export default function TenantsPage() {
  const list = trpc.admin.tenants.list.useQuery();
  const [params, setParams] = useSearchParams();
  const openId = Number(params.get('tenant')) || null;
  const tab: TenantSettingsTab = isTab(params.get('tab')) ? (params.get('tab') as TenantSettingsTab) : 'features';
  // Opening is a step back can undo; moving between tabs replaces it.
  const open = (id: number, next: TenantSettingsTab = 'features', replace = false) => setParams({ tenant: String(id), tab: next }, { replace });
  const close = () => setParams({}, { replace: false });
  const opened = list.data?.items.find((t) => t.id === openId);

  return (
    // The admin layout's header carries the page's title (h1) and its padding.
    <>
      <Stack gap="6">
        {list.isPending ? (
          <ListSkeleton label="사이트 목록을 불러오는 중" rows={4} height="24" />
        ) : list.isError ? (
          <QueryErrorState error={list.error} onRetry={() => void list.refetch()} texts={{ failed: MSG.tenantListFailed }} />
        ) : (
          <>
            <StatCards data={list.data} />
            <CreateTenantForm />
            <Box as="section" aria-labelledby="tenant-list-title">
              <Heading id="tenant-list-title" as="h2" fontSize="md" mb="3">
                사이트 목록
              </Heading>
              <Stack as="ul" gap="3" listStyleType="none" aria-labelledby="tenant-list-title">
                {list.data.items.map((t) => (
                  <TenantCard key={t.id} tenant={t} onSettings={() => open(t.id)} />
                ))}
              </Stack>
            </Box>
            <ProxyNotice />
            <FeatureGrid tenants={list.data.items} />
            <LocalhostProcControl />
          </>
        )}
      </Stack>
      {opened && list.data && (
        <Suspense fallback={null}>
          <TenantSettingsModal tenant={opened} tenants={list.data.items} tab={tab} onTab={(next) => open(opened.id, next, true)} onClose={close} />
        </Suspense>
      )}
    </>
  );
}

function StatCards({ data }: { data: AdminTenantList }) {
  const cards = [
    { label: '전체 사이트', value: `${formatCount(data.total)}개` },
    { label: '활성 사이트', value: `${formatCount(data.active)}개` },
    { label: 'localhost 사이트', value: data.localhost ? data.localhost.display_name : '없음', sub: data.localhost?.domain, wide: true },
  ];
  return (
    // Two counts side by side on a phone, the localhost site (a name and a domain) across both.
    <SimpleGrid as="dl" columns={{ base: 2, sm: 3 }} gap="3" aria-label="사이트 현황">
      {cards.map((c) => (
        <Box key={c.label} borderWidth="1px" borderRadius="lg" p={{ base: '3', md: '4' }} data-testid="tenant-stat" gridColumn={c.wide ? { base: 'span 2', sm: 'auto' } : undefined}>
          <Text as="dt" fontSize="sm" color="fg.muted">
            {c.label}
          </Text>
          <Text as="dd" fontSize="xl" fontWeight="bold" wordBreak="break-all">
            {c.value}
            {c.sub && (
              <Text as="span" display="block" fontSize="sm" fontWeight="normal" color="fg.muted">
                {c.sub}
              </Text>
            )}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}

function ProxyNotice() {
  return (
    <Box as="aside" aria-labelledby="proxy-notice-title" borderWidth="1px" borderColor="blue.muted" bg="blue.subtle" borderRadius="lg" p="4">
      <Heading id="proxy-notice-title" as="h2" fontSize="md" mb="1">
        프록시란?
      </Heading>
      <Text fontSize="sm">
        프록시로 연결된 사이트는 대상 사이트의 상품과 주문을 그대로 보여주면서, 테마와 회사 정보 같은 설정은 자기 것을 씁니다. 사이트의 설정 → 프록시
        탭에서 연결하거나 해제합니다. 자기 자신은 대상으로 지정할 수 없습니다.
      </Text>
    </Box>
  );
}
