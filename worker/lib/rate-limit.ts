import { and, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rateLimits } from '../../db/schema';
import { AppError } from '../../shared/errors';
import { MSG } from '../../shared/messages';

export interface Limit {
  max: number;
  windowSec: number;
}

/** Counts one event in a fixed window and answers the count after it (atomic: one upsert). */
export async function countHit(db: DbOrTx, key: string, limit: Limit, now: Date): Promise<number> {
  const resetAt = new Date(now.getTime() + limit.windowSec * 1000);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.resetAt} <= ${now.toISOString()}::timestamptz then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= ${now.toISOString()}::timestamptz then ${resetAt.toISOString()}::timestamptz else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ count: rateLimits.count });
  return row.count;
}

/**
 * Counts one attempt and refuses it (429) when it is over the limit. Counting comes first, in one
 * statement, so parallel attempts each take their own slot: never more than `limit.max` pass a window.
 */
export async function consumeLimit(db: DbOrTx, key: string, limit: Limit, now: Date): Promise<number> {
  const count = await countHit(db, key, limit, now);
  if (count > limit.max) throw new AppError('TOO_MANY_REQUESTS', MSG.tooManyAttempts);
  return count;
}

/** Gives back one attempt of the current window (an attempt that turned out not to count). */
export async function refundLimit(db: DbOrTx, key: string, now: Date): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(and(eq(rateLimits.key, key), gt(rateLimits.resetAt, now)));
}

export async function clearLimit(db: DbOrTx, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}
