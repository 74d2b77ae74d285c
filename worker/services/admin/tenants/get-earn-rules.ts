import type { EarnRules } from '../../../../shared/schemas/admin';
import type { PlatformCtx } from '../../../env';
import { readTenant } from './internal';
import { earnRulesOf } from './internal-scores';

/** GET /api/admin/tenants/{id}/earn-rules: the site's earn rules over the defaults, as earning applies them. */
export async function getEarnRules({ ctx, input }: { ctx: PlatformCtx; input: { id: number } }): Promise<EarnRules> {
  return earnRulesOf((await readTenant(ctx, input.id)).settings);
}
