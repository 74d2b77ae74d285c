import type { ServiceCtx } from '../env';
import { writeAudit } from '../endpoints/run-endpoint';

/**
 * Runs `fn` in one transaction: the writes that belong together commit or fail together. Inside
 * an enclosing withTransaction it joins that transaction, so two actions compose into one atomic
 * write (an order and its payment, points and their ledger). A context carrying an audit record
 * (an audited write whose action manages its own transactions) adds its row to the transaction.
 */
export async function withTransaction<C extends ServiceCtx, T>(ctx: C, fn: (tx: C) => Promise<T>): Promise<T> {
  if (ctx.inTransaction) return fn(ctx);
  return ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db, inTransaction: true };
    const audit = ctx.audit;
    const before = audit?.read ? await audit.read(tx) : null;
    const out = await fn(tx);
    if (audit) await writeAudit(tx, audit, before, audit.read ? await audit.read(tx) : out);
    return out;
  });
}
