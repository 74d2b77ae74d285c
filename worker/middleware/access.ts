import { eq } from 'drizzle-orm';
import { merchantProfiles } from '../../db/schema';
import { AppError } from '../../shared/errors';
import type { FeatureKey } from '../../shared/features';
import { MSG } from '../../shared/messages';
import type { Access, ActorCtx } from '../endpoints/define';
import type { ServiceCtx } from '../env';

export interface AccessGate<A extends Access> {
  access: A;
  feature?: FeatureKey | FeatureKey[];
}

/**
 * The one access check of every endpoint, REST and tRPC alike: login (401), the tenant feature
 * (403), then the role (403). 'sales' admits merchants (with their shop) and superusers. It answers the context narrowed to the actor, so actions read
 * `ctx.user` or `ctx.merchant` without checking again.
 */
export async function admit<A extends Access>(gate: AccessGate<A>, ctx: ServiceCtx): Promise<ActorCtx[A]> {
  const { access } = gate;
  if (access !== 'public' && !ctx.user) throw new AppError('UNAUTHORIZED', MSG.loginRequired);
  if (gate.feature) {
    const flags = Array.isArray(gate.feature) ? gate.feature : [gate.feature];
    if (!flags.some((f) => ctx.features[f])) throw new AppError('FEATURE_DISABLED', MSG.featureDisabled);
  }
  if (access === 'superuser' && ctx.user?.userType !== 'superuser') throw new AppError('FORBIDDEN', MSG.adminOnly);
  if (access === 'sales') {
    if (ctx.user?.userType === 'superuser') return { ...ctx, user: ctx.user, merchant: null } as ActorCtx[A];
    if (ctx.user?.userType !== 'merchant') throw new AppError('FORBIDDEN', MSG.salesOnly);
    return { ...ctx, user: ctx.user, merchant: await ownShop(ctx) } as ActorCtx[A];
  }
  if (access === 'merchant') return { ...ctx, user: ctx.user!, merchant: await ownShop(ctx) } as ActorCtx[A];
  return ctx as ActorCtx[A];
}

/**
 * The signed-in merchant's shop on this site. A merchant account without one is refused like a
 * customer, in the dashboard's words for a missing merchant (commerce.md §8 Dashboard).
 */
async function ownShop(ctx: ServiceCtx): Promise<{ id: number; userId: number }> {
  if (ctx.user?.userType !== 'merchant') throw new AppError('FORBIDDEN', MSG.merchantOnly);
  const [shop] = await ctx.db
    .select({ id: merchantProfiles.id, userId: merchantProfiles.userId })
    .from(merchantProfiles)
    .where(ctx.own.where(merchantProfiles, eq(merchantProfiles.userId, ctx.user.id)))
    .limit(1);
  if (!shop) throw new AppError('FORBIDDEN', MSG.dashboardMerchantNotFound);
  return shop;
}
