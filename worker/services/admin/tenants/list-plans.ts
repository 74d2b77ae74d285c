import type { AdminPlan } from '../../../../shared/schemas/admin';
import type { PlatformCtx } from '../../../env';
import { readTenant } from './internal';
import { sitePlans } from './internal-plans';

/** GET /api/admin/tenants/{id}/plans: every plan of the site (inactive ones too), with its subscribers. */
export async function listSitePlans({ ctx, input }: { ctx: PlatformCtx; input: { id: number } }): Promise<AdminPlan[]> {
  const site = await readTenant(ctx, input.id);
  return sitePlans(ctx, site.id);
}
