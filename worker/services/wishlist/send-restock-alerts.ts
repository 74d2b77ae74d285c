import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { products, restockAlerts } from '../../../db/schema';
import type { ServiceCtx } from '../../env';
import { restockWaiter } from '../../scope/people';
import { personOf, sameTenant } from '../../scope/tenant-scope';
import { withTransaction } from '../../scope/transaction';
import { notify } from '../notifications/notify';

/** How many waiting requests one run tells at most; the rest wait for the next run. */
export const RESTOCK_BATCH = 200;

/**
 * The scheduled send-restock-alerts job, for one tenant's rows: the waiting 재입고 알림 requests whose
 * product is live again with stock (display_remaining <> 0) are claimed and told in ONE transaction:
 * notified_at is set by a conditional update (still null) on rows locked FOR UPDATE SKIP LOCKED, and
 * each claimed row writes its `restock` notification in the same transaction. A second run finds
 * them told and sends nothing; an overlapping run skips the rows this one holds; a rollback loses both.
 */
export async function sendRestockAlerts(ctx: ServiceCtx, opts: { batch?: number } = {}): Promise<{ notified: number; more: boolean }> {
  const batch = opts.batch ?? RESTOCK_BATCH;
  return withTransaction(ctx, async (tx) => {
    const due = tx.db
      .select({ id: restockAlerts.id })
      .from(restockAlerts)
      .innerJoin(products, sameTenant(products, restockAlerts, eq(products.id, restockAlerts.productId)))
      .where(
        and(
          tx.own.where(restockAlerts, isNull(restockAlerts.notifiedAt)),
          // Live again: not deleted, on sale, its shop's account live, and stock back.
          isNull(products.deletedAt),
          sql`${products.isAvailable}`,
          sql`${products.ownerLive}`,
          ne(products.displayRemaining, 0),
        ),
      )
      .orderBy(asc(restockAlerts.id))
      .limit(batch + 1)
      .for('update', { of: restockAlerts, skipLocked: true });
    const found = await due;
    const ids = found.slice(0, batch).map((r) => r.id);
    if (ids.length === 0) return { notified: 0, more: false };
    const claimed = await tx.db
      .update(restockAlerts)
      .set({ notifiedAt: tx.deps.clock.now() })
      .where(tx.own.where(restockAlerts, inArray(restockAlerts.id, ids), isNull(restockAlerts.notifiedAt)))
      .returning();
    const productIds = [...new Set(claimed.map((a) => a.productId))];
    const titles = new Map(
      (
        await tx.db
          .select({ id: products.id, title: products.title })
          .from(products)
          .where(tx.own.where(products, inArray(products.id, productIds.length ? productIds : [0])))
      ).map((p) => [p.id, p.title]),
    );
    for (const alert of claimed) {
      const waiter = personOf(restockWaiter, alert);
      await notify(tx, waiter.accounts, {
        userId: waiter.id,
        topic: 'restock',
        payload: { productId: alert.productId, product: titles.get(alert.productId) ?? '' },
        dedupeKey: `restock:${alert.id}`,
      });
    }
    return { notified: claimed.length, more: found.length > batch };
  });
}
