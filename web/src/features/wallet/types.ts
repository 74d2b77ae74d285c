/**
 * The shapes the wallet tab's sections take as props: the server's answers (shared/schemas/wallet:
 * score.leaderboard, wallet.bridgeStatus), and the section-level query and submit contracts.
 */
import type { Leaderboard, LeaderboardBreakdown, LeaderboardEntry, LeaderboardSegment, WalletWithdrawalItem } from '../../../../shared/schemas/wallet';
import type { WithdrawChain, WithdrawalStatus } from '../../../../shared/wallet';

export type { Leaderboard, LeaderboardEntry, WithdrawalStatus };
export type BreakdownSegment = LeaderboardSegment;
export type ScoreBreakdown = LeaderboardBreakdown;
/** One withdraw as GET /api/wallet/bridge-status lists it. */
export type Withdrawal = WalletWithdrawalItem;

/** POST /api/wallet/withdraw (tRPC `wallet.withdraw`): target_chain defaults to ethereum. */
export interface WithdrawSubmit {
  amount: number;
  target_address: string;
  target_chain: WithdrawChain | string;
}

/** A query as a section needs it: the answer, or loading, or the error with a retry. */
export interface SectionQuery<T> {
  data: T | undefined;
  isLoading: boolean;
  error: unknown;
  refetch: () => void;
}

/**
 * The withdraw form's submit: rejects with the server's error (its detail is shown). The key is new
 * per submit and the same when the same values are sent again after a failure (send it as the
 * Idempotency key, so a retry cannot withdraw twice).
 */
export type WithdrawSubmitHandler = (input: WithdrawSubmit, options: { idempotencyKey: string }) => Promise<unknown>;
