import { ChakraProvider } from '@chakra-ui/react';
import { Global } from '@emotion/react';
import { useEffect, useMemo, type ReactNode } from 'react';
import { trpc } from '../lib/trpc';
import { LoadingScreen } from '../ui/LoadingScreen';
import { ServiceErrorScreen } from '../ui/ServiceErrorScreen';
import { TenantContext } from './tenant';
import { brandCssVars, renderSystem } from './theme';
import { tenantSeed } from './tenantSeed';

function setFavicon(href: string) {
  const link = document.getElementById('app-favicon') as HTMLLinkElement | null;
  if (link) link.href = href;
}

/**
 * Everything renders with the tenant's theme (platform.md §1, §4 Tenant load). The server's page
 * carries the tenant (seeded into the cache by App), so this only loads it on the Vite dev server,
 * and shows the service error at once when the page says there is no tenant for this address.
 */
export function TenantGate({ children }: { children: ReactNode }) {
  const failedOnServer = tenantSeed.state === 'failed';
  const query = trpc.tenant.current.useQuery(undefined, { staleTime: 5 * 60_000, retry: 1, enabled: !failedOnServer });
  const tenant = query.data;
  const theme = tenant?.settings.theme;
  const brandColours = useMemo(() => ({ ':root': brandCssVars(theme) }), [theme]);

  useEffect(() => {
    if (!tenant) return;
    document.title = tenant.display_name;
    if (tenant.settings.logo_url) setFavicon(tenant.settings.logo_url);
    const primary = tenant.settings.theme?.primary;
    if (primary) document.querySelector('meta[name="theme-color"]')?.setAttribute('content', primary);
  }, [tenant]);

  if (failedOnServer || query.isError) {
    return (
      <ChakraProvider value={renderSystem()}>
        <ServiceErrorScreen />
      </ChakraProvider>
    );
  }
  if (!tenant) {
    return (
      <ChakraProvider value={renderSystem()}>
        <LoadingScreen label="서비스 정보를 불러오는 중..." />
      </ChakraProvider>
    );
  }
  return (
    <ChakraProvider value={renderSystem()}>
      <Global styles={brandColours} />
      <TenantContext.Provider value={tenant}>{children}</TenantContext.Provider>
    </ChakraProvider>
  );
}
