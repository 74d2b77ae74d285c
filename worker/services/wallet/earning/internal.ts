import { and, eq, gte, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../../db/client';
import { payments, pointEarnings, tenants, userScoreTotals, userScores, wallets, type PointEarning } from '../../../../db/schema';
import { COUNTED_PAYMENT_STATUSES } from '../../../../shared/payment-purpose';
import type { TenantSettings } from '../../../../shared/schemas/tenant';
import {
  ACTIVITY_KEYS,
  ORDER_RULE_LABELS,
  ORDER_RULES,
  VIP_SPEND_DAYS,
  isKoreanWeekend,
  koreanDay,
  pointsAt,
  type ActivityKey,
  type EarnCause,
  type OrderRule,
} from '../../../../shared/wallet';
import type { EarnSimulationRule, EarnSimulationTier } from '../../../../shared/schemas/wallet';
import { paymentBuyer } from '../../../scope/people';
import { tenantColumn, type AccountScope, type TenantScope } from '../../../scope/tenant-scope';
import { postEntry, walletOfUser } from '../internal';
import { activityEarns, activityRule, orderRules, vipTierOf } from './rules';

/**
 * Earning points and taking them back (docs/wallet.md Earning, Clawbacks), for every domain that
 * earns: each call runs inside the caller's transaction (the comment's, the post's, the review's, the
 * payment's settle or reverse), on `own`, the earner's own site (their wallet and score live there).
 * An earning is one point_earnings row a cause (unique), one `earn` entry keyed by it (postEntry), and
 * for an activity the user_scores row moved by the same points. Locks, always in this order: the
 * user's score row, the earning row, the wallet row (postEntry).
 */

const isActivity = (cause: EarnCause): cause is ActivityKey => (ACTIVITY_KEYS as readonly string[]).includes(cause);

/** The ledger key of an earning: `earn:<activity>:<source id>`, or `earn:order:<payment id>:<rule>`. */
export const earnKey = (cause: EarnCause, sourceId: number) => (isActivity(cause) ? `earn:${cause}:${sourceId}` : `earn:order:${sourceId}:${cause}`);
/** The ledger key of its clawback. */
export const clawbackKey = (cause: EarnCause, sourceId: number) => `clawback:${earnKey(cause, sourceId)}`;

/** The user_scores column of each activity. */
const SCORE_COLUMN = {
  comment_create: userScores.commentCreate,
  post_text: userScores.postText,
  post_with_photo: userScores.postWithPhoto,
  post_with_video: userScores.postWithVideo,
  review_text: userScores.reviewText,
  review_photo: userScores.reviewPhoto,
} as const;
const SCORE_FIELD = {
  comment_create: 'commentCreate',
  post_text: 'postText',
  post_with_photo: 'postWithPhoto',
  post_with_video: 'postWithVideo',
  review_text: 'reviewText',
  review_photo: 'reviewPhoto',
} as const;

/** The settings of the site `own` is (an order's buyer's site may not be the one serving the request). */
export async function siteSettings(db: DbOrTx, own: TenantScope): Promise<TenantSettings> {
  const [row] = await db.select({ settings: tenants.settings }).from(tenants).where(eq(tenants.id, own.tenantId)).limit(1);
  return row?.settings ?? {};
}

/** The user's wallet exists (made without an address when they have none yet: docs/wallet.md Earning). */
export async function ensureWallet(db: DbOrTx, own: TenantScope, userId: number): Promise<void> {
  await db.insert(wallets).values(own.row({ userId, evmAddress: null })).onConflictDoNothing();
}

/** Takes the user's score row lock (making the row at 0 first): one user's earnings and clawbacks of activities queue here. */
async function lockScore(db: DbOrTx, own: TenantScope, userId: number): Promise<void> {
  await db.insert(userScores).values(own.row({ userId })).onConflictDoNothing();
  await db.select({ userId: userScores.userId }).from(userScores).where(own.where(userScores, eq(userScores.userId, userId))).for('update');
}

/**
 * Moves user_score_totals from one total to another (one user's score changed): the count of the old
 * total down, of the new one up, the lower total first (two movers lock the same rows in one order).
 */
async function moveTotals(db: DbOrTx, own: TenantScope, from: number, to: number): Promise<void> {
  if (from === to) return;
  const steps = [
    { total: from, by: -1 },
    { total: to, by: 1 },
  ]
    .filter((s) => s.total > 0)
    .sort((a, b) => a.total - b.total);
  for (const s of steps) {
    if (s.by > 0) {
      await db
        .insert(userScoreTotals)
        .values(own.row({ total: s.total, users: 1 }))
        .onConflictDoUpdate({ target: [tenantColumn(userScoreTotals), userScoreTotals.total], set: { users: sql`${userScoreTotals.users} + 1` } });
    } else {
      await db
        .update(userScoreTotals)
        .set({ users: sql`greatest(${userScoreTotals.users} - 1, 0)` })
        .where(own.where(userScoreTotals, eq(userScoreTotals.total, s.total)));
    }
  }
}

/** A user leaves the leaderboard (their account is deleted): their score row and its count go. */
export async function forgetScore(db: DbOrTx, own: TenantScope, userId: number): Promise<void> {
  const [gone] = await db.delete(userScores).where(own.where(userScores, eq(userScores.userId, userId))).returning({ total: userScores.total });
  if (gone) await moveTotals(db, own, gone.total, 0);
}

/** Moves the user's score (their row is locked by lockScore) and the count of users at each total. */
async function moveScore(db: DbOrTx, own: TenantScope, userId: number, activity: ActivityKey, points: number, now: Date): Promise<void> {
  const column = SCORE_COLUMN[activity];
  const [before] = await db.select({ total: userScores.total }).from(userScores).where(own.where(userScores, eq(userScores.userId, userId)));
  const [after] = await db
    .update(userScores)
    .set({
      total: sql`greatest(${userScores.total} + ${points}, 0)`,
      [SCORE_FIELD[activity]]: sql`greatest(${column} + ${points}, 0)`,
      updatedAt: now,
    })
    .where(own.where(userScores, eq(userScores.userId, userId)))
    .returning({ total: userScores.total });
  if (before && after) await moveTotals(db, own, before.total, after.total);
}

interface Credit {
  userId: number;
  cause: EarnCause;
  sourceId: number;
  points: number;
  now: Date;
  meta?: { payment_id?: number; order_id?: number };
}

/** Writes the earning once (a second of its cause writes nothing: null) and credits it with an `earn` entry. */
async function credit(db: DbOrTx, own: TenantScope, c: Credit): Promise<PointEarning | null> {
  const [earning] = await db
    .insert(pointEarnings)
    .values(own.row({ userId: c.userId, cause: c.cause, sourceId: c.sourceId, points: c.points, koreanDay: koreanDay(c.now), createdAt: c.now }))
    .onConflictDoNothing()
    .returning();
  if (!earning) return null;
  await ensureWallet(db, own, c.userId);
  const { entry } = await postEntry(db, own, {
    userId: c.userId,
    txType: 'earn',
    delta: c.points,
    meta: { cause: c.cause, source_id: c.sourceId, ...c.meta },
    idempotencyKey: earnKey(c.cause, c.sourceId),
  });
  const [done] = await db.update(pointEarnings).set({ entryId: entry.id }).where(own.where(pointEarnings, eq(pointEarnings.id, earning.id))).returning();
  return done;
}

export interface ActivityEarning {
  /** The activity's own context: the site (its settings), its rows, its clock. */
  db: DbOrTx;
  own: TenantScope;
  settings: TenantSettings | null | undefined;
  now: Date;
  userId: number;
  activity: ActivityKey;
  /** The comment's, post's or review's id. */
  sourceId: number;
}

/**
 * An activity's earning, inside the activity's transaction: nothing when the site disabled it (score
 * 0, or activity_enabled false) or the user has had `cap` of it this Korean day (counted under the
 * user's score row lock, so a parallel burst cannot pass the cap); else the score's points to the
 * wallet and the score. Answers the earning, or null.
 */
export async function earnActivity(a: ActivityEarning): Promise<PointEarning | null> {
  const rule = activityRule(a.settings, a.activity);
  if (!activityEarns(rule)) return null;
  await lockScore(a.db, a.own, a.userId);
  if (rule.cap > 0) {
    const [{ n }] = await a.db
      .select({ n: sql<number>`count(*)::int` })
      .from(pointEarnings)
      .where(a.own.where(pointEarnings, eq(pointEarnings.userId, a.userId), eq(pointEarnings.cause, a.activity), eq(pointEarnings.koreanDay, koreanDay(a.now))));
    if (Number(n) >= rule.cap) return null;
  }
  const earning = await credit(a.db, a.own, { userId: a.userId, cause: a.activity, sourceId: a.sourceId, points: rule.score, now: a.now });
  if (earning) await moveScore(a.db, a.own, a.userId, a.activity, earning.points, a.now);
  return earning;
}

/**
 * Takes back an earning not yet clawed back: as much as the wallet's available balance holds
 * (min(available, earned)) with a negative `adjustment` keyed `clawback:<earn key>`; the rest is the
 * shortfall, kept on the earning row and in the entry's meta. An activity's score drops by all it
 * earned. Answers the earning as clawed back (or null: already done).
 */
async function clawback(db: DbOrTx, own: TenantScope, earning: PointEarning, now: Date): Promise<PointEarning | null> {
  const activity = isActivity(earning.cause) ? earning.cause : null;
  if (activity) await lockScore(db, own, earning.userId);
  const [row] = await db
    .select()
    .from(pointEarnings)
    .where(own.where(pointEarnings, eq(pointEarnings.id, earning.id), isNull(pointEarnings.clawedBackAt)))
    .for('update');
  if (!row) return null;
  const wallet = await walletOfUser(db, own, row.userId, { lock: true });
  const take = Math.min(wallet?.available ?? 0, row.points);
  const shortfall = row.points - take;
  let entryId: number | null = null;
  if (take > 0) {
    const { entry } = await postEntry(db, own, {
      userId: row.userId,
      txType: 'adjustment',
      delta: -take,
      meta: { cause: row.cause, source_id: row.sourceId, clawback_of: row.id, earned: row.points, shortfall },
      idempotencyKey: clawbackKey(row.cause, row.sourceId),
    });
    entryId = entry.id;
  }
  const [done] = await db
    .update(pointEarnings)
    .set({ clawedBackAt: now, clawedBackPoints: take, clawbackShortfall: shortfall, clawbackEntryId: entryId })
    .where(own.where(pointEarnings, eq(pointEarnings.id, row.id)))
    .returning();
  if (activity) await moveScore(db, own, row.userId, activity, -row.points, now);
  return done;
}

/**
 * Claws back every standing earning of `causes` for one source (a deleted comment, post or review;
 * a refunded order's payment), on the earner's site `own`. Answers what was clawed back.
 */
export async function clawbackSource(db: DbOrTx, own: TenantScope, causes: readonly EarnCause[], sourceId: number, now: Date): Promise<PointEarning[]> {
  const standing = await db
    .select()
    .from(pointEarnings)
    .where(own.where(pointEarnings, eq(pointEarnings.sourceId, sourceId), inArray(pointEarnings.cause, [...causes]), isNull(pointEarnings.clawedBackAt)))
    .orderBy(pointEarnings.id);
  const done: PointEarning[] = [];
  for (const e of standing) {
    const c = await clawback(db, own, e, now);
    if (c) done.push(c);
  }
  return done;
}

export interface OrderEarningInput {
  db: DbOrTx;
  /** The buyer's own site: their wallet, and the settings whose rules apply. */
  own: AccountScope;
  /** The tenant whose catalogue sold (the payment's): the buyer's earlier orders on the site are there. */
  shown: TenantScope;
  settings: TenantSettings | null | undefined;
  userId: number;
  amount: number;
  now: Date;
  /** The order's own payment, left out of the buyer's earlier spend and orders (none for a simulation). */
  paymentId?: number;
}

export interface OrderEarningPlan {
  tier: EarnSimulationTier;
  rules: EarnSimulationRule[];
  total: number;
}

/**
 * What each non-activity rule gives a paid product order of `amount` now (docs/wallet.md Order
 * rules): the real earning and the earn simulation both ask this. The buyer's earlier product orders
 * on the site are their counted payments (paid or partly refunded) paid by `now` on `shown`, named by
 * (own's tenant, userId), this one left out.
 */
export async function planOrderEarnings(o: OrderEarningInput): Promise<OrderEarningPlan> {
  const rules = orderRules(o.settings);
  const earlier = o.shown.where(
    payments,
    eq(payments.purpose, 'product_order'),
    inArray(payments.status, [...COUNTED_PAYMENT_STATUSES]),
    o.own.personIs(paymentBuyer, o.userId),
    // Earlier: paid by `now` (in the app every counted payment is; a replay of past orders, db/seed-points.ts, sees only those before).
    lte(payments.paidAt, o.now),
    o.paymentId === undefined ? undefined : ne(payments.id, o.paymentId),
  );
  const since = new Date(o.now.getTime() - VIP_SPEND_DAYS * 86_400_000);
  const [past] = await o.db
    .select({
      orders: sql<number>`count(*)::int`,
      spend: sql<number>`coalesce(sum(${payments.amount} - ${payments.refundedAmount}) filter (where ${payments.paidAt} >= ${since.toISOString()}::timestamptz), 0)::bigint`,
    })
    .from(payments)
    .where(and(earlier));
  const spend = Number(past.spend);
  const vip = vipTierOf(spend);
  const amount = Math.max(0, Math.floor(o.amount));
  const vipRate = rules.vip_tier.tier_rates[String(vip.tier)] ?? 0;
  const first = Number(past.orders) === 0;
  const minimumMet = amount >= rules.minimum_order.min_amount;
  const weekend = isKoreanWeekend(o.now);
  const items: Record<OrderRule, Omit<EarnSimulationRule, 'rule' | 'label'>> = {
    vip_tier: { enabled: rules.vip_tier.enabled, applies: true, rate: vipRate, points: rules.vip_tier.enabled ? pointsAt(amount, vipRate) : 0 },
    first_order: { enabled: rules.first_order.enabled, applies: first, bonus: rules.first_order.bonus, points: rules.first_order.enabled && first ? rules.first_order.bonus : 0 },
    minimum_order: {
      enabled: rules.minimum_order.enabled,
      applies: minimumMet,
      rate: rules.minimum_order.rate,
      min_amount: rules.minimum_order.min_amount,
      points: rules.minimum_order.enabled && minimumMet ? pointsAt(amount, rules.minimum_order.rate) : 0,
    },
    weekend: { enabled: rules.weekend.enabled, applies: weekend, rate: rules.weekend.rate, points: rules.weekend.enabled && weekend ? pointsAt(amount, rules.weekend.rate) : 0 },
  };
  const list = ORDER_RULES.map((rule) => ({ rule, label: ORDER_RULE_LABELS[rule], ...items[rule] }));
  return {
    tier: { tier: vip.tier, name: vip.name, label: vip.label, spend },
    rules: list,
    total: list.reduce((s, r) => s + r.points, 0),
  };
}

/**
 * A paid product order's earnings (the product_order purpose's settle, in its transaction): each rule
 * that gives points is one earning and one `earn` entry keyed `earn:order:<payment id>:<rule>`, on the
 * buyer's own site. Never on the leaderboard.
 */
export async function earnOrder(o: OrderEarningInput & { paymentId: number; orderId?: number }): Promise<PointEarning[]> {
  const plan = await planOrderEarnings(o);
  const earned: PointEarning[] = [];
  for (const r of plan.rules) {
    if (r.points <= 0) continue;
    const e = await credit(o.db, o.own, {
      userId: o.userId,
      cause: r.rule,
      sourceId: o.paymentId,
      points: r.points,
      now: o.now,
      meta: { payment_id: o.paymentId, ...(o.orderId ? { order_id: o.orderId } : {}) },
    });
    if (e) earned.push(e);
  }
  return earned;
}
