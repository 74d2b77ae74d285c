import { eq, isNull } from 'drizzle-orm';
import { restockAlerts } from '../../../db/schema';
import { MSG } from '../../../shared/messages';
import type { RestockAlertState } from '../../../shared/schemas/wishlist';
import type { UserCtx } from '../../env';
import { restockWaiter } from '../../scope/people';
import { getWishableProduct } from './internal';

/** Whether the shopper waits for the product's restock (a request not yet told). */
export async function isWaiting(ctx: UserCtx, productId: number): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: restockAlerts.id })
    .from(restockAlerts)
    .where(
      ctx.shown.where(restockAlerts, eq(restockAlerts.productId, productId), isNull(restockAlerts.notifiedAt), ctx.own.personIs(restockWaiter, ctx.user.id)),
    )
    .limit(1);
  return !!row;
}

/** GET /api/products/{product_id}/restock-alert: the shopper's waiting request, if any. */
export async function restockState({ ctx, input }: { ctx: UserCtx; input: { product_id: number } }): Promise<RestockAlertState> {
  const product = await getWishableProduct(ctx, input.product_id);
  const waiting = await isWaiting(ctx, product.id);
  return { product_id: product.id, waiting, message: waiting ? MSG.restockRequested : '' };
}
