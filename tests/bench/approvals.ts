import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * What the sales_days update trigger (db/migrations/0014_sales_days.sql: FOR EACH ROW, it fires on
 * every approval pending → paid) costs, measured on a grown catalogue: the pending payments of tenant
 * farm approved one statement each (as the payment return approves one: complete-return.ts) and all in
 * one statement, each with the trigger and with it disabled, every variant in a transaction that is
 * rolled back (the catalogue is left as it was). The trigger functions are not changed here.
 */
export interface ApprovalFigures {
  approvals: number;
  variant: string;
  trigger: boolean;
  ms: number;
  msPerApproval: number;
}

class Rollback extends Error {}

async function inRolledBackTransaction(db: Db, run: (tx: Db) => Promise<void>): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      await run(t);
      throw new Rollback();
    });
  } catch (err) {
    if (!(err instanceof Rollback)) throw err;
  }
}

export async function measureApprovals(db: Db, limit: number): Promise<ApprovalFigures[]> {
  const { rows: ids } = (await db.execute(
    sql`select y.id from payments y join tenants t on t.id = y.tenant_id
        where t.name = 'farm' and y.status = 'pending' order by y.id limit ${limit}`,
  )) as unknown as { rows: { id: number }[] };
  const list = ids.map((r) => r.id);
  const out: ApprovalFigures[] = [];
  const approve = (tx: Db, where: ReturnType<typeof sql>) =>
    tx.execute(sql`update payments set status = 'paid', pg_cno = 'BENCHAPPROVE' || id, pay_method = 'CARD', paid_at = now(),
                   transaction_date = now(), updated_at = now() where ${where} and status = 'pending'`);
  // Twice each, alternated, so a cache warmed by the first variant does not favour the second.
  for (const round of [1, 2]) {
    for (const trigger of [true, false]) {
      for (const variant of ['one statement each', 'all in one statement'] as const) {
        let ms = 0;
        await inRolledBackTransaction(db, async (tx) => {
          if (!trigger) await tx.execute(sql`alter table payments disable trigger payments_sales_days_update`);
          const started = performance.now();
          if (variant === 'one statement each') for (const id of list) await approve(tx, sql`id = ${id}`);
          else await approve(tx, sql`id in (select unnest(${`{${list.join(',')}}`}::int[]))`);
          ms = performance.now() - started;
        });
        out.push({ approvals: list.length, variant: `${variant} (round ${round})`, trigger, ms: Math.round(ms), msPerApproval: Number((ms / Math.max(1, list.length)).toFixed(3)) });
      }
    }
  }
  return out;
}
