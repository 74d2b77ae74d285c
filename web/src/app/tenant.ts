import { createContext, useContext } from 'react';
import type { PublicTenant } from '../../../shared/schemas/tenant';

export const TenantContext = createContext<PublicTenant | null>(null);

/** The current tenant; only used below the TenantGate, which renders nothing else until it is loaded. */
export function useTenant(): PublicTenant {
  const tenant = useContext(TenantContext);
  if (!tenant) throw new Error('useTenant outside TenantGate');
  return tenant;
}

/** The service name with its default (platform.md §2 Landing page). */
export const serviceName = (t: PublicTenant) => t.settings.service_info?.service_name || t.display_name || '로컬 마켓';
