import { z } from 'zod';
import { idempotencyKeySchema } from './idempotency-key';
import { MSG } from '../../messages';
import { integer } from '../input';
import { id, integerIn } from '../catalogue/common';
import {
  EVM_ADDRESS_PATTERN,
  WALLET_MEMO_MAX,
  WALLET_TOPUP_MAX,
  WALLET_TOPUP_METHODS,
  WALLET_TOPUP_MIN,
  WALLET_TRANSFER_MAX,
  WALLET_TX_PAGE_MAX,
  WALLET_TX_PAGE_SIZE,
  WALLET_TX_TYPES,
  LEADERBOARD_TOP_DEFAULT,
  LEADERBOARD_TOP_MAX,
  type ActivityKey,
  type OrderRule,
  type WalletTxMeta,
  type WalletTxType,
} from '../../wallet';

/** The wallet's requests and answers (commerce.md §3 Wallet, §7 Wallet and score; docs/wallet.md). */

export { idempotencyKeySchema };

export const walletCreateSchema = z.object({
  evm_address: z.string({ error: MSG.walletAddressInvalid }).trim().regex(EVM_ADDRESS_PATTERN, MSG.walletAddressInvalid),
});
export type WalletCreateInput = z.output<typeof walletCreateSchema>;

export const walletTransactionsQuerySchema = z.object({
  page: integerIn(1, Number.MAX_SAFE_INTEGER).default(1),
  size: integerIn(1, WALLET_TX_PAGE_MAX).default(WALLET_TX_PAGE_SIZE),
  tx_type: z.enum(WALLET_TX_TYPES).optional().or(z.literal('').transform(() => undefined)),
});
export type WalletTransactionsQuery = z.output<typeof walletTransactionsQuerySchema>;

export const walletTransferSchema = z.object({
  to_user_id: id,
  amount: z.union([integer, z.number()]).pipe(z.number({ error: MSG.walletAmountInvalid }).int(MSG.walletAmountInvalid).min(1, MSG.walletAmountInvalid).max(WALLET_TRANSFER_MAX, MSG.walletInsufficient)),
  /** Optional; null or absent is no memo. */
  memo: z
    .string()
    .trim()
    .max(WALLET_MEMO_MAX, MSG.walletMemoTooLong)
    .nullish()
    .transform((v) => v ?? ''),
  idempotencyKey: idempotencyKeySchema,
});
export type WalletTransferInput = z.output<typeof walletTransferSchema>;

const topupAmount = z
  .union([integer, z.number()], { error: MSG.walletTopupAmountInvalid })
  .pipe(z.number({ error: MSG.walletTopupAmountInvalid }).int(MSG.walletTopupAmountInvalid).min(WALLET_TOPUP_MIN, MSG.walletTopupAmountInvalid).max(WALLET_TOPUP_MAX, MSG.walletTopupAmountInvalid));

/** POST /api/wallet/charge/prepare: the won to pay (1 won = 1 point). */
export const walletChargePrepareSchema = z.object({ amount: topupAmount });
export type WalletChargePrepareInput = z.output<typeof walletChargePrepareSchema>;

/** POST /api/wallet/topup: the spec's name of the same prepare (amount_fiat won, a card). */
export const walletTopupSchema = z.object({
  amount_fiat: topupAmount,
  payment_method: z.enum(WALLET_TOPUP_METHODS, { error: MSG.walletTopupMethodInvalid }),
});
export type WalletTopupInput = z.output<typeof walletTopupSchema>;

/** POST /api/wallet/charge/callback: what the SDK told the browser; only merchant_uid and imp_uid are used, to ask the gateway. */
export const walletChargeCallbackSchema = z.object({
  merchant_uid: z.string({ error: MSG.walletTopupNotFound }).trim().min(1, MSG.walletTopupNotFound).max(100, MSG.walletTopupNotFound),
  imp_uid: z.string({ error: MSG.walletTopupMismatch }).trim().min(1, MSG.walletTopupMismatch).max(100, MSG.walletTopupMismatch),
  /** The browser's word (paid, failed, ...): kept for the log, never believed. */
  status: z.string().trim().max(40).optional(),
});
export type WalletChargeCallbackInput = z.output<typeof walletChargeCallbackSchema>;

/** A prepared top-up: what the browser hands the gateway's SDK (merchant_uid, name, amount in KRW). */
export interface WalletChargePrepared {
  merchant_uid: string;
  name: string;
  amount: number;
  payment_id: number;
}

