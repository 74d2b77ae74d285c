import { and, eq } from 'drizzle-orm';
import { orderClaims, orders } from '../../../../db/schema';
import { AppError } from '../../../../shared/errors';
import { MSG } from '../../../../shared/messages';
import type { ClaimAnswer } from '../../../../shared/schemas/orders/center';
import type { UserCtx } from '../../../env';
import { orderBuyer } from '../../../scope/people';
import { sameTenant } from '../../../scope/tenant-scope';
import { withTransaction } from '../../../scope/transaction';
import { claimView, clearOpenClaim, lockOpenClaim } from './internal';

/**
 * POST /api/orders/claims/{claim_id}/withdraw: the buyer takes back their open claim (withdrawn, the
 * order's open-claim mark cleared) in one transaction under the claim's lock (decided meanwhile: 409).
 * A claim on another buyer's order is not found.
 */
export async function withdrawClaim({ ctx, input }: { ctx: UserCtx; input: { claim_id: number } }): Promise<ClaimAnswer> {
  const [found] = await ctx.db
    .select({ claim: orderClaims })
    .from(orderClaims)
    .innerJoin(orders, sameTenant(orders, orderClaims, eq(orders.id, orderClaims.orderId)))
    .where(and(ctx.shown.where(orderClaims, eq(orderClaims.id, input.claim_id)), ctx.own.personIs(orderBuyer, ctx.user.id)))
    .limit(1);
  if (!found) throw new AppError('NOT_FOUND', MSG.claimNotFound);
  const withdrawn = await withTransaction(ctx, async (tx) => {
    await lockOpenClaim(tx, ctx.shown, found.claim.id);
    const [row] = await tx.db
      .update(orderClaims)
      .set({ status: 'withdrawn', decidedAt: tx.deps.clock.now() })
      .where(ctx.shown.where(orderClaims, eq(orderClaims.id, found.claim.id)))
      .returning();
    await clearOpenClaim(tx, ctx.shown, row.orderId);
    return row;
  });
  return { claim: claimView(withdrawn), message: MSG.claimWithdrawn };
}
