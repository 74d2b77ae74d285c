import { eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sessions, users } from '../../db/schema';
import type { AuthUser } from '../env';
import { sha256Hex } from '../lib/crypto';
import { preparedStatement } from '../lib/prepared';
import { TtlCache } from '../lib/ttl-cache';
import { placeholderScope, sameTenant, type TenantScope } from '../scope/tenant-scope';

/**
 * How long this process (or isolate) keeps a session it has looked up. A change made through an
 * endpoint declared `changesSessions` (logout, a password change or reset, a deleted account, a
 * new e-mail or name) drops this process's entries once it has committed; another process sees it
 * within this bound (the README says so). A session never outlives its own expiry in the cache.
 */
export const SESSION_CACHE_TTL_MS = 5_000;

const cache = new TtlCache<{ user: AuthUser; expiresAt: number }>(SESSION_CACHE_TTL_MS, 10_000);

const OWN = placeholderScope('own', 'tenant');

function sessionStatement(db: DbOrTx) {
  return db
    .select({ id: users.id, userType: users.userType, email: users.email, username: users.username, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, sameTenant(users, sessions, eq(users.id, sessions.userId)))
    .where(
      OWN.where(
        sessions,
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
}

/**
 * The user behind a bearer token, only on the site that issued it. Runs while the request's
 * context is being built, so it takes the site's own scope rather than a context. Tokens that
 * find no session are not kept: each refusal is read afresh.
 */
export async function findSessionUser(db: DbOrTx, own: TenantScope, token: string, now: Date): Promise<AuthUser | null> {
  // Keyed by the token itself, which the request holds in memory anyway: a kept session costs no
  // hash (WebCrypto's digest is a round trip through Node's thread pool).
  const key = `${own.tenantId}:${token}`;
  const kept = cache.get(key);
  if (kept && kept.expiresAt > now.getTime()) return kept.user;
  const tokenHash = await sha256Hex(token);
  const values = { tenant: own.tenantId, tokenHash, now: now.toISOString() };
  const [row] = await preparedStatement(db, 'session_user', sessionStatement).execute(values);
  if (!row) return null;
  const { expiresAt, ...account } = row;
  const user = { ...account, sessionTokenHash: tokenHash };
  cache.set(key, { user, expiresAt: expiresAt.getTime() });
  return user;
}

/** Drops every kept session (a session or an account changed). */
export function forgetSessions(): void {
  cache.clear();
}
