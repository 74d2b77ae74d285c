import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, serial, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { SUBSCRIPTION_STATUSES } from '../../shared/subscription';
import { plans } from './plans';
import { tenants } from './tenants';
import { users } from './users';

/**
 * A merchant's plan on one site (commerce.md §3 Subscription, §4 statuses): one row a merchant user,
 * made when they first register a card for a plan. The gateway's billing key charges it with no
 * browser (worker/services/subscriptions/); it is never sent to a client.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    planId: integer('plan_id').notNull(),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull(),
    /** Won charged each period: the plan's amount when subscribed, until a price change's notice has run. */
    amount: integer('amount').notNull(),
    /** A new price told to the subscriber, charged from the first billing at or after `pending_amount_from`. */
    pendingAmount: integer('pending_amount'),
    pendingAmountFrom: timestamp('pending_amount_from', { withTimezone: true }),
    /** A plan chosen to take effect at the period's end (a change to a cheaper plan). */
    pendingPlanId: integer('pending_plan_id'),
    /** The gateway's billing key (KICC batch key) and the card it stands for, masked, as the gateway tells it. */
    billingKey: text('billing_key'),
    cardLabel: text('card_label'),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    /** When the scheduler charges next (a period's end, a trial's end, or a retry); null when nothing is due. */
    nextBillingAt: timestamp('next_billing_at', { withTimezone: true }),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    /** Failed charges of the period being billed (0 after a success); BILLING_RETRIES + 1 failures make it past_due. */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }),
    lastFailureReason: text('last_failure_reason'),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('subscriptions_tenant_id_key').on(t.tenantId, t.id),
    uniqueIndex('subscriptions_user_key').on(t.tenantId, t.userId),
    foreignKey({ name: 'subscriptions_user_fk', columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
    foreignKey({ name: 'subscriptions_plan_fk', columns: [t.tenantId, t.planId], foreignColumns: [plans.tenantId, plans.id] }),
    foreignKey({ name: 'subscriptions_pending_plan_fk', columns: [t.tenantId, t.pendingPlanId], foreignColumns: [plans.tenantId, plans.id] }),
    check('subscriptions_numbers_check', sql`${t.amount} >= 0 and ${t.failedAttempts} >= 0 and (${t.pendingAmount} is null or ${t.pendingAmount} >= 0)`),
    // The scheduler's due list: only rows with a billing date, by date.
    index('subscriptions_due_idx').on(t.nextBillingAt).where(sql`${t.nextBillingAt} is not null`),
    // The admin list: a site's subscriptions by status, newest first.
    index('subscriptions_tenant_status_idx').on(t.tenantId, t.status, t.id.desc()),
  ],
);

export type Subscription = typeof subscriptions.$inferSelect;
