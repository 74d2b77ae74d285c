import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { products } from '../../../db/schema';
import type { ServiceCtx } from '../../env';
import { TtlCache } from '../../lib/ttl-cache';
import { estimatedRows } from '../../lib/list-totals';

/** `%text%` for LIKE, with the user's own %, _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/**
 * A partial word inside a lower-case text column that has a GIN index on text_bigrams(column)
 * (migration 0002), or on a stored column of those pieces (`storedBigrams`). Most Korean words are
 * two syllables, which trigrams cannot index, so the index holds two-character pieces: it narrows to
 * rows holding every piece of the query, and LIKE then checks that they are adjacent. A
 * one-character query has no piece and is answered by LIKE alone.
 */
export function containsText(column: AnyPgColumn, q: string, storedBigrams?: AnyPgColumn): SQL {
  const needle = q.toLowerCase();
  const like = sql`${column} like ${containsPattern(needle)}`;
  if ([...needle].length < 2) return like;
  const pieces = storedBigrams ? sql`${storedBigrams} @> text_bigrams(${needle}::text)` : bigramsOf(column, needle);
  return sql`${pieces} and ${like}`;
}

const bigramsOf = (column: AnyPgColumn, needle: string): SQL => sql`text_bigrams(${column}) @> text_bigrams(${needle}::text)`;

/** A partial word in a product's title or description. */
export const productTextMatch = (q: string): SQL => containsText(products.searchText, q);

/**
 * The same match without the index (LIKE alone): for a lookup among a few rows found by another
 * index, such as one shop's products, which the bigram index would only slow down.
 */
export const productTextLike = (q: string): SQL => sql`${products.searchText} like ${containsPattern(q.toLowerCase())}`;

/**
 * Past this many estimated matches on a site a word is common: a sorted page then finds its rows
 * sooner by walking the sort's own index with LIKE (about one row in matches/products holds it) than
 * by fetching and sorting every match the bigram index gives. The planner cannot tell on its own: it
 * multiplies the bigram and LIKE estimates as if they were independent, so a common word looks rare.
 */
const COMMON_WORD_MATCHES = 1000;
/** site and word → common or not, for ten minutes (the estimate changes only with ANALYZE). */
const commonness = new TtlCache<boolean>(10 * 60_000, 500);

/** containsText on placeholders (`text_pattern`, `text_needle`) that `values` fills; `long` says it uses the index's pieces. */
export interface PreparedTextMatch {
  long: boolean;
  values: { text_pattern: string; text_needle: string };
  condition: () => SQL;
}

export function preparedContainsText(column: AnyPgColumn, q: string, storedBigrams?: AnyPgColumn): PreparedTextMatch {
  const needle = q.toLowerCase();
  const values = { text_pattern: containsPattern(needle), text_needle: needle };
  const like = sql`${column} like ${sql.placeholder('text_pattern')}`;
  if ([...needle].length < 2) return { long: false, values, condition: () => like };
  const asked = sql`text_bigrams(${sql.placeholder('text_needle')}::text)`;
  const pieces = storedBigrams ? sql`${storedBigrams} @> ${asked}` : sql`text_bigrams(${column}) @> ${asked}`;
  return { long: true, values, condition: () => sql`${pieces} and ${like}` };
}

/**
 * A partial-word product search, planned and prepared: totals (`every`) always go through the bigram
 * index; a page goes through it for a rare word and walks its sort index (LIKE alone) for a common
 * one, judged by the planner's estimate of the bigram match alone (ANALYZE keeps statistics of the
 * index's expression). On preparedContainsText's placeholders; `key` names the choice.
 */
export interface PreparedTextSearch {
  key: 'short' | 'rare' | 'common';
  values: PreparedTextMatch['values'];
  every: () => SQL;
  page: () => SQL;
}

export async function preparedProductTextSearch(ctx: ServiceCtx, q: string): Promise<PreparedTextSearch> {
  const match = preparedContainsText(products.searchText, q);
  if (!match.long) return { key: 'short', values: match.values, every: match.condition, page: match.condition };
  const like = () => sql`${products.searchText} like ${sql.placeholder('text_pattern')}`;
  const common = await isCommonWord(ctx, match.values.text_needle);
  return { key: common ? 'common' : 'rare', values: match.values, every: match.condition, page: common ? like : match.condition };
}

async function isCommonWord(ctx: ServiceCtx, needle: string): Promise<boolean> {
  const key = `${ctx.shown.tenantId}\u0000${needle}`;
  const known = commonness.get(key);
  if (known !== undefined) return known;

  const probe = ctx.db.select({ one: sql`1` }).from(products).where(ctx.shown.where(products, bigramsOf(products.searchText, needle)));
  const common = (await estimatedRows(ctx.db, probe)) > COMMON_WORD_MATCHES;
  commonness.set(key, common);
  return common;
}
