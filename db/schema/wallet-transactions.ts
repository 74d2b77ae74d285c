import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { WALLET_TX_TYPES, type WalletTxMeta } from '../../shared/wallet';
import { tenants } from './tenants';
import { users } from './users';
import { wallets } from './wallets';

/**
 * The points ledger (commerce.md §3 Wallet transaction, §4 types and signs; docs/wallet.md): immutable
 * entries, never updated or deleted by the app. A wallet's stored balance is the sum of its entries.
 */
export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    walletId: integer('wallet_id').notNull(),
    userId: integer('user_id').notNull(),
    txType: text('tx_type', { enum: WALLET_TX_TYPES }).notNull(),
    /** Points added to (positive) or taken from (negative) `available`, with the sign its type has. */
    delta: integer('delta').notNull(),
    /** Points added to or taken from `locked` (a withdraw's hold, later); 0 otherwise. */
    lockedDelta: integer('locked_delta').notNull().default(0),
    metaJson: jsonb('meta_json').$type<WalletTxMeta>().notNull().default({}),
    /** The caller's Idempotency-Key or an internal cause's key: one entry a key and user. */
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ name: 'wallet_transactions_wallet_fk', columns: [t.tenantId, t.walletId], foreignColumns: [wallets.tenantId, wallets.id] }).onDelete('cascade'),
    foreignKey({ name: 'wallet_transactions_user_fk', columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
    check(
      'wallet_transactions_sign_check',
      sql`(${t.delta} <> 0 or ${t.lockedDelta} <> 0) and case ${t.txType}
        when 'topup' then ${t.delta} > 0 when 'earn' then ${t.delta} > 0 when 'refund' then ${t.delta} > 0
        when 'spend' then ${t.delta} < 0 when 'withdraw' then ${t.delta} <= 0 else true end`,
    ),
    uniqueIndex('wallet_transactions_idempotency_key').on(t.tenantId, t.userId, t.idempotencyKey).where(sql`${t.idempotencyKey} is not null`),
    // The list, newest first, all types or one.
    index('wallet_transactions_user_idx').on(t.tenantId, t.userId, t.id.desc()),
    index('wallet_transactions_user_type_idx').on(t.tenantId, t.userId, t.txType, t.id.desc()),
  ],
);

export type WalletTransaction = typeof walletTransactions.$inferSelect;
