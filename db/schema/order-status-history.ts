import { foreignKey, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { ORDER_STATUSES } from '../../shared/order-status';
import { orders } from './orders';
import { tenants } from './tenants';

/**
 * Every status an order reached, when and by whom (written in the transaction of the move): the order's
 * timeline. `actor_id` is the user who moved it (null for the system: the payment that made the order,
 * or the backfill of migration 0015 from the orders' own dates).
 */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: integer('actor_id'),
  },
  (t) => [
    foreignKey({ name: 'order_status_history_order_fk', columns: [t.tenantId, t.orderId], foreignColumns: [orders.tenantId, orders.id] }).onDelete('cascade'),
    index('order_status_history_order_idx').on(t.tenantId, t.orderId, t.id),
  ],
);

export type OrderStatusHistoryRow = typeof orderStatusHistory.$inferSelect;
