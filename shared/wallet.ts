/**
 * The points wallet's ledger (commerce.md §3 Wallet, §4 wallet transaction types; docs/wallet.md).
 * Shared by the server, the screens and the tests.
 */

/** Entry types of the ledger: the spec's six; a transfer is a `spend` of the sender and an `adjustment` of the receiver. */
export const WALLET_TX_TYPES = ['topup', 'spend', 'earn', 'refund', 'withdraw', 'adjustment'] as const;
export type WalletTxType = (typeof WALLET_TX_TYPES)[number];

/** The sign each type's delta must have: topup, earn, refund credit; spend, withdraw debit; an adjustment either way. */
export const WALLET_TX_SIGN: Record<WalletTxType, 'positive' | 'negative' | 'any'> = {
  topup: 'positive',
  earn: 'positive',
  refund: 'positive',
  spend: 'negative',
  withdraw: 'negative',
  adjustment: 'any',
};

/** True when `delta` has the sign its type allows (never 0: an entry that moves nothing is not written). */
export const deltaFitsType = (txType: WalletTxType, delta: number): boolean =>
  Number.isSafeInteger(delta) && delta !== 0 && (WALLET_TX_SIGN[txType] === 'any' || (WALLET_TX_SIGN[txType] === 'positive' ? delta > 0 : delta < 0));

/** The EVM address a wallet is created with: 0x and 40 hex characters (commerce.md §5 Wallet). */
export const EVM_ADDRESS_PATTERN = /^0x[0-9a-fA-F]{40}$/;

/** Wallet transactions a page (platform.md page sizes), and the most a caller may ask for. */
export const WALLET_TX_PAGE_SIZE = 20;
export const WALLET_TX_PAGE_MAX = 100;
/** Recent entries on the overview. */
export const WALLET_OVERVIEW_RECENT = 5;
/** A transfer's memo, at most. */
export const WALLET_MEMO_MAX = 100;
/** The largest single transfer (points are PostgreSQL integers; a balance never exceeds 2^31 - 1). */
export const WALLET_TRANSFER_MAX = 1_000_000_000;
/** A top-up's won (1 won = 1 point), at least and at most (docs/wallet.md Top-up). */
export const WALLET_TOPUP_MIN = 1_000;
export const WALLET_TOPUP_MAX = 1_000_000;
/** The only way to pay a top-up: a card through the gateway's SDK (PortOne's payMethod card). */
export const WALLET_TOPUP_METHODS = ['card'] as const;
/** The longest Idempotency-Key accepted. */
export const IDEMPOTENCY_KEY_MAX = 200;

/** What an entry's meta_json may carry (commerce.md §3 Wallet transaction). */
export interface WalletTxMeta {
  transfer_from?: number;
  transfer_to?: number;
  memo?: string;
  order_id?: number;
  /** A top-up's payment (docs/wallet.md Top-up), and the gateway's number for it. */
  payment_id?: number;
  imp_uid?: string;
  /** A withdraw's row (docs/wallet.md Withdraw and the bridge): its request, settle or refund entries. */
  withdrawal_id?: number;
}

/** The Korean name of each entry type, for the screens (commerce.md §4 wallet transaction types). */
export const WALLET_TX_LABELS: Record<WalletTxType, string> = {
  topup: '충전',
  spend: '사용',
  earn: '적립',
  refund: '환불',
  withdraw: '출금',
  adjustment: '조정',
};

const points = new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 0 });

/** Points as the screens write them: a floored integer with the unit P (1,234.9 → "1,234P"). */
export const formatPoints = (value: number): string => `${points.format(Number.isFinite(value) ? Math.floor(value) : 0)}P`;

/** An entry's delta with its sign (+1,000P, −300P, 0P). */
export const formatSignedPoints = (delta: number): string => {
  const n = Number.isFinite(delta) ? Math.floor(delta) : 0;
  return n > 0 ? `+${formatPoints(n)}` : n < 0 ? `-${formatPoints(-n)}` : formatPoints(0);
};

/** Leaderboard (commerce.md §9): top 10, the donut's legend at most 6 segments, a mini donut 5. */
export const LEADERBOARD_TOP_N = 10;
export const LEADERBOARD_DONUT_SEGMENTS = 6;
export const LEADERBOARD_MINI_DONUT_SEGMENTS = 5;

/** top_percent as shown: clamped to 0-100 (a bad or missing value is 100, the bottom). */
export const clampTopPercent = (value: number): number => (Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 100);

// ---- Withdraw and the bridge (docs/wallet.md "Withdraw and the bridge") ----

/** The chains a withdraw may name (commerce.md §7 withdraw `target_chain`); a closed list. */
export const WITHDRAW_CHAINS = ['ethereum', 'polygon', 'base'] as const;
export type WithdrawChain = (typeof WITHDRAW_CHAINS)[number];
/** commerce.md §9 Constants: the withdraw chain's default. */
export const WITHDRAW_DEFAULT_CHAIN: WithdrawChain = 'ethereum';
/** The chains' names on the withdraw form. */
export const WITHDRAW_CHAIN_LABELS: Record<WithdrawChain, string> = { ethereum: 'Ethereum', polygon: 'Polygon', base: 'Base' };
/** A withdraw's points, at least and at most (an integer; the spec shows no bounds, these are ours). */
export const WALLET_WITHDRAW_MIN = 1_000;
export const WALLET_WITHDRAW_MAX = 1_000_000;
/** A user's withdrawals listed by bridge-status, newest first. */
export const WALLET_WITHDRAWALS_LISTED = 20;

/**
 * A withdrawal's states: requested (points locked, not yet handed to the bridge) → submitted (the
 * bridge has it, with its tx id) → settled (locked points gone) | failed (points given back). Never
 * backwards; settled and failed are final. requested → failed is the bridge refusing the submit itself.
 */
export const WITHDRAWAL_STATUSES = ['requested', 'submitted', 'settled', 'failed'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];
export const WITHDRAWAL_TRANSITIONS: Record<WithdrawalStatus, readonly WithdrawalStatus[]> = {
  requested: ['submitted', 'failed'],
  submitted: ['settled', 'failed'],
  settled: [],
  failed: [],
};
/** The states a withdrawal may move to `to` from (the conditional update's WHERE). */
export const withdrawalStatusesInto = (to: WithdrawalStatus): WithdrawalStatus[] =>
  WITHDRAWAL_STATUSES.filter((from) => WITHDRAWAL_TRANSITIONS[from].includes(to));
export const canMoveWithdrawal = (from: WithdrawalStatus, to: WithdrawalStatus): boolean => WITHDRAWAL_TRANSITIONS[from].includes(to);
/** The longest failure reason kept (a bridge's words, cut). */
export const WITHDRAWAL_REASON_MAX = 500;
