import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { walletTransactions, wallets, type Wallet, type WalletTransaction } from '../../../db/schema';
import { AppError } from '../../../shared/errors';
import { MSG } from '../../../shared/messages';
import type { WalletBalance, WalletInfo, WalletTransactionItem } from '../../../shared/schemas/wallet';
import { deltaFitsType, type WalletTxMeta, type WalletTxType } from '../../../shared/wallet';
import type { TenantScope } from '../../scope/tenant-scope';

/**
 * The ledger's rule (docs/wallet.md): every change of a balance is one immutable entry of
 * wallet_transactions, written by `postEntry` in the same transaction as the stored balance it
 * moves, so a wallet's `available` is always the sum of its entries' deltas (and `locked` of their
 * locked deltas). Wallets live on the user's own site: callers pass `ctx.own`.
 */

export const walletInfo = (w: Wallet): WalletInfo => ({ id: w.id, user_id: w.userId, evm_address: w.evmAddress, created_at: w.createdAt });

export const walletBalance = (w: Wallet | undefined): WalletBalance =>
  w ? { available: w.available, locked: w.locked, updated_at: w.updatedAt } : { available: 0, locked: 0, updated_at: null };

export const transactionItem = (e: WalletTransaction): WalletTransactionItem => ({
  id: e.id,
  tx_type: e.txType,
  delta: e.delta,
  locked_delta: e.lockedDelta,
  created_at: e.createdAt,
  meta_json: e.metaJson,
});

/** The user's wallet on the site, if they made one; `lock` takes its row lock (inside a transaction). */
export async function walletOfUser(db: DbOrTx, scope: TenantScope, userId: number, opts: { lock?: boolean } = {}): Promise<Wallet | undefined> {
  const query = db.select().from(wallets).where(scope.where(wallets, eq(wallets.userId, userId))).limit(1);
  const [row] = opts.lock ? await query.for('update') : await query;
  return row;
}

/** The user's latest entries, newest first. */
export const recentEntries = (db: DbOrTx, scope: TenantScope, userId: number, limit: number) =>
  db.select().from(walletTransactions).where(scope.where(walletTransactions, eq(walletTransactions.userId, userId))).orderBy(desc(walletTransactions.id)).limit(limit);

/** The entry a user's idempotency key wrote, if any. */
export async function entryByKey(db: DbOrTx, scope: TenantScope, userId: number, key: string): Promise<WalletTransaction | undefined> {
  const [row] = await db
    .select()
    .from(walletTransactions)
    .where(scope.where(walletTransactions, eq(walletTransactions.userId, userId), eq(walletTransactions.idempotencyKey, key)))
    .limit(1);
  return row;
}

export interface EntryInput {
  userId: number;
  txType: WalletTxType;
  /** Points to `available`, with the sign of its type (shared/wallet.ts WALLET_TX_SIGN). */
  delta: number;
  /** Points to `locked` (a withdraw's hold, later); default 0. */
  lockedDelta?: number;
  meta?: WalletTxMeta;
  /** The caller's Idempotency-Key, or an internal credit's or debit's cause. */
  idempotencyKey?: string | null;
}

/**
 * Posts one entry to the user's wallet, inside the caller's transaction (`db` must be one: the row
 * lock and the two writes belong together). The wallet row is locked first, so one user's postings are
 * serialised; then an idempotency key already used answers its earlier entry and changes nothing
 * (`replayed`); else the entry is inserted and the stored balance moved by a conditional update that
 * refuses to go below 0 (an 'insufficient balance' AppError, which rolls the entry back with the
 * caller's transaction). No wallet: 404.
 */
export async function postEntry(db: DbOrTx, scope: TenantScope, input: EntryInput): Promise<{ entry: WalletTransaction; wallet: Wallet; replayed: boolean }> {
  const lockedDelta = input.lockedDelta ?? 0;
  if (!Number.isSafeInteger(lockedDelta) || (input.delta === 0 ? lockedDelta === 0 : !deltaFitsType(input.txType, input.delta))) {
    throw new Error(`wallet: a ${input.txType} entry cannot have delta ${input.delta} (locked ${lockedDelta})`);
  }
  const wallet = await walletOfUser(db, scope, input.userId, { lock: true });
  if (!wallet) throw new AppError('NOT_FOUND', MSG.walletNotFound);
  const key = input.idempotencyKey ?? null;
  if (key !== null) {
    const earlier = await entryByKey(db, scope, input.userId, key);
    if (earlier) return { entry: earlier, wallet, replayed: true };
  }
  const [entry] = await db
    .insert(walletTransactions)
    .values(scope.row({ walletId: wallet.id, userId: input.userId, txType: input.txType, delta: input.delta, lockedDelta, metaJson: input.meta ?? {}, idempotencyKey: key }))
    .onConflictDoNothing()
    .returning();
  if (!entry) {
    // Only a key written meanwhile can conflict (the wallet's lock makes it unlikely): answer it.
    const earlier = key === null ? undefined : await entryByKey(db, scope, input.userId, key);
    if (!earlier) throw new Error('wallet: an entry conflicted with no earlier entry of its key');
    return { entry: earlier, wallet, replayed: true };
  }
  const [moved] = await db
    .update(wallets)
    .set({ available: sql`${wallets.available} + ${input.delta}`, locked: sql`${wallets.locked} + ${lockedDelta}`, updatedAt: sql`now()` })
    .where(
      scope.where(
        wallets,
        eq(wallets.id, wallet.id),
        sql`${wallets.available} + ${input.delta} >= 0`,
        sql`${wallets.locked} + ${lockedDelta} >= 0`,
      ),
    )
    .returning();
  if (!moved) throw new AppError('BAD_REQUEST', MSG.walletInsufficient);
  return { entry, wallet: moved, replayed: false };
}

/**
 * How far the stored balance is from the sum of the entries (0 and 0 when the ledger holds): for
 * tests and checks. A user without a wallet and without entries is 0 and 0.
 */
export async function ledgerDrift(db: DbOrTx, scope: TenantScope, userId: number): Promise<{ available: number; locked: number }> {
  const [sums] = await db
    .select({
      available: sql<number>`coalesce(sum(${walletTransactions.delta}), 0)::int`,
      locked: sql<number>`coalesce(sum(${walletTransactions.lockedDelta}), 0)::int`,
    })
    .from(walletTransactions)
    .where(scope.where(walletTransactions, eq(walletTransactions.userId, userId)));
  const stored = walletBalance(await walletOfUser(db, scope, userId));
  return { available: stored.available - Number(sums.available), locked: stored.locked - Number(sums.locked) };
}

