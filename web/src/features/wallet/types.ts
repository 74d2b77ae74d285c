/**
 * The shapes of the wallet tab's sections whose server procedures are not in this branch yet
 * (commerce.md §3 Leaderboard, §7 withdraw and bridge-status). The sections are presentational:
 * they take these as props, and useWalletData.ts is where the procedures get wired.
 */

/** One slice of a score breakdown (an activity and its points). */
export interface BreakdownSegment {
  key: string;
  label: string;
  value: number;
}

export interface ScoreBreakdown {
  segments: BreakdownSegment[];
  total: number;
}

export interface LeaderboardMe {
  /** Null while the user has no score yet (not ranked). */
  rank: number | null;
  /** The share of users at or above the user; shown clamped to 0-100. */
  top_percent: number;
  breakdown: ScoreBreakdown;
}

export interface LeaderboardEntry {
  rank: number;
  user_id: number;
  username: string;
  total_score: number;
  breakdown: ScoreBreakdown;
}

/** GET /api/score/leaderboard?top_n=10 (tRPC `score.leaderboard`). */
export interface Leaderboard {
  me: LeaderboardMe;
  top: LeaderboardEntry[];
}

/** POST /api/wallet/withdraw (tRPC `wallet.withdraw`): target_chain defaults to ethereum. */
export interface WithdrawSubmit {
  amount: number;
  target_address: string;
  target_chain: string;
}

export type WithdrawalStatus = 'requested' | 'submitted' | 'settled' | 'failed';

/** One withdraw as GET /api/wallet/bridge-status lists it (tRPC `wallet.bridgeStatus`). */
export interface Withdrawal {
  id: number;
  amount: number;
  target_address: string;
  target_chain: string;
  status: WithdrawalStatus;
  created_at: Date | string;
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
