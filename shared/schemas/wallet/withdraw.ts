import { z } from 'zod';
import { MSG } from '../../messages';
import { integer } from '../input';
import {
  EVM_ADDRESS_PATTERN,
  WALLET_WITHDRAW_MAX,
  WALLET_WITHDRAW_MIN,
  WITHDRAW_CHAINS,
  WITHDRAW_DEFAULT_CHAIN,
  type WithdrawChain,
  type WithdrawalStatus,
} from '../../wallet';
import { idempotencyKeySchema } from './idempotency-key';
import type { WalletBalance } from './index';

/** Withdraw and the bridge (commerce.md §7 withdraw, bridge-status; docs/wallet.md "Withdraw and the bridge"). */

/** POST /api/wallet/withdraw {amount, target_address, target_chain default ethereum}. */
export const walletWithdrawSchema = z.object({
  amount: z
    .union([integer, z.number()], { error: MSG.walletWithdrawAmountInvalid })
    .pipe(
      z
        .number({ error: MSG.walletWithdrawAmountInvalid })
        .int(MSG.walletWithdrawAmountInvalid)
        .min(WALLET_WITHDRAW_MIN, MSG.walletWithdrawAmountInvalid)
        .max(WALLET_WITHDRAW_MAX, MSG.walletWithdrawAmountInvalid),
    ),
  target_address: z.string({ error: MSG.walletWithdrawAddressInvalid }).trim().regex(EVM_ADDRESS_PATTERN, MSG.walletWithdrawAddressInvalid),
  /** One of WITHDRAW_CHAINS (any letter case); absent, null or empty is ethereum. */
  target_chain: z
    .string({ error: MSG.walletWithdrawChainInvalid })
    .trim()
    .toLowerCase()
    .nullish()
    .transform((v) => v || WITHDRAW_DEFAULT_CHAIN)
    .pipe(z.enum(WITHDRAW_CHAINS, { error: MSG.walletWithdrawChainInvalid })),
  idempotencyKey: idempotencyKeySchema,
});
export type WalletWithdrawInput = z.output<typeof walletWithdrawSchema>;

/** One withdrawal as its owner sees it. */
export interface WalletWithdrawalItem {
  id: number;
  amount: number;
  target_address: string;
  target_chain: WithdrawChain;
  /** requested → submitted → settled | failed (shared/wallet.ts WITHDRAWAL_TRANSITIONS). */
  status: WithdrawalStatus;
  bridge_tx_id: string | null;
  failure_reason: string | null;
  created_at: Date;
  updated_at: Date;
  /** When it was settled or failed. */
  finished_at: Date | null;
}

/** POST /api/wallet/withdraw's answer: the withdrawal as it stands after the submit was tried, and the balance. */
export interface WalletWithdrawResult {
  withdrawal: WalletWithdrawalItem;
  /** available went down by the amount and locked up by it (until the bridge settles or fails it). */
  balance: WalletBalance;
  /** True when the Idempotency-Key named a withdrawal already made: nothing was written. */
  replayed: boolean;
}

/** GET /api/wallet/bridge-status. */
export interface WalletBridgeStatus {
  /** Whether the bridge answers now (an unreachable one is false, not an error). */
  available: boolean;
  /** The chains a withdraw may name: ours that the bridge says it takes (all of ours while it is unavailable). */
  chains: WithdrawChain[];
  default_chain: WithdrawChain;
  min_amount: number;
  max_amount: number;
  /** The caller's latest withdrawals (WALLET_WITHDRAWALS_LISTED), newest first. */
  withdrawals: WalletWithdrawalItem[];
}
