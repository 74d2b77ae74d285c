import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { tenants } from './tenants';

export interface PlanSettings {
  /** Platform fee rate, 0 to 1. */
  fee_rate: number;
  /** Product count limit; -1 (or ≥ 999999) is unlimited. */
  prd_limit: number;
}

export const plans = pgTable(
  'plans',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    amount: integer('amount').notNull().default(0),
    interval: text('interval', { enum: ['month', 'year'] }).notNull().default('month'),
    intervalCount: integer('interval_count').notNull().default(1),
    trialDays: integer('trial_days').notNull().default(0),
    active: boolean('active').notNull().default(true),
    settings: jsonb('settings').$type<PlanSettings>().notNull().default({ fee_rate: 0.1, prd_limit: 100 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('plans_tenant_idx').on(t.tenantId)],
);

export type Plan = typeof plans.$inferSelect;
