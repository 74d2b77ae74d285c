import { asc, eq } from 'drizzle-orm';
import { categories } from '../../../../db/schema';
import type { CategoryOption } from '../../../../shared/schemas/catalogue';
import type { ServiceCtx } from '../../../env';

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
