import { and, asc, eq } from 'drizzle-orm';
import { categories } from '../../../../db/schema';
import { categoryKindSchema, type CategoryOption } from '../../../../shared/schemas/catalogue';
import type { ServiceCtx } from '../../../env';

/** The category options of one tab, in the operator's order. */
export async function listCategories({ ctx, input }: { ctx: ServiceCtx; input: { kind: string } }): Promise<{ categories: CategoryOption[] }> {
  const { kind } = categoryKindSchema.parse(input);
  const rows = await ctx.db
    .select({ id: categories.id, value: categories.value, label: categories.label, emoji: categories.emoji })
    .from(categories)
    .where(and(ctx.shown.where(categories), eq(categories.kind, kind)))
    .orderBy(asc(categories.sortOrder), asc(categories.id));
  return { categories: rows };
}
