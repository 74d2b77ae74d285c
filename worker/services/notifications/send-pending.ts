import { asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { notifications, type Notification } from '../../../db/schema';
import { NOTIFICATION_MAX_ATTEMPTS, NOTIFICATION_RETRY_MINUTES } from '../../../shared/notifications';
import { oneLine } from '../../adapters/log-console';
import type { ServiceCtx } from '../../env';
import { serviceName } from '../auth/internal-mail';
import { renderNotification } from './templates';

/** Notifications sent a run; the next run (a minute later) takes the rest. */
const SEND_BATCH = 50;
/**
 * A claimed notification is not due again for this long: a sender that dies mid-send leaves it to be
 * tried again then (at least once), while a living one has long finished.
 */
const CLAIM_LEASE_MINUTES = 10;

export type SendResult = {
  sent: number;
  retried: number;
  failed: number;
};

/**
 * Sends the site's due notifications (the outbox's pending rows whose next_attempt_at has come),
 * after the changes that wrote them committed. Each is claimed first in one conditional statement
 * (its attempt counted, its next attempt moved past the lease, rows another sender holds skipped),
 * so two senders never send one twice. Then sent by its channel and marked sent; a failed send is
 * tried again after NOTIFICATION_RETRY_MINUTES, and after NOTIFICATION_MAX_ATTEMPTS it is failed
 * with the last error. A send never touches the change that caused it.
 */
export async function sendPendingNotifications(ctx: ServiceCtx, opts: { limit?: number } = {}): Promise<SendResult> {
  const now = ctx.deps.clock.now();
  const due = ctx.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(ctx.own.where(notifications, eq(notifications.status, 'pending'), lte(notifications.nextAttemptAt, now)))
    .orderBy(asc(notifications.nextAttemptAt), asc(notifications.id))
    .limit(opts.limit ?? SEND_BATCH)
    .for('update', { skipLocked: true });
  const claimed = await ctx.db
    .update(notifications)
    .set({ attempts: sql`${notifications.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + CLAIM_LEASE_MINUTES * 60_000) })
    // The status and time again: a row another sender claimed meanwhile no longer matches.
    .where(ctx.own.where(notifications, inArray(notifications.id, due), eq(notifications.status, 'pending'), lte(notifications.nextAttemptAt, now)))
    .returning();

  const result: SendResult = { sent: 0, retried: 0, failed: 0 };
  for (const n of claimed.sort((a, b) => a.id - b.id)) {
    const mine = ctx.own.where(notifications, eq(notifications.id, n.id), eq(notifications.status, 'pending'));
    try {
      await deliver(ctx, n);
      await ctx.db.update(notifications).set({ status: 'sent', sentAt: ctx.deps.clock.now(), lastError: null }).where(mine);
      result.sent++;
    } catch (err) {
      const lastError = oneLine(err).slice(0, 1000);
      const final = n.attempts >= NOTIFICATION_MAX_ATTEMPTS;
      const waitMinutes = NOTIFICATION_RETRY_MINUTES[Math.min(n.attempts, NOTIFICATION_RETRY_MINUTES.length) - 1];
      await ctx.db
        .update(notifications)
        .set(final ? { status: 'failed', lastError } : { lastError, nextAttemptAt: new Date(ctx.deps.clock.now().getTime() + waitMinutes * 60_000) })
        .where(mine);
      ctx.deps.log.warn(`notification ${n.id} (${n.topic} by ${n.channel}) not sent, attempt ${n.attempts}${final ? ', given up' : ''}`, err);
      if (final) result.failed++;
      else result.retried++;
    }
  }
  return result;
}

/** One notification by its channel, in the site's words. */
async function deliver(ctx: ServiceCtx, n: Notification): Promise<void> {
  const rendered = renderNotification(n.topic, n.payload, { displayName: serviceName(ctx) });
  if (n.channel === 'mail') {
    await ctx.deps.mailer.send(ctx.own.row({ to: n.recipient, subject: rendered.subject, text: rendered.text }), { db: ctx.db });
  } else {
    await ctx.deps.alimtalk.send(ctx.own.row({ to: n.recipient, ...rendered.alimtalk }), { db: ctx.db });
  }
}

