import { restockAlerts } from '../../../db/schema';
import { AppError } from '../../../shared/errors';
import { MSG } from '../../../shared/messages';
import type { RestockAlertState } from '../../../shared/schemas/wishlist';
import type { UserCtx } from '../../env';
import { restockWaiter } from '../../scope/people';
import { getWishableProduct, isSoldOut } from './internal';

/**
 * PUT /api/products/{product_id}/restock-alert: asks to be told when a sold-out product has stock
 * again (the send-restock-alerts job). Only a sold-out product (422 otherwise). Idempotent: the
 * partial unique key keeps one waiting request a product and account, so repeats insert nothing.
 */
export async function restockOn({ ctx, input }: { ctx: UserCtx; input: { product_id: number } }): Promise<RestockAlertState> {
  const product = await getWishableProduct(ctx, input.product_id);
  if (!isSoldOut(product)) throw new AppError('VALIDATION', MSG.restockNotSoldOut, { field: 'product_id' });
  await ctx.db
    .insert(restockAlerts)
    .values(ctx.shown.row({ productId: product.id, ...ctx.own.personRow(restockWaiter, ctx.user.id), createdAt: ctx.deps.clock.now() }))
    .onConflictDoNothing();
  return { product_id: product.id, waiting: true, message: MSG.restockRequested };
}
