import { eq } from 'drizzle-orm';
import { merchantProfiles } from '../../db/schema';
import { AppError } from '../../shared/errors';
import type { FeatureKey } from '../../shared/features';
import { MSG } from '../../shared/messages';
import type { Access, ActorCtx } from '../endpoints/define';
import { hasShopNarrowing, holds, isPlatform, narrowsToShop, refusalOf } from '../../shared/access-policy';
import type { MerchantCtx, PlatformCtx, SalesCtx, ServiceCtx } from '../env';
import { platformScope } from '../scope/platform-scope';

export interface AccessGate<A extends Access> {
  access: A;
  feature?: FeatureKey | FeatureKey[];
}

/**
 * The one access check of every endpoint, REST and tRPC alike, read from shared/access-policy.ts:
 * login (401), the tenant feature (403), then the permission's roles (403 with its refusal). It
 * answers the context narrowed to the actor: `ctx.merchant` where the permission narrows the role to
 * its own shop (null for a role it does not narrow), `ctx.platform` where it carries the platform scope.
 */
export async function admit<A extends Access>(gate: AccessGate<A>, ctx: ServiceCtx): Promise<ActorCtx[A]> {
  const { access } = gate;
  if (access !== 'public' && !ctx.user) throw new AppError('UNAUTHORIZED', MSG.loginRequired);
  if (gate.feature) {
    const flags = Array.isArray(gate.feature) ? gate.feature : [gate.feature];
    if (!flags.some((f) => ctx.features[f])) throw new AppError('FEATURE_DISABLED', MSG.featureDisabled);
  }
  if (access === 'public') return ctx as ActorCtx[A];
  const user = ctx.user!;
  if (!holds(user.userType, access)) throw new AppError('FORBIDDEN', MSG[refusalOf(access)]);
  let actor: ServiceCtx = ctx;
  if (narrowsToShop(access, user.userType)) actor = { ...actor, merchant: await ownShop({ ...ctx, user }) } as MerchantCtx;
  else if (hasShopNarrowing(access)) actor = { ...actor, merchant: null } as SalesCtx;
  if (isPlatform(access)) actor = { ...actor, platform: platformScope } as PlatformCtx;
  return actor as ActorCtx[A];
}

/**
 * The signed-in merchant's shop on this site. A merchant account without one is refused like a
 * customer, in the dashboard's words for a missing merchant (commerce.md §8 Dashboard).
 */
async function ownShop(ctx: ServiceCtx & { user: { id: number } }): Promise<{ id: number; userId: number }> {
  const [shop] = await ctx.db
    .select({ id: merchantProfiles.id, userId: merchantProfiles.userId })
    .from(merchantProfiles)
    .where(ctx.own.where(merchantProfiles, eq(merchantProfiles.userId, ctx.user.id)))
    .limit(1);
  if (!shop) throw new AppError('FORBIDDEN', MSG.dashboardMerchantNotFound);
  return shop;
}
