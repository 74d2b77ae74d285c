import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { products } from '../../../db/schema';

/** `%text%` for LIKE, with the user's own %, _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/**
 * A partial word inside a lower-case text column that has a GIN index on text_bigrams(column)
 * (migration 0002). Most Korean words are two syllables, which trigrams cannot index, so the index
 * holds two-character pieces: it narrows to rows holding every piece of the query, and LIKE then
 * checks that they are adjacent. A one-character query has no piece and is answered by LIKE alone.
 */
export function containsText(column: AnyPgColumn, q: string): SQL {
  const needle = q.toLowerCase();
  const like = sql`${column} like ${containsPattern(needle)}`;
  if ([...needle].length < 2) return like;
  return sql`text_bigrams(${column}) @> text_bigrams(${needle}::text) and ${like}`;
}

/** A partial word in a product's title or description. */
export const productTextMatch = (q: string): SQL => containsText(products.searchText, q);

/**
 * The same match without the index (LIKE alone): for a lookup among a few rows found by another
 * index, such as one shop's products, which the bigram index would only slow down.
 */
export const productTextLike = (q: string): SQL => sql`${products.searchText} like ${containsPattern(q.toLowerCase())}`;
