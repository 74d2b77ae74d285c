import type { EarnSimulation, EarnSimulationQuery } from '../../../shared/schemas/wallet';
import type { UserCtx } from '../../env';
import { planOrderEarnings, siteSettings } from './earning/internal';

/**
 * GET /api/wallet/earn-simulation?order_amount (docs/wallet.md Order rules): what each non-activity
 * rule would give the caller for a paid product order of that amount now, per rule and in total. The
 * same plan the product order's settle credits (planOrderEarnings), so the two cannot differ.
 */
export async function earnSimulation({ ctx, input }: { ctx: UserCtx; input: EarnSimulationQuery }): Promise<EarnSimulation> {
  const plan = await planOrderEarnings({
    db: ctx.db,
    own: ctx.own,
    shown: ctx.shown,
    settings: await siteSettings(ctx.db, ctx.own),
    userId: ctx.user.id,
    amount: input.order_amount,
    now: ctx.deps.clock.now(),
  });
  return { order_amount: input.order_amount, ...plan };
}
