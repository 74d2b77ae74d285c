import { and, gt, inArray, isNull, sql } from 'drizzle-orm';
import { uploadTickets } from '../../../../db/schema';
import { AppError } from '../../../../shared/errors';
import { MSG } from '../../../../shared/messages';
import type { ServiceCtx } from '../../../env';
import { uploadLimitsFrom } from '../../../lib/upload-limits';
import { withTransaction } from '../../../scope/transaction';


export interface TicketRecord {
  kind: string;
  key: string;
  user: number;
  size: number;
  /** The end of the save window: after it the object is swept unless a save used it. */
  expiresAt: Date;
}

/**
 * Records an issued ticket, or refuses it when the account already holds the most open (unsaved,
 * unexpired) tickets or pending bytes. The account's advisory lock (until commit) makes a parallel
 * burst count one ticket after another, so it cannot overshoot the limits.
 */
export async function recordUploadTicket(ctx: ServiceCtx, t: TicketRecord): Promise<void> {
  const limits = ctx.deps.config.uploadLimits ?? uploadLimitsFrom({});
  const now = ctx.deps.clock.now();
  await withTransaction(ctx, async (tx) => {
    await tx.db.execute(sql`select pg_advisory_xact_lock(hashtext(${`upload-tickets:${tx.own.tenantId}:${t.user}`}))`);
    const [open] = await tx.db
      .select({ n: sql<number>`count(*)::int`, bytes: sql<string>`coalesce(sum(${uploadTickets.sizeBytes}), 0)` })
      .from(uploadTickets)
      .where(tx.own.where(uploadTickets, sql`${uploadTickets.userId} = ${t.user}`, isNull(uploadTickets.savedAt), gt(uploadTickets.expiresAt, now)));
    if (open.n + 1 > limits.openTickets) throw new AppError('TOO_MANY_REQUESTS', MSG.uploadTicketsMax);
    if (Number(open.bytes) + t.size > limits.pendingBytes) throw new AppError('TOO_MANY_REQUESTS', MSG.uploadPendingBytesMax);
    await tx.db.insert(uploadTickets).values(
      tx.own.row({ userId: t.user, kind: t.kind, storageKey: t.key, sizeBytes: t.size, createdAt: now, expiresAt: t.expiresAt }),
    );
  });
}

/** Inside a save's transaction: the tickets of `keys` (this site's) are saved, so the sweep keeps their objects. */
export async function markUploadsSaved(tx: ServiceCtx, keys: (string | null | undefined)[]): Promise<void> {
  const named = keys.filter((k): k is string => !!k);
  if (named.length === 0) return;
  await tx.db
    .update(uploadTickets)
    .set({ savedAt: tx.deps.clock.now() })
    .where(tx.own.where(uploadTickets, and(inArray(uploadTickets.storageKey, named), isNull(uploadTickets.savedAt))));
}
