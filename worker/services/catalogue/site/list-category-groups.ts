import { asc } from 'drizzle-orm';
import { categories } from '../../../../db/schema';
import type { CategoryGroups } from '../../../../shared/schemas/catalogue';
import type { ServiceCtx } from '../../../env';

/** GET /api/categories: both tabs' options, each in the operator's order. */
export async function listCategoryGroups({ ctx }: { ctx: ServiceCtx }): Promise<CategoryGroups> {
  const rows = await ctx.db
    .select({ id: categories.id, kind: categories.kind, value: categories.value, label: categories.label, emoji: categories.emoji })
    .from(categories)
    .where(ctx.shown.where(categories))
    .orderBy(asc(categories.sortOrder), asc(categories.id));
  const groups: CategoryGroups = { shopping: [], delivery: [] };
  for (const { kind, ...option } of rows) groups[kind].push(option);
  return groups;
}
