import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rateLimits } from '../../db/schema';

/**
 * The simulator's memory, so it answers as a gateway would: what the pay page decided for an order
 * number, what each approval was for, and how much of it was cancelled. It keeps integers under
 * keys of the rate-limit table (the one small key-value store that both Node and the Worker have),
 * a year long, so nothing lives in the process.
 */
const KEEP_MS = 365 * 24 * 3600_000;

/** What the pay page decided for an order number (the integer kept for it). */
export const SIM_DECISIONS = { approved: 1, declined: 2, cancelled: 3, timeout: 4 } as const;
export type SimDecision = keyof typeof SIM_DECISIONS;

const decisionKey = (mallId: string, shopOrderNo: string) => `easypay-sim:trade:${mallId}:${shopOrderNo}`;
const amountKey = (pgCno: string) => `easypay-sim:amount:${pgCno}`;
/** Won cancelled of an approval so far (present once anything was cancelled). */
export const simCancelKey = (pgCno: string) => `easypay-sim:cancel:${pgCno}`;
const reviseKey = (pgCno: string, shopTransactionId: string) => `easypay-sim:revise:${pgCno}:${shopTransactionId}`;

async function put(db: DbOrTx, key: string, value: number, now: Date): Promise<void> {
  const resetAt = new Date(now.getTime() + KEEP_MS);
  await db.insert(rateLimits).values({ key, count: value, resetAt }).onConflictDoUpdate({ target: rateLimits.key, set: { count: value, resetAt } });
}
async function get(db: DbOrTx, key: string): Promise<number | null> {
  const [row] = await db.select({ count: rateLimits.count }).from(rateLimits).where(eq(rateLimits.key, key)).limit(1);
  return row?.count ?? null;
}

export async function recordDecision(db: DbOrTx, mallId: string, shopOrderNo: string, decision: SimDecision, now: Date): Promise<void> {
  await put(db, decisionKey(mallId, shopOrderNo), SIM_DECISIONS[decision], now);
}
export async function decisionOf(db: DbOrTx, mallId: string, shopOrderNo: string): Promise<SimDecision | null> {
  const v = await get(db, decisionKey(mallId, shopOrderNo));
  return (Object.keys(SIM_DECISIONS) as SimDecision[]).find((k) => SIM_DECISIONS[k] === v) ?? null;
}

/** The approval's amount, recorded when it is approved (the same on every replay). */
export async function recordApproval(db: DbOrTx, pgCno: string, amount: number, now: Date): Promise<void> {
  await put(db, amountKey(pgCno), amount, now);
}
export const approvedAmount = (db: DbOrTx, pgCno: string) => get(db, amountKey(pgCno));
export const cancelledAmount = async (db: DbOrTx, pgCno: string) => (await get(db, simCancelKey(pgCno))) ?? 0;

/**
 * Cancels `amount` of the approval unless that would cancel more than it approved: one conditional
 * statement, so parallel cancels never give back more than the approval. A replay of the same
 * shopTransactionId answers its first result without cancelling again. Answers whether it was done.
 */
export async function cancelPart(db: DbOrTx, pgCno: string, shopTransactionId: string, amount: number, approved: number, now: Date): Promise<boolean> {
  const replay = await get(db, reviseKey(pgCno, shopTransactionId));
  if (replay !== null) return replay === amount;
  const resetAt = new Date(now.getTime() + KEEP_MS);
  await db.insert(rateLimits).values({ key: simCancelKey(pgCno), count: 0, resetAt }).onConflictDoNothing();
  const [done] = await db
    .update(rateLimits)
    .set({ count: sql`${rateLimits.count} + ${amount}` })
    .where(and(eq(rateLimits.key, simCancelKey(pgCno)), sql`${rateLimits.count} + ${amount} <= ${approved}`))
    .returning({ count: rateLimits.count });
  if (done) await put(db, reviseKey(pgCno, shopTransactionId), amount, now);
  return !!done;
}

