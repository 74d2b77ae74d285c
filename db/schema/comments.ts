import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { posts } from './posts';
import { tenants } from './tenants';
import { users } from './users';

/**
 * A comment on a post, or a reply (parent_id) one level deeper: top-level comments are depth 0 and a
 * reply to a depth-5 comment is refused (COMMENT_MAX_DEPTH). Deleting a comment deletes its replies.
 */
export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    postId: integer('post_id').notNull(),
    authorId: integer('author_id').notNull(),
    parentId: integer('parent_id'),
    depth: integer('depth').notNull().default(0),
    content: text('content').notNull(),
    /**
     * The author of the post commented on, copied by the BEFORE INSERT trigger comments_post_author
     * (migration 0025; a post's author never changes), so "comments on my posts" newest first is one
     * index walk (comments_post_author_idx) however many posts and comments the account has.
     */
    postAuthorId: integer('post_author_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('comments_tenant_id_key').on(t.tenantId, t.id),
    foreignKey({ name: 'comments_post_fk', columns: [t.tenantId, t.postId], foreignColumns: [posts.tenantId, posts.id] }).onDelete('cascade'),
    foreignKey({ name: 'comments_author_fk', columns: [t.tenantId, t.authorId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
    foreignKey({ name: 'comments_parent_fk', columns: [t.tenantId, t.parentId], foreignColumns: [t.tenantId, t.id] }).onDelete('cascade'),
    check('comments_depth_check', sql`${t.depth} between 0 and 5`),
    // A post's top-level comments newest first (a page), then the replies of that page by parent.
    index('comments_post_top_idx').on(t.postId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`${t.parentId} is null`),
    index('comments_parent_idx').on(t.parentId),
    // The dashboard: comments on the account's posts, and comments the account wrote, newest first.
    index('comments_post_author_idx').on(t.tenantId, t.postAuthorId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('comments_author_idx').on(t.tenantId, t.authorId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

export type Comment = typeof comments.$inferSelect;
