import { asc, eq, sql, type SQL } from 'drizzle-orm';
import { categories } from '../../../../db/schema';
import type { CategoryOption } from '../../../../shared/schemas/catalogue';
import type { ServiceCtx } from '../../../env';
import { jsonRows } from '../internal-cards';

/** The category options of one tab, in the operator's order. */
export async function listCategories({ ctx, input }: { ctx: ServiceCtx; input: { kind: 'shopping' | 'delivery' } }): Promise<{ categories: CategoryOption[] }> {
  const { kind } = input;
  const rows = await ctx.db
    .select({ id: categories.id, value: categories.value, label: categories.label, emoji: categories.emoji })
    .from(categories)
    .where(ctx.shown.where(categories, eq(categories.kind, kind)))
    .orderBy(asc(categories.sortOrder), asc(categories.id));
  return { categories: rows };
}

/**
 * The same options as one JSON array (a scalar subquery), in the same order: for a statement that
 * brings them along with other rows (the food tab's cards, internal-cards.ts jsonBranch).
 */
export function categoriesJson(ctx: ServiceCtx, kind: 'shopping' | 'delivery'): SQL {
  const option = sql`json_build_object('id', ${categories.id}, 'value', ${categories.value}, 'label', ${categories.label}, 'emoji', ${categories.emoji})`;
  return sql`select ${jsonRows(option, sql`${categories.sortOrder}, ${categories.id}`)} from ${categories} where ${ctx.shown.where(categories, eq(categories.kind, kind))}`;
}
