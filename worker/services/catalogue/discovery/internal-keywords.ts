import { sql } from 'drizzle-orm';
import { searchKeywords } from '../../../../db/schema';
import { SEARCH_QUERY_MAX } from '../../../../shared/catalogue-constants';
import type { ServiceCtx } from '../../../env';
import { tenantColumn } from '../../../scope/tenant-scope';

/** Trim, collapse inner spaces, lower-case, at most SEARCH_QUERY_MAX characters. */
export function normaliseKeyword(q: string): string {
  return q.trim().replace(/\s+/g, ' ').toLowerCase().slice(0, SEARCH_QUERY_MAX).trim();
}

/**
 * Counts one search of `q` where the site's catalogue lives (the shown tenant): popular keywords and
 * suggestions read them from there.
 */
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
