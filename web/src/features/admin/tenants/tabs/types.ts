import type { AdminTenant } from '../../../../../../shared/schemas/admin/tenants';

/** What every settings tab gets: the site it edits and all sites (the proxy tab's choices). */
export interface TabProps {
  tenant: AdminTenant;
  tenants: AdminTenant[];
}
