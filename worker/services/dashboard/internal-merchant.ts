import { eq } from 'drizzle-orm';
import { merchantProfiles } from '../../../db/schema';
import type { UserCtx } from '../../env';

/** The signed-in account's shop on this site, if it has one. */
export async function getMerchantOf(ctx: UserCtx): Promise<{ id: number; userId: number } | null> {
  const [m] = await ctx.db
    .select({ id: merchantProfiles.id, userId: merchantProfiles.userId })
    .from(merchantProfiles)
    .where(ctx.own.where(merchantProfiles, eq(merchantProfiles.userId, ctx.user.id)))
    .limit(1);
  return m ?? null;
}
