import type { ServiceCtx } from '../env';

/**
 * Runs `fn` in one transaction: the writes that belong together commit or fail together. Inside
 * an enclosing withTransaction it joins that transaction, so two actions compose into one atomic
 * write (an order and its payment, points and their ledger).
 */
export async function withTransaction<C extends ServiceCtx, T>(ctx: C, fn: (tx: C) => Promise<T>): Promise<T> {
  if (ctx.inTransaction) return fn(ctx);
  return ctx.db.transaction((db) => fn({ ...ctx, db, inTransaction: true }));
}
