import { eq, isNull, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { sessions, users } from '../../../db/schema';
import { LOGIN_LIMIT_PER_ACCOUNT } from '../../../shared/constants';
import { AppError } from '../../../shared/errors';
import { MSG } from '../../../shared/messages';
import type { changePasswordSchema } from '../../../shared/schemas/auth';
import type { UserCtx } from '../../env';
import { verifyPassword } from '../../lib/crypto';
import { hashNewPassword } from './internal-password';
import { clearLimit, consumeLimit } from '../../lib/rate-limit';
import { withTransaction } from '../../scope/transaction';
import { getOwnUser } from './internal';

/** Changes the password and ends the user's other sessions (the current one stays). */
export async function changePassword({ ctx, input }: { ctx: UserCtx; input: z.output<typeof changePasswordSchema> }): Promise<{ ok: true }> {
  const { current_password, new_password } = input;
  const now = ctx.deps.clock.now();
  const user = await getOwnUser(ctx, ctx.user.id);
  if (!user.passwordHash) throw new AppError('BAD_REQUEST', MSG.socialNoPassword);

  // A stolen session must not become a way to guess the password.
  const limitKey = `change-password:${ctx.own.tenantId}:${user.id}`;
  await consumeLimit(ctx.db, limitKey, LOGIN_LIMIT_PER_ACCOUNT, now);
  if (!(await verifyPassword(current_password, user.passwordHash))) {
    throw new AppError('BAD_REQUEST', MSG.currentPasswordWrong, { field: 'current_password' });
  }
  await clearLimit(ctx.db, limitKey);

  const passwordHash = await hashNewPassword(ctx, new_password);
  await withTransaction(ctx, async (tx) => {
    await tx.db.update(users).set({ passwordHash, updatedAt: now }).where(tx.own.where(users, eq(users.id, user.id)));
    await tx.db
      .update(sessions)
      .set({ revokedAt: now })
      .where(tx.own.where(sessions, eq(sessions.userId, user.id), isNull(sessions.revokedAt), ne(sessions.tokenHash, tx.user.sessionTokenHash)));
  });
  return { ok: true };
}
