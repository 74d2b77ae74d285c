import { lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { oauthStates, passwordResets, postViewDays, productViewDays, rateLimits, sessions } from '../../../db/schema';
import type { ObjectStorage } from '../../adapters/types';
import { seoulDay } from '../../lib/seoul-day';
import { sweepUnsavedUploads } from './sweep-unsaved-uploads';
import { expirePendingPayments } from './expire-pending-payments';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface CleanupResult {
  sessions: number;
  rateLimits: number;
  oauthStates: number;
  passwordResets: number;
  productViews: number;
  postViews: number;
  /** Objects of upload tickets never saved (when a storage was passed). */
  unsavedUploads?: number;
  /** Pending payments that expired (not deleted: the buyer's history shows them). */
  expiredPayments: number;
}

/**
 * Deletes short-lived rows that ended more than a day ago. The day of grace keeps a just-expired
 * row around long enough for its error message ("expired" rather than "unknown") to stay right.
 * Run by the Worker's cron trigger and by the Node server's timer; it touches every tenant.
 * Product view rows (one per viewer, product and day; only today's decide whether a view counts)
 * are deleted once their day is more than two days old (Asia/Seoul days), counted rather than returned.
 */
export async function cleanupExpired({ db, now, storage }: { db: Db; now: Date; storage?: ObjectStorage }): Promise<CleanupResult> {
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
  const viewCutoff = seoulDay(new Date(now.getTime() - 2 * DAY_MS));
  const deletedViews = (await db.execute(sql`
    with gone as (delete from ${productViewDays} where ${lt(productViewDays.day, viewCutoff)} returning 1)
    select count(*)::int as n from gone`)) as unknown as { rows: { n: number }[] };
  const deletedPostViews = (await db.execute(sql`
    with gone as (delete from ${postViewDays} where ${lt(postViewDays.day, viewCutoff)} returning 1)
    select count(*)::int as n from gone`)) as unknown as { rows: { n: number }[] };
  const unsavedUploads = storage ? await sweepUnsavedUploads({ db, storage, now }) : undefined;
  const expiredPayments = await expirePendingPayments({ db, now });
  return {
    ...(storage ? { unsavedUploads } : {}),
    sessions: deletedSessions.length,
    rateLimits: deletedLimits.length,
    oauthStates: deletedStates.length,
    passwordResets: deletedResets.length,
    productViews: deletedViews.rows[0]?.n ?? 0,
    postViews: deletedPostViews.rows[0]?.n ?? 0,
    expiredPayments,
  };
}
