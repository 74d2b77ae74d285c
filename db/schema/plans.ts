import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { PLAN_INTERVALS } from '../../shared/subscription';
import { tenants } from './tenants';

export interface PlanSettings {
  /** Platform fee rate, 0 to 1. */
  fee_rate: number;
  /** Product count limit; -1 (or ≥ 999999) is unlimited. */
  prd_limit: number;
}

/**
 * A merchant plan of one site (commerce.md §3 Plan): amount in won a period of `interval_count`
 * intervals. Existing subscribers keep the amount they signed up at until a price change's notice
 * has run (subscriptions.pending_amount).
 */
export const plans = pgTable(
  'plans',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    amount: integer('amount').notNull().default(0),
    interval: text('interval', { enum: PLAN_INTERVALS }).notNull().default('month'),
    intervalCount: integer('interval_count').notNull().default(1),
    trialDays: integer('trial_days').notNull().default(0),
    active: boolean('active').notNull().default(true),
    settings: jsonb('settings').$type<PlanSettings>().notNull().default({ fee_rate: 0.1, prd_limit: 100 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('plans_tenant_idx').on(t.tenantId),
    unique('plans_tenant_id_key').on(t.tenantId, t.id),
    // A plan's code names it on its site (the tenant console refuses a second one: MSG.planCodeTaken).
    unique('plans_tenant_code_key').on(t.tenantId, t.code),
    check('plans_numbers_check', sql`${t.amount} >= 0 and ${t.intervalCount} >= 1 and ${t.trialDays} >= 0`),
  ],
);

export type Plan = typeof plans.$inferSelect;
