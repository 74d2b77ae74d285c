import { sql, type SQL } from 'drizzle-orm';
import { posts, users } from '../../../db/schema';
import { literalLimit } from '../../../db/sql-literals';
import type { PostItem } from '../../../shared/schemas/content';
import type { ServiceCtx } from '../../env';
import { cappedTotal, pageOf } from '../../lib/list-totals';
import { postAuthorJoin } from '../content/rules';
import { selectPostRows, toPostItems } from '../content/posts/internal';

/** A page of posts under `where` (the visible-post rule and the list's filter) as the content lists answer them. */
export async function pageOfPostItems(
  ctx: ServiceCtx,
  where: SQL,
  orderBy: SQL[],
  limit: number,
  offset: number,
): Promise<{ items: PostItem[]; total: number; limit: number; offset: number; has_more: boolean }> {
  const [rows, n] = await Promise.all([
    selectPostRows(ctx)
      .where(where)
      .orderBy(...orderBy)
      .limit(literalLimit(limit + 1))
      .offset(offset),
    cappedTotal(ctx.db, ctx.db.select({ one: sql`1` }).from(posts).innerJoin(users, postAuthorJoin).where(where)),
  ]);
  const page = pageOf(rows, limit, offset, n);
  return { items: await toPostItems(ctx, page.items), total: page.total, limit, offset, has_more: page.hasMore };
}
