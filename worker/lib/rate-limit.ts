import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rateLimits } from '../../db/schema';
import { AppError } from '../../shared/errors';
import { MSG } from '../../shared/messages';

export interface Limit {
  max: number;
  windowSec: number;
}

/** Counts one event in a fixed window and answers the count after it. */
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

/** Throws 429 when the window for `key` is already full, without counting. */
export async function assertUnderLimit(db: DbOrTx, key: string, limit: Limit, now: Date): Promise<void> {
  const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key)).limit(1);
  if (row && row.resetAt > now && row.count >= limit.max) {
    throw new AppError('TOO_MANY_REQUESTS', MSG.tooManyAttempts);
  }
}

export async function clearLimit(db: DbOrTx, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}
