import { foreignKey, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { posts } from './posts';
import { users } from './users';

/** One like per user and post; posts.likes_count follows this table by trigger (migration 0010). */
export const postLikes = pgTable(
  'post_likes',
  {
    tenantId: integer('tenant_id').notNull(),
    postId: integer('post_id').notNull(),
    userId: integer('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'post_likes_pkey', columns: [t.postId, t.userId] }),
    foreignKey({ name: 'post_likes_post_fk', columns: [t.tenantId, t.postId], foreignColumns: [posts.tenantId, posts.id] }).onDelete('cascade'),
    foreignKey({ name: 'post_likes_user_fk', columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
  ],
);

export type PostLike = typeof postLikes.$inferSelect;
