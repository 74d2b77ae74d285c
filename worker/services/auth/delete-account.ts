import { and, eq, isNull } from 'drizzle-orm';
import { sessions, users } from '../../../db/schema';
import type { ServiceCtx } from '../../env';
import { requireUser } from './internal';

/** Deletes the signed-in account (soft delete: the e-mail and name become free) and ends its sessions. */
export async function deleteAccount({ ctx }: { ctx: ServiceCtx; input: Record<string, never> }): Promise<{ ok: true }> {
  const me = requireUser(ctx);
  const now = ctx.deps.clock.now();
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ deletedAt: now, updatedAt: now })
      .where(and(eq(users.id, me.id), eq(users.tenantId, ctx.tenant.id), isNull(users.deletedAt)));
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, me.id), isNull(sessions.revokedAt)));
  });
  return { ok: true };
}
