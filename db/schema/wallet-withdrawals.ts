import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, serial, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { WITHDRAW_CHAINS, WITHDRAWAL_STATUSES } from '../../shared/wallet';
import { tenants } from './tenants';
import { users } from './users';
import { wallets } from './wallets';

/**
 * Points leaving the site through the chain bridge (docs/wallet.md "Withdraw and the bridge"). A row is
 * written with its `withdraw` entry (delta -amount, locked_delta +amount) in one transaction; the
 * bridge's word later settles it (a `withdraw` entry of locked_delta -amount) or fails it (a `refund`
 * of +amount, locked_delta -amount), each in one transaction with the status move. The status moves by
 * the state machine of shared/wallet.ts (requested → submitted → settled | failed), never backwards.
 */
export const walletWithdrawals = pgTable(
  'wallet_withdrawals',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    walletId: integer('wallet_id').notNull(),
    /** Points held (locked) for the withdraw; a positive integer. */
    amount: integer('amount').notNull(),
    /** 0x and 40 hex characters. */
    targetAddress: text('target_address').notNull(),
    targetChain: text('target_chain', { enum: WITHDRAW_CHAINS }).notNull(),
    status: text('status', { enum: WITHDRAWAL_STATUSES }).notNull().default('requested'),
    /** The bridge's id of the transfer, once submitted. */
    bridgeTxId: text('bridge_tx_id'),
    /** Why the bridge failed it (status failed). */
    failureReason: text('failure_reason'),
    /** The caller's Idempotency-Key: one withdrawal a key and user. */
    idempotencyKey: text('idempotency_key'),
    /** Submits and polls tried (the job's), and the last error of one that did not reach the bridge. */
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** When the job may next submit or poll it (a claim moves it ahead as a lease). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** When it was settled or failed. */
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    unique('wallet_withdrawals_tenant_id_key').on(t.tenantId, t.id),
    foreignKey({ name: 'wallet_withdrawals_wallet_fk', columns: [t.tenantId, t.walletId], foreignColumns: [wallets.tenantId, wallets.id] }).onDelete('cascade'),
    foreignKey({ name: 'wallet_withdrawals_user_fk', columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
    check('wallet_withdrawals_amount_check', sql`${t.amount} > 0`),
    check('wallet_withdrawals_address_check', sql`${t.targetAddress} ~ '^0x[0-9a-fA-F]{40}$'`),
    check('wallet_withdrawals_chain_check', sql`${t.targetChain} in ('ethereum', 'polygon', 'base')`),
    check('wallet_withdrawals_status_check', sql`${t.status} in ('requested', 'submitted', 'settled', 'failed')`),
    // A submitted or settled withdrawal has its bridge id; a failed one its reason; only final ones are finished.
    check(
      'wallet_withdrawals_state_check',
      sql`(${t.status} not in ('submitted', 'settled') or ${t.bridgeTxId} is not null)
        and (${t.status} <> 'failed' or ${t.failureReason} is not null)
        and ((${t.status} in ('settled', 'failed')) = (${t.finishedAt} is not null))`,
    ),
    uniqueIndex('wallet_withdrawals_idempotency_key').on(t.tenantId, t.userId, t.idempotencyKey).where(sql`${t.idempotencyKey} is not null`),
    // bridge-status: the user's latest.
    index('wallet_withdrawals_user_idx').on(t.tenantId, t.userId, t.id.desc()),
    // The job: the open ones that are due.
    index('wallet_withdrawals_open_idx').on(t.tenantId, t.nextAttemptAt).where(sql`${t.status} in ('requested', 'submitted')`),
  ],
);

export type WalletWithdrawal = typeof walletWithdrawals.$inferSelect;
