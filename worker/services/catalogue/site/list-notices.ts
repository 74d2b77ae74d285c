import { count, desc } from 'drizzle-orm';
import { notices } from '../../../../db/schema';
import { literalLimit } from '../../../../db/sql-literals';
import type { NoticeItem, PageQuery } from '../../../../shared/schemas/catalogue';
import type { ServiceCtx } from '../../../env';

/** A page of site notices: pinned first, then newest (notices_tenant_list_idx). */
export async function listNotices({ ctx, input }: { ctx: ServiceCtx; input: PageQuery }): Promise<{
  notices: NoticeItem[];
  total: number;
  page: number;
  size: number;
}> {
  const { page, size } = input;
  const where = ctx.shown.where(notices);
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select()
      .from(notices)
      .where(where)
      .orderBy(desc(notices.isPinned), desc(notices.createdAt), desc(notices.id))
      .limit(literalLimit(size))
      .offset((page - 1) * size),
    ctx.db.select({ total: count() }).from(notices).where(where),
  ]);
  return {
    notices: rows.map((n) => ({ id: n.id, title: n.title, content: n.content, is_pinned: n.isPinned, created_at: n.createdAt.toISOString() })),
    total,
    page,
    size,
  };
}
