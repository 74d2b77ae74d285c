import { eq } from 'drizzle-orm';
import { sessions } from '../../../db/schema';
import type { UserCtx } from '../../env';

/** Ends the current session. */
export async function logout({ ctx }: { ctx: UserCtx }): Promise<{ ok: true }> {
  await ctx.db
    .update(sessions)
    .set({ revokedAt: ctx.deps.clock.now() })
    .where(ctx.own.where(sessions, eq(sessions.tokenHash, ctx.user.sessionTokenHash)));
  return { ok: true };
}
