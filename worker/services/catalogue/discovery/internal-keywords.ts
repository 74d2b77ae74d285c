import { sql } from 'drizzle-orm';
import { searchKeywords } from '../../../../db/schema';
import type { ServiceCtx } from '../../../env';
import { tenantColumn } from '../../../scope/tenant-scope';
import { normaliseKeyword } from '../internal-live';

/** Counts one search of `q` for the data tenant (popular keywords and suggestions read these). */
export async function logKeyword(ctx: ServiceCtx, q: string): Promise<void> {
  const keyword = normaliseKeyword(q);
  if (!keyword) return;
  const now = ctx.deps.clock.now();
  await ctx.db
    .insert(searchKeywords)
    .values(ctx.shown.row({ keyword, count: 1, lastSearchedAt: now }))
    .onConflictDoUpdate({
      target: [tenantColumn(searchKeywords), searchKeywords.keyword],
      set: { count: sql`${searchKeywords.count} + 1`, lastSearchedAt: now },
    });
}
