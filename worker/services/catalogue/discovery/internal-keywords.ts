import { sql } from 'drizzle-orm';
import { searchKeywords } from '../../../../db/schema';
import { SEARCH_QUERY_MAX } from '../../../../shared/catalogue-constants';
import type { AppDeps, ServiceCtx } from '../../../env';
import { tenantColumn } from '../../../scope/tenant-scope';

/** Trim, collapse inner spaces, lower-case, at most SEARCH_QUERY_MAX characters. */
export function normaliseKeyword(q: string): string {
  return q.trim().replace(/\s+/g, ' ').toLowerCase().slice(0, SEARCH_QUERY_MAX).trim();
}

/**
 * Searches are tallied per app and site and written at most once a KEYWORD_WRITE_MS, one upsert for
 * all the words: each search of a popular word used to update the same row, and its lock queued the
 * parallel searches (at 100,000 products that write halved /api/search's throughput). A search after
 * a quiet spell is written at once; the ones that follow within the window wait for the next search
 * or keyword read of that site, and popular keywords and suggestions write the tally before reading.
 * Another process's searches show up once it writes; a process that stops loses its unwritten
 * counts, at most a window's worth (popularity, not money).
 */
const KEYWORD_WRITE_MS = 1000;

interface SiteTally {
  counts: Map<string, { count: number; last: Date }>;
  writtenAt: number;
}

const tallies = new WeakMap<AppDeps, Map<number, SiteTally>>();

function siteTally(ctx: ServiceCtx): SiteTally {
  let sites = tallies.get(ctx.deps);
  if (!sites) tallies.set(ctx.deps, (sites = new Map()));
  let tally = sites.get(ctx.shown.tenantId);
  if (!tally) sites.set(ctx.shown.tenantId, (tally = { counts: new Map(), writtenAt: -Infinity }));
  return tally;
}

/** Counts one search of `q` where the site's catalogue lives (the shown tenant). */
export async function logKeyword(ctx: ServiceCtx, q: string): Promise<void> {
  const keyword = normaliseKeyword(q);
  if (!keyword) return;
  const now = ctx.deps.clock.now();
  const tally = siteTally(ctx);
  const seen = tally.counts.get(keyword);
  tally.counts.set(keyword, { count: (seen?.count ?? 0) + 1, last: now });
  if (now.getTime() - tally.writtenAt >= KEYWORD_WRITE_MS) await writeKeywordTally(ctx);
}

/** Writes the site's tallied searches (before the keywords are read, and from logKeyword). */
export async function writeKeywordTally(ctx: ServiceCtx): Promise<void> {
  const tally = siteTally(ctx);
  tally.writtenAt = ctx.deps.clock.now().getTime();
  if (tally.counts.size === 0) return;
  // In one order everywhere, so two processes' upserts cannot deadlock on each other's rows.
  const rows = [...tally.counts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([keyword, { count, last }]) => ctx.shown.row({ keyword, count, lastSearchedAt: last }));
  tally.counts = new Map();
  await ctx.db
    .insert(searchKeywords)
    .values(rows)
    .onConflictDoUpdate({
      target: [tenantColumn(searchKeywords), searchKeywords.keyword],
      set: {
        count: sql`${searchKeywords.count} + excluded.count`,
        lastSearchedAt: sql`greatest(${searchKeywords.lastSearchedAt}, excluded.last_searched_at)`,
      },
    });
}
