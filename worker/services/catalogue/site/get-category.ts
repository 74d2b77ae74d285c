import { eq } from 'drizzle-orm';
import { categories } from '../../../../db/schema';
import { AppError } from '../../../../shared/errors';
import { MSG } from '../../../../shared/messages';
import type { CategoryItem } from '../../../../shared/schemas/catalogue';
import type { ServiceCtx } from '../../../env';

/** One category option of the data tenant, with its tab; another tenant's id is a 404. */
export async function getCategory({ ctx, input }: { ctx: ServiceCtx; input: { id: number } }): Promise<CategoryItem> {
  const [row] = await ctx.db
    .select({ id: categories.id, kind: categories.kind, value: categories.value, label: categories.label, emoji: categories.emoji })
    .from(categories)
    .where(ctx.shown.where(categories, eq(categories.id, input.id)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', MSG.notFound);
  return row;
}
