import { Box, CloseButton, Dialog, Portal, Tabs, Text } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useRef, type ComponentType, type LazyExoticComponent } from 'react';
import { TENANT_SETTINGS_TABS, type TenantSettingsTab } from '../../../../../shared/admin-constants';
import type { AdminTenant } from '../../../../../shared/schemas/admin/tenants';
import { ListSkeleton } from '../../../ui/list/ListSkeleton';
import { useWide } from '../../orders/usePageParam';
import type { TabProps } from './tabs/types';

// One chunk a tab: the console's page stays small and a tab's code loads when it is opened.
const TAB_BODIES: Record<TenantSettingsTab, LazyExoticComponent<ComponentType<TabProps>>> = {
  features: lazy(() => import('./tabs/FeaturesTab')),
  basic: lazy(() => import('./tabs/BasicTab')),
  payment: lazy(() => import('./tabs/PaymentTab')),
  plans: lazy(() => import('./tabs/PlansTab')),
  company: lazy(() => import('./tabs/CompanyTab')),
  service: lazy(() => import('./tabs/ServiceTab')),
  legal: lazy(() => import('./tabs/LegalTab')),
  proxy: lazy(() => import('./tabs/ProxyTab')),
  theme: lazy(() => import('./tabs/ThemeTab')),
  score: lazy(() => import('./tabs/ScoreTab')),
  rules: lazy(() => import('./tabs/RulesTab')),
};

interface Props {
  tenant: AdminTenant;
  tenants: AdminTenant[];
  tab: TenantSettingsTab;
  onTab: (tab: TenantSettingsTab) => void;
  onClose: () => void;
}

/**
 * A site's settings in eleven tabs (commerce.md §2 Admin), full screen on a phone. The site and the
 * tab live in the address (?tenant=&tab=), so a reload opens the same tab again.
 */
export default function TenantSettingsModal({ tenant, tenants, tab, onTab, onClose }: Props) {
  const strip = useRef<HTMLDivElement>(null);
  // One size at a time: a responsive size object keeps the full size's height and square corners on a wide screen.
  const size = useWide() ? 'xl' : 'full';
  // A reload on a late tab (?tab=rules) shows its trigger, not the strip's start.
  useEffect(() => {
    strip.current?.querySelector('[aria-selected="true"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [tab]);
  return (
    <Dialog.Root open onOpenChange={(d) => !d.open && onClose()} size={size} placement="top" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="tenant-settings">
            <Dialog.Header flexDirection="column" alignItems="flex-start" gap="0" pe="14">
              <Dialog.Title wordBreak="break-all">{tenant.display_name} 설정</Dialog.Title>
              <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
                {tenant.name} · {tenant.domain}
              </Text>
            </Dialog.Header>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="설정 닫기" />
            </Dialog.CloseTrigger>
            <Dialog.Body px={{ base: '4', md: '6' }}>
              <Tabs.Root value={tab} onValueChange={(d) => onTab(d.value as TenantSettingsTab)} colorPalette="brand" variant="line" lazyMount unmountOnExit>
                {/* Eleven tabs do not fit a phone: the strip scrolls sideways inside itself, never the page. */}
                <Box ref={strip} overflowX="auto" css={{ scrollbarWidth: 'thin' }} mx={{ base: '-4', md: '0' }} px={{ base: '4', md: '0' }}>
                  <Tabs.List aria-label="설정 탭" flexWrap="nowrap" minW="max-content">
                    {TENANT_SETTINGS_TABS.map((t) => (
                      <Tabs.Trigger key={t.key} value={t.key} whiteSpace="nowrap">
                        {t.label}
                      </Tabs.Trigger>
                    ))}
                  </Tabs.List>
                </Box>
                {TENANT_SETTINGS_TABS.map((t) => {
                  const Body = TAB_BODIES[t.key];
                  return (
                    <Tabs.Content key={t.key} value={t.key} pt="4" data-tab={t.key}>
                      <Suspense fallback={<ListSkeleton label={`${t.label} 탭을 불러오는 중`} rows={3} height="12" />}>
                        <Body tenant={tenant} tenants={tenants} />
                      </Suspense>
                    </Tabs.Content>
                  );
                })}
              </Tabs.Root>
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
