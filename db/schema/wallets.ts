import { sql } from 'drizzle-orm';
import { check, foreignKey, integer, pgTable, serial, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenants } from './tenants';
import { users } from './users';

/**
 * A user's points wallet on their own site (commerce.md §3 Wallet; docs/wallet.md): one a user. The
 * balances are kept with the ledger (wallet_transactions) in the same transaction, so `available` is
 * always the sum of the entries' deltas and `locked` the sum of their locked deltas; neither is ever negative.
 */
export const wallets = pgTable(
  'wallets',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    /**
     * 0x and 40 hex characters, as given at creation; null for a wallet an earning made before its
     * user created one (POST /api/wallet/create then sets it).
     */
    evmAddress: text('evm_address'),
    available: integer('available').notNull().default(0),
    /** Points held by a withdraw until the bridge settles or fails it (not built yet). */
    locked: integer('locked').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('wallets_tenant_id_key').on(t.tenantId, t.id),
    uniqueIndex('wallets_user_key').on(t.tenantId, t.userId),
    foreignKey({ name: 'wallets_user_fk', columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
    check('wallets_balance_check', sql`${t.available} >= 0 and ${t.locked} >= 0`),
  ],
);

export type Wallet = typeof wallets.$inferSelect;
