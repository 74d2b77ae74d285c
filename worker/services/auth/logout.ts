import { and, eq } from 'drizzle-orm';
import { sessions } from '../../../db/schema';
import type { ServiceCtx } from '../../env';
import { requireUser } from './internal';

/** Ends the current session. */
export async function logout({ ctx }: { ctx: ServiceCtx; input: Record<string, never> }): Promise<{ ok: true }> {
  const me = requireUser(ctx);
  await ctx.db
    .update(sessions)
    .set({ revokedAt: ctx.deps.clock.now() })
    .where(and(eq(sessions.tokenHash, me.sessionTokenHash), eq(sessions.tenantId, ctx.tenant.id)));
  return { ok: true };
}
