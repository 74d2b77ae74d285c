import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { tenants } from './tenants';

/** One row per normalised keyword a tenant's visitors searched for, with its running count. */
export const searchKeywords = pgTable(
  'search_keywords',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    keyword: text('keyword').notNull(),
    count: integer('count').notNull().default(1),
    lastSearchedAt: timestamp('last_searched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('search_keywords_tenant_keyword_key').on(t.tenantId, t.keyword),
    index('search_keywords_popular_idx').on(t.tenantId, t.count.desc().nullsFirst()),
    index('search_keywords_bigram_idx').using('gin', t.tenantId, sql`text_bigrams(${t.keyword})`),
  ],
);

export type SearchKeyword = typeof searchKeywords.$inferSelect;
