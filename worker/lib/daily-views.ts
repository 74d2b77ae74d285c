import { eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import type { ServiceCtx } from '../env';
import { placeholderScope, type TenantScope, type TenantTable } from '../scope/tenant-scope';
import { preparedStatement } from './prepared';
import { seoulDay } from './seoul-day';
import { viewerKey } from './viewer-key';

/** A "once per viewer and day" counter: its day rows (day, <viewed id>, viewer_key) and the counted table. */
export interface DailyViews {
  /** The statement's name (worker/lib/prepared.ts). */
  name: string;
  days: TenantTable;
  /** The days table's column naming what was viewed (product_id, post_id). */
  viewed: AnyPgColumn;
  counted: TenantTable & { id: AnyPgColumn; viewsCount: AnyPgColumn };
}

const VIEWED = placeholderScope('shown', 'tenant');

/** The viewer's row for the day, and views_count + 1 only when that row is new: one statement. */
function countStatement({ days, viewed, counted }: DailyViews) {
  return (db: DbOrTx) => {
    const fresh = db.$with('fresh', { viewedId: sql<number>`viewed_id`.as('viewed_id') }).as(sql`
      insert into ${days} (tenant_id, day, ${sql.identifier(viewed.name)}, viewer_key)
      values (${sql.placeholder('tenant')}, ${sql.placeholder('day')}, ${sql.placeholder('id')}, ${sql.placeholder('viewer')})
      on conflict do nothing returning ${sql.identifier(viewed.name)} as viewed_id`);
    return db
      .with(fresh)
      .update(counted)
      .set({ viewsCount: sql`${counted.viewsCount} + 1` })
      .where(VIEWED.where(counted, eq(counted.id, sql`(select ${fresh.viewedId} from ${fresh})`)))
      .returning({ viewsCount: counted.viewsCount });
  };
}

/**
 * Counts a view of row `id` of `scope`: once per viewer (worker/lib/viewer-key.ts) and Seoul day, so
 * readers of one row never queue on it (a repeated view writes nothing). One statement, atomic on
 * its own. Answers the new views_count, or null when this viewer was counted today.
 */
export async function countDailyView(ctx: ServiceCtx, views: DailyViews, scope: TenantScope, id: number): Promise<number | null> {
  const day = seoulDay(ctx.deps.clock.now());
  const values = { tenant: scope.tenantId, day, id, viewer: await viewerKey(ctx, day) };
  const [counted] = await preparedStatement(ctx.db, views.name, countStatement(views)).execute(values);
  return (counted?.viewsCount as number | undefined) ?? null;
}
