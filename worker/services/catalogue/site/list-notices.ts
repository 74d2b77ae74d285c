import { count, desc, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../../db/client';
import { notices } from '../../../../db/schema';
import { literalLimit } from '../../../../db/sql-literals';
import type { NoticeItem, PageQuery } from '../../../../shared/schemas/catalogue';
import type { ServiceCtx } from '../../../env';
import { preparedStatement } from '../../../lib/prepared';
import { placeholderScope } from '../../../scope/tenant-scope';

const SHOWN = placeholderScope('shown', 'shown');
const noticePage = (size: number) => (db: DbOrTx) =>
  db
    .select()
    .from(notices)
    .where(SHOWN.where(notices))
    .orderBy(desc(notices.isPinned), desc(notices.createdAt), desc(notices.id))
    .limit(literalLimit(size))
    .offset(sql.placeholder('offset'));
const noticeCount = (db: DbOrTx) => db.select({ total: count() }).from(notices).where(SHOWN.where(notices));

/** A page of site notices: pinned first, then newest (notices_tenant_list_idx); prepared per page size. */
export async function listNotices({ ctx, input }: { ctx: ServiceCtx; input: PageQuery }): Promise<{
  notices: NoticeItem[];
  total: number;
  page: number;
  size: number;
}> {
  const { page, size } = input;
  const shown = ctx.shown.tenantId;
  const [rows, [{ total }]] = await Promise.all([
    preparedStatement(ctx.db, `notices_page_${size}`, noticePage(size)).execute({ shown, offset: (page - 1) * size }),
    preparedStatement(ctx.db, 'notices_count', noticeCount).execute({ shown }),
  ]);
  return {
    notices: rows.map((n) => ({ id: n.id, title: n.title, content: n.content, is_pinned: n.isPinned, created_at: n.createdAt.toISOString() })),
    total,
    page,
    size,
  };
}
