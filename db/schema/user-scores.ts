import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { tenants } from './tenants';
import { users } from './users';

/**
 * A user's activity score on their own site (commerce.md Leaderboard; docs/wallet.md Leaderboard):
 * the sum of their standing activity earnings, one column a activity key, kept in the transaction of
 * every activity earning and clawback (worker/services/wallet/earning/). Order earnings never count.
 * The leaderboard reads it by (tenant_id, total desc, user_id), so ranking 100,000 users stays an index walk.
 */
export const userScores = pgTable(
  'user_scores',
  {
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    total: integer('total').notNull().default(0),
    commentCreate: integer('comment_create').notNull().default(0),
    postText: integer('post_text').notNull().default(0),
    postWithPhoto: integer('post_with_photo').notNull().default(0),
    postWithVideo: integer('post_with_video').notNull().default(0),
    reviewText: integer('review_text').notNull().default(0),
    reviewPhoto: integer('review_photo').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'user_scores_pkey', columns: [t.tenantId, t.userId] }),
    foreignKey({ name: 'user_scores_user_fk', columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
    check(
      'user_scores_nonnegative_check',
      sql`${t.total} >= 0 and ${t.commentCreate} >= 0 and ${t.postText} >= 0 and ${t.postWithPhoto} >= 0 and ${t.postWithVideo} >= 0 and ${t.reviewText} >= 0 and ${t.reviewPhoto} >= 0`,
    ),
    index('user_scores_rank_idx').on(t.tenantId, t.total.desc(), t.userId),
  ],
);

export type UserScore = typeof userScores.$inferSelect;

/**
 * How many users of a site have each total above 0 (docs/wallet.md Leaderboard): kept with user_scores
 * in the same transaction, so a rank is a sum over the distinct totals above the caller's (a few
 * hundred rows) plus the ties before them, never a count of every user.
 */
export const userScoreTotals = pgTable(
  'user_score_totals',
  {
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    total: integer('total').notNull(),
    users: integer('users').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'user_score_totals_pkey', columns: [t.tenantId, t.total] }), check('user_score_totals_check', sql`${t.total} > 0 and ${t.users} >= 0`)],
);
