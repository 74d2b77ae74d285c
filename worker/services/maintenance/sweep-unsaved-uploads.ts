import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { postMedia, productMedia, reviewMedia, uploadTickets } from '../../../db/schema';
import type { ObjectStorage } from '../../adapters/types';

/** Tickets looked at per run; the next run takes the rest. */
const SWEEP_BATCH = 500;

/**
 * Deletes the objects of upload tickets whose save window has ended without a save, then the
 * tickets. A ticket whose key a product, post or review row does use after all (a save that did not
 * mark it) is marked saved instead: the sweep never deletes a shown file. Every tenant's; run by
 * cleanupExpired. A storage failure leaves the ticket for the next run.
 */
export async function sweepUnsavedUploads({ db, storage, now }: { db: Db; storage: ObjectStorage; now: Date }): Promise<number> {
  const due = (await db.execute(sql`
    select t.id, t.storage_key as key,
      (exists (select 1 from ${productMedia} pm where pm.storage_key = t.storage_key)
        or exists (select 1 from ${postMedia} po where po.storage_key = t.storage_key or po.thumbnail_key = t.storage_key)
        or exists (select 1 from ${reviewMedia} rm where rm.storage_key = t.storage_key)) as used
    from ${uploadTickets} t
    where t.saved_at is null and t.expires_at < ${now.toISOString()}
    order by t.expires_at
    limit ${SWEEP_BATCH}`)) as unknown as { rows: { id: number; key: string; used: boolean }[] };
  const used = due.rows.filter((r) => r.used).map((r) => r.id);
  if (used.length > 0) await db.update(uploadTickets).set({ savedAt: now }).where(inArray(uploadTickets.id, used));
  const gone: number[] = [];
  for (const row of due.rows) {
    if (row.used) continue;
    try {
      await storage.delete(row.key);
      gone.push(row.id);
    } catch {
      // Kept for the next run.
    }
  }
  if (gone.length > 0) await db.delete(uploadTickets).where(inArray(uploadTickets.id, gone));
  return gone.length;
}
