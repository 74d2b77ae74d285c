import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { tenants } from './tenants';
import { users } from './users';

/**
 * A community post of a merchant: a video post when any of its media is a video (platform.md's rule,
 * kept in is_video by every write so the video feed reads its own index). The counts are kept by
 * triggers on post_likes and comments (migration 0010), so parallel likes and comments stay true.
 * Posts belong to the site that shows them (ctx.own): a proxy site shares its target's catalogue,
 * not its community.
 */
export const posts = pgTable(
  'posts',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    isAnnouncement: boolean('is_announcement').notNull().default(false),
    isVideo: boolean('is_video').notNull().default(false),
    viewsCount: integer('views_count').notNull().default(0),
    commentsCount: integer('comments_count').notNull().default(0),
    likesCount: integer('likes_count').notNull().default(0),
    sharesCount: integer('shares_count').notNull().default(0),
    /** Lower-cased title and content, searched for partial words through its bigram index (as products). */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower(title || ' ' || content)`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('posts_tenant_id_key').on(t.tenantId, t.id),
    foreignKey({ name: 'posts_author_fk', columns: [t.tenantId, t.authorId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
    check('posts_counts_check', sql`${t.viewsCount} >= 0 and ${t.commentsCount} >= 0 and ${t.likesCount} >= 0 and ${t.sharesCount} >= 0`),
    // Latest posts, the video feed, an author's channel.
    index('posts_latest_idx').on(t.tenantId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('posts_video_latest_idx').on(t.tenantId, t.isVideo, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('posts_author_latest_idx').on(t.tenantId, t.authorId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The site's announcements, newest first (the dashboard's notices tab, migration 0025).
    index('posts_announcement_latest_idx').on(t.tenantId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`${t.isAnnouncement}`),
    // Hot and popular: 3×likes + 2×comments + views (platform.md §8), the expression hotScore writes.
    index('posts_hot_idx').on(t.tenantId, sql`(3 * ${t.likesCount} + 2 * ${t.commentsCount} + ${t.viewsCount}) desc nulls first`, t.id.desc().nullsFirst()),
    // Keyed by site as the products' (0034).
    index('posts_search_bigram_idx').using('gin', t.tenantId, sql`text_bigrams(${t.searchText})`),
  ],
);

export type Post = typeof posts.$inferSelect;
