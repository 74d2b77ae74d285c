import type { UserCtx } from '../../env';
import { countLines } from './internal';

/** GET /api/cart/count: the header badge (lines in the cart). */
export async function countCart({ ctx }: { ctx: UserCtx }): Promise<{ count: number }> {
  return { count: await countLines(ctx) };
}
