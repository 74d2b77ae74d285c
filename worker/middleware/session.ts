import { eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sessions, users } from '../../db/schema';
import type { AuthUser } from '../env';
import { sha256Hex } from '../lib/crypto';
import { sameTenant, type TenantScope } from '../scope/tenant-scope';

/**
 * The user behind a bearer token, only on the site that issued it. Runs while the request's
 * context is being built, so it takes the site's own scope rather than a context.
 */
export async function findSessionUser(db: DbOrTx, own: TenantScope, token: string, now: Date): Promise<AuthUser | null> {
  const tokenHash = await sha256Hex(token);
  const [row] = await db
    .select({ id: users.id, userType: users.userType, email: users.email, username: users.username })
    .from(sessions)
    .innerJoin(users, sameTenant(users, sessions, eq(users.id, sessions.userId)))
    .where(
      own.where(sessions, eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now), isNull(users.deletedAt)),
    )
    .limit(1);
  return row ? { ...row, sessionTokenHash: tokenHash } : null;
}
