import { lt, or } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { oauthStates, passwordResets, rateLimits, sessions } from '../../../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface CleanupResult {
  sessions: number;
  rateLimits: number;
  oauthStates: number;
  passwordResets: number;
}

/**
 * Deletes short-lived rows that ended more than a day ago. The day of grace keeps a just-expired
 * row around long enough for its error message ("expired" rather than "unknown") to stay right.
 * Run by the Worker's cron trigger and by the Node server's timer; it touches every tenant.
 */
export async function cleanupExpired({ db, now }: { db: Db; now: Date }): Promise<CleanupResult> {
  const cutoff = new Date(now.getTime() - DAY_MS);
  const deletedSessions = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, cutoff), lt(sessions.revokedAt, cutoff)))
    .returning({ key: sessions.tokenHash });
  const deletedLimits = await db.delete(rateLimits).where(lt(rateLimits.resetAt, cutoff)).returning({ key: rateLimits.key });
  const deletedStates = await db.delete(oauthStates).where(lt(oauthStates.expiresAt, cutoff)).returning({ key: oauthStates.state });
  const deletedResets = await db
    .delete(passwordResets)
    .where(or(lt(passwordResets.expiresAt, cutoff), lt(passwordResets.usedAt, cutoff)))
    .returning({ key: passwordResets.tokenHash });
  return {
    sessions: deletedSessions.length,
    rateLimits: deletedLimits.length,
    oauthStates: deletedStates.length,
    passwordResets: deletedResets.length,
  };
}
