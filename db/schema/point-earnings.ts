import { sql } from 'drizzle-orm';
import { check, date, foreignKey, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { EARN_CAUSES, type EarnCause } from '../../shared/wallet';
import { tenants } from './tenants';
import { users } from './users';

/**
 * One earning of points (docs/wallet.md Earning): an activity (a comment, post or review: `source_id`
 * its id) or an order rule (`source_id` the payment's id), on the earner's own site. Written once a
 * cause (unique (tenant_id, user_id, cause, source_id)), with the ledger entry that credited it; a
 * clawback stamps `clawed_back_at`, what it took back and what it could not (the balance held less).
 */
export const pointEarnings = pgTable(
  'point_earnings',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    /** An activity key (comment_create, post_text, …) or an order rule (vip_tier, first_order, minimum_order, weekend). */
    cause: text('cause', { enum: EARN_CAUSES }).$type<EarnCause>().notNull(),
    /** The comment's, post's or review's id, or the payment's for an order rule. */
    sourceId: integer('source_id').notNull(),
    points: integer('points').notNull(),
    /** The day in Asia/Seoul it was earned on: the daily caps count by it. */
    koreanDay: date('korean_day', { mode: 'string' }).notNull(),
    /** The `earn` entry of wallet_transactions that credited it. */
    entryId: integer('entry_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    clawedBackAt: timestamp('clawed_back_at', { withTimezone: true }),
    /** Points the clawback took back (its negative `adjustment` entry), and the rest it could not (the balance held less). */
    clawedBackPoints: integer('clawed_back_points').notNull().default(0),
    clawbackShortfall: integer('clawback_shortfall').notNull().default(0),
    clawbackEntryId: integer('clawback_entry_id'),
  },
  (t) => [
    foreignKey({ name: 'point_earnings_user_fk', columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
    check('point_earnings_points_check', sql`${t.points} > 0 and ${t.clawedBackPoints} >= 0 and ${t.clawbackShortfall} >= 0`),
    uniqueIndex('point_earnings_cause_key').on(t.tenantId, t.userId, t.cause, t.sourceId),
    // The daily cap's count: a user's earnings of one activity on one Korean day.
    index('point_earnings_daily_idx').on(t.tenantId, t.userId, t.cause, t.koreanDay),
    // A clawback finds a source's earnings (an order's rules, a review's activity) by its id.
    index('point_earnings_source_idx').on(t.tenantId, t.sourceId, t.cause),
  ],
);

export type PointEarning = typeof pointEarnings.$inferSelect;
