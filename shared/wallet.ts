import { ACTIVITY_KEYS, type ActivityKey } from './schemas/tenant';

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
  /** An earning or its clawback (docs/wallet.md Earning). */
  cause?: string;
  source_id?: number;
  clawback_of?: number;
  earned?: number;
  shortfall?: number;
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


// ---- Earning and the leaderboard (docs/wallet.md Earning, Leaderboard) ----

/** The six activities that earn points and make the leaderboard's score (commerce.md Activity keys). */
export { ACTIVITY_KEYS, type ActivityKey };
/** The rules that earn on a paid product order (commerce.md Earn rules, non_activity); never on the leaderboard. */
export const ORDER_RULES = ['vip_tier', 'first_order', 'minimum_order', 'weekend'] as const;
export type OrderRule = (typeof ORDER_RULES)[number];
/** What an earning is for: an activity or an order rule. */
export const EARN_CAUSES = [...ACTIVITY_KEYS, ...ORDER_RULES] as const;
export type EarnCause = (typeof EARN_CAUSES)[number];

/** Korean labels of the activities (the leaderboard's breakdown segments). */
export const ACTIVITY_LABELS: Record<ActivityKey, string> = {
  comment_create: '댓글 작성',
  post_text: '글 게시',
  post_with_photo: '사진 게시글',
  post_with_video: '영상 게시글',
  review_text: '텍스트 리뷰',
  review_photo: '사진 리뷰',
};
/** Korean labels of the order rules (earn-simulation). */
export const ORDER_RULE_LABELS: Record<OrderRule, string> = {
  vip_tier: '등급 적립',
  first_order: '첫 주문 보너스',
  minimum_order: '최소 주문 적립',
  weekend: '주말 적립',
};

/** Scores and daily caps a site without its own settings uses (the demo's; a cap of 0 is no daily limit). */
export const DEFAULT_ACTIVITY_SCORES: Record<ActivityKey, number> = {
  comment_create: 5,
  post_text: 10,
  post_with_photo: 20,
  post_with_video: 30,
  review_text: 20,
  review_photo: 40,
};
export const DEFAULT_ACTIVITY_DAILY_CAPS: Record<ActivityKey, number> = {
  comment_create: 10,
  post_text: 3,
  post_with_photo: 3,
  post_with_video: 3,
  review_text: 5,
  review_photo: 5,
};

/** The order rules a site without its own earn_rules uses (commerce.md's rates and bonuses). */
export const DEFAULT_ORDER_RULES = {
  vip_tier: { enabled: true, tier_rates: { '1': 0.02, '2': 0.05, '3': 0.1 } as Record<string, number> },
  first_order: { enabled: true, bonus: 1000 },
  minimum_order: { enabled: true, min_amount: 30000, rate: 0.03 },
  weekend: { enabled: true, rate: 0.02 },
};

/**
 * The VIP tiers: the buyer's paid product-order spend on the site over the 365 days before the order
 * (amount less refunds, this order not counted), at least `min` won. Every buyer is at least bronze.
 */
export const VIP_TIERS = [
  { tier: 3, name: 'gold', label: '골드', min: 1_000_000 },
  { tier: 2, name: 'silver', label: '실버', min: 300_000 },
  { tier: 1, name: 'bronze', label: '브론즈', min: 0 },
] as const;
/** The window of the VIP spend, in days. */
export const VIP_SPEND_DAYS = 365;

/** The leaderboard's top list: 10 by default, at most 50. */
export const LEADERBOARD_TOP_DEFAULT = 10;
export const LEADERBOARD_TOP_MAX = 50;

/** The day in Asia/Seoul (UTC+9, no daylight saving) of an instant, as YYYY-MM-DD. */
export const koreanDay = (at: Date): string => new Date(at.getTime() + 9 * 3_600_000).toISOString().slice(0, 10);
/** Saturday or Sunday in Asia/Seoul. */
export const isKoreanWeekend = (at: Date): boolean => {
  const day = new Date(at.getTime() + 9 * 3_600_000).getUTCDay();
  return day === 0 || day === 6;
};
/** Points of `amount` at `rate`, floored to an integer (a float's 0.0000001 under an integer is not lost). */
export const pointsAt = (amount: number, rate: number): number => (rate > 0 && amount > 0 ? Math.floor(amount * rate + 1e-9) : 0);

/** What an earning's or clawback's entry carries in meta_json (beside WalletTxMeta's fields). */
export interface EarnTxMeta {
  /** The activity key or order rule. */
  cause?: EarnCause;
  /** The comment, post, review or payment it was earned for. */
  source_id?: number;
  /** A clawback: the earning it reverses, the points it earned, and what the balance could not give back. */
  clawback_of?: number;
  earned?: number;
  shortfall?: number;
}
