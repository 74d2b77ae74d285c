import { eq, isNull } from 'drizzle-orm';
import { restockAlerts } from '../../../db/schema';
import { MSG } from '../../../shared/messages';
import type { RestockAlertState } from '../../../shared/schemas/wishlist';
import type { UserCtx } from '../../env';
import { restockWaiter } from '../../scope/people';
import { getWishableProduct } from './internal';

/** DELETE /api/products/{product_id}/restock-alert: cancels the waiting request (none is no error); sent ones stay as history. */
export async function restockOff({ ctx, input }: { ctx: UserCtx; input: { product_id: number } }): Promise<RestockAlertState> {
  const product = await getWishableProduct(ctx, input.product_id);
  await ctx.db
    .delete(restockAlerts)
    .where(
      ctx.shown.where(restockAlerts, eq(restockAlerts.productId, product.id), isNull(restockAlerts.notifiedAt), ctx.own.personIs(restockWaiter, ctx.user.id)),
    );
  return { product_id: product.id, waiting: false, message: MSG.restockCancelled };
}