/** A callback's outcome as the gateway decided it; `entry` is the `topup` entry once paid. */
export interface WalletChargeResult {
  payment_id: number;
  merchant_uid: string;
  status: 'paid' | 'failed' | 'cancelled';
  amount: number;
  entry: WalletTransactionItem | null;
  balance: WalletBalance;
  /** True when the payment was already settled (a replayed callback): nothing was credited again. */
  replayed: boolean;
}

export interface WalletInfo {
  id: number;
  user_id: number;
  /** Null for a wallet an earning made before its user created one (POST /api/wallet/create sets it). */
  evm_address: string | null;
  created_at: Date;
}

/** commerce.md §3 Wallet balance. A user without a wallet has 0 and 0, `updated_at` null. */
export interface WalletBalance {
  available: number;
  locked: number;
  updated_at: Date | null;
}

/** commerce.md §3 Wallet transaction. */
export interface WalletTransactionItem {
  id: number;
  tx_type: WalletTxType;
  delta: number;
  locked_delta: number;
  created_at: Date;
  meta_json: WalletTxMeta;
}

export interface WalletOverview {
  /** Null until the user creates one (POST /api/wallet/create). */
  wallet: WalletInfo | null;
  balance: WalletBalance;
  recent: WalletTransactionItem[];
}

export interface WalletTransactionList {
  transactions: WalletTransactionItem[];
  total: number;
  page: number;
  size: number;
}

export interface WalletTransferResult {
  /** The sender's `spend` entry and the receiver's `adjustment` entry. */
  sent: WalletTransactionItem;
  received: WalletTransactionItem;
  /** The sender’s balance after the transfer (as it is now, for a replay). */
  balance: WalletBalance;
  /** True when the Idempotency-Key named a transfer already made: nothing was written. */
  replayed: boolean;
}

export * from './withdraw';
// ---- Earning and the leaderboard (docs/wallet.md Earning, Leaderboard) ----

/** GET /api/wallet/earn-simulation?order_amount: won, an integer from 0 to 1,000,000,000. */
export const earnSimulationQuerySchema = z.object({
  order_amount: z
    .union([integer, z.number()], { error: MSG.walletOrderAmountInvalid })
    .pipe(z.number({ error: MSG.walletOrderAmountInvalid }).int(MSG.walletOrderAmountInvalid).min(0, MSG.walletOrderAmountInvalid).max(1_000_000_000, MSG.walletOrderAmountInvalid)),
});
export type EarnSimulationQuery = z.output<typeof earnSimulationQuerySchema>;

/** The caller's VIP tier now: 1 bronze, 2 silver, 3 gold, by their spend on the site over the last 365 days. */
export interface EarnSimulationTier {
  tier: number;
  name: string;
  label: string;
  spend: number;
}

/** One non-activity rule's share of an order: `points` 0 when disabled or not applying. */
export interface EarnSimulationRule {
  rule: OrderRule;
  label: string;
  enabled: boolean;
  /** Whether the order meets the rule (the first order, the minimum, a weekend day in Korea; vip always). */
  applies: boolean;
  rate?: number;
  bonus?: number;
  min_amount?: number;
  points: number;
}

export interface EarnSimulation {
  order_amount: number;
  tier: EarnSimulationTier;
  rules: EarnSimulationRule[];
  total: number;
}

/** GET /api/score/leaderboard?top_n: 10 by default; a number above 50 is 50, below 1 is 1. */
export const leaderboardQuerySchema = z.object({
  top_n: z
    .union([integer, z.number()], { error: MSG.leaderboardTopInvalid })
    .pipe(z.number({ error: MSG.leaderboardTopInvalid }).int(MSG.leaderboardTopInvalid))
    .transform((n) => Math.min(LEADERBOARD_TOP_MAX, Math.max(1, n)))
    .default(LEADERBOARD_TOP_DEFAULT),
});
export type LeaderboardQuery = z.output<typeof leaderboardQuerySchema>;

export interface LeaderboardSegment {
  key: ActivityKey;
  label: string;
  value: number;
}

/** A score by activity (all six segments, in the order of ACTIVITY_KEYS) and its total. */
export interface LeaderboardBreakdown {
  segments: LeaderboardSegment[];
  total: number;
}

export interface LeaderboardEntry {
  rank: number;
  user_id: number;
  username: string;
  total_score: number;
  breakdown: LeaderboardBreakdown;
}

export interface Leaderboard {
  /** The caller: rank among the site's users with a score (after all of them without one), top_percent 0-100. */
  me: { rank: number; top_percent: number; breakdown: LeaderboardBreakdown };
  top: LeaderboardEntry[];
}