/**
 * The simulator's rows for approvals made outside it (the demo seed's paid payments), so it can cancel
 * them as the real gateway could cancel what it approved: the amount, and what was already cancelled.
 */
export function knownApprovalRows(approvals: { pgCno: string; amount: number; cancelled: number }[], now: Date) {
  const resetAt = new Date(now.getTime() + KEEP_MS);
  return approvals.flatMap(({ pgCno, amount, cancelled }) => [
    { key: amountKey(pgCno), count: amount, resetAt },
    ...(cancelled > 0 ? [{ key: simCancelKey(pgCno), count: cancelled, resetAt }] : []),
  ]);
}

/**
 * Billing keys (batch keys) the simulator issued, per mall, with what a charge of each does: approve,
 * decline (a card-limit code), or time out (the card is charged, the answer is lost: the shop learns
 * the result by asking again with the same shopTransactionId). Tests and the demo switch a key's
 * behaviour with setSimKeyBehaviour.
 */
export const SIM_KEY_BEHAVIOURS = { approve: 1, decline: 2, timeout: 3 } as const;
export type SimKeyBehaviour = keyof typeof SIM_KEY_BEHAVIOURS;
const keyKey = (mallId: string, batchKey: string) => `easypay-sim:key:${mallId}:${batchKey}`;

export async function setSimKeyBehaviour(db: DbOrTx, mallId: string, batchKey: string, behaviour: SimKeyBehaviour, now: Date): Promise<void> {
  await put(db, keyKey(mallId, batchKey), SIM_KEY_BEHAVIOURS[behaviour], now);
}
export async function simKeyBehaviour(db: DbOrTx, mallId: string, batchKey: string): Promise<SimKeyBehaviour | null> {
  const v = await get(db, keyKey(mallId, batchKey));
  return (Object.keys(SIM_KEY_BEHAVIOURS) as SimKeyBehaviour[]).find((k) => SIM_KEY_BEHAVIOURS[k] === v) ?? null;
}

/**
 * Charges made with keys, by shopTransactionId (the idempotency key): the won approved, or -1 for a
 * decline, and when (seconds since the epoch), so a replay answers the first result.
 */
const batchKey_ = (mallId: string, shopTransactionId: string) => `easypay-sim:batch:${mallId}:${shopTransactionId}`;
const batchAtKey = (mallId: string, shopTransactionId: string) => `easypay-sim:batch-at:${mallId}:${shopTransactionId}`;
export const SIM_BATCH_DECLINED = -1;

/** Records a key charge's result once: answers the first one recorded (a parallel replay loses the insert and reads it). */
export async function recordKeyCharge(
  db: DbOrTx,
  mallId: string,
  shopTransactionId: string,
  result: number,
  now: Date,
): Promise<{ result: number; at: number; fresh: boolean }> {
  const resetAt = new Date(now.getTime() + KEEP_MS);
  const at = Math.floor(now.getTime() / 1000);
  const [won] = await db.insert(rateLimits).values({ key: batchKey_(mallId, shopTransactionId), count: result, resetAt }).onConflictDoNothing().returning({ count: rateLimits.count });
  if (won) {
    await put(db, batchAtKey(mallId, shopTransactionId), at, now);
    return { result, at, fresh: true };
  }
  return { ...(await keyChargeOf(db, mallId, shopTransactionId))!, fresh: false };
}
export async function keyChargeOf(db: DbOrTx, mallId: string, shopTransactionId: string): Promise<{ result: number; at: number } | null> {
  const result = await get(db, batchKey_(mallId, shopTransactionId));
  if (result === null) return null;
  return { result, at: (await get(db, batchAtKey(mallId, shopTransactionId))) ?? 0 };
}
/** How many key charges of a mall were approved (tests: "charged once"). */
export async function approvedKeyCharges(db: DbOrTx, mallId: string): Promise<number> {
  const rows = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(sql`${rateLimits.key} like ${`easypay-sim:batch:${mallId}:%`} and ${rateLimits.count} > 0`);
  return rows.length;
}
