import { and, eq, isNull, ne } from 'drizzle-orm';
import { sessions, users } from '../../../db/schema';
import { LOGIN_LIMIT_PER_ACCOUNT } from '../../../shared/constants';
import { AppError } from '../../../shared/errors';
import { MSG } from '../../../shared/messages';
import { changePasswordSchema } from '../../../shared/schemas/auth';
import type { ServiceCtx } from '../../env';
import { hashPassword, verifyPassword } from '../../lib/crypto';
import { clearLimit, consumeLimit } from '../../lib/rate-limit';
import { getUserInTenant, requireUser } from './internal';

/** Changes the password and ends the user's other sessions (the current one stays). */
export async function changePassword({ ctx, input }: { ctx: ServiceCtx; input: { current_password: string; new_password: string } }): Promise<{ ok: true }> {
  const me = requireUser(ctx);
  const { current_password, new_password } = changePasswordSchema.parse(input);
  const now = ctx.deps.clock.now();
  const user = await getUserInTenant(ctx.db, ctx.tenant.id, me.id);
  if (!user.passwordHash) throw new AppError('BAD_REQUEST', MSG.socialNoPassword);

  // A stolen session must not become a way to guess the password.
  const limitKey = `change-password:${ctx.tenant.id}:${user.id}`;
  await consumeLimit(ctx.db, limitKey, LOGIN_LIMIT_PER_ACCOUNT, now);
  if (!(await verifyPassword(current_password, user.passwordHash))) {
    throw new AppError('BAD_REQUEST', MSG.currentPasswordWrong, { field: 'current_password' });
  }
  await clearLimit(ctx.db, limitKey);

  const passwordHash = await hashPassword(new_password);
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(and(eq(users.id, user.id), eq(users.tenantId, ctx.tenant.id)));
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt), ne(sessions.tokenHash, me.sessionTokenHash)));
  });
  return { ok: true };
}
