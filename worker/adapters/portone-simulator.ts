import { eq, like, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rateLimits } from '../../db/schema';
import { AppError } from '../../shared/errors';
import { MSG } from '../../shared/messages';
import type { PointGateway, PointPayment } from './types';

/**
 * The local stand-in of PortOne for wallet top-ups: what its SDK's pay window decided for a
 * merchant_uid, kept like easypay-simulator-store.ts keeps its state, as integers under keys of the
 * rate-limit table (the one small key-value store that both Node and the Worker have), a year long.
 * A payment is three keys: its merchant_uid (in the key, so one imp_uid names one order), its amount
 * and its status. imp_uids are made here (imp_ and hex), so a lookup never meets LIKE's wildcards.
 */
const KEEP_MS = 365 * 24 * 3600_000;
const STATUS_CODES: Record<PointPayment['status'], number> = { ready: 0, paid: 1, failed: 2, cancelled: 3 };
const SIM_IMP_UID = /^imp_[0-9a-f]{24}$/;

const orderKey = (impUid: string, merchantUid: string) => `portone-sim:order:${impUid}:${merchantUid}`;
const amountKey = (impUid: string) => `portone-sim:amount:${impUid}`;
const statusKey = (impUid: string) => `portone-sim:status:${impUid}`;

async function put(db: DbOrTx, key: string, value: number, now: Date): Promise<void> {
  const resetAt = new Date(now.getTime() + KEEP_MS);
  await db.insert(rateLimits).values({ key, count: value, resetAt }).onConflictDoUpdate({ target: rateLimits.key, set: { count: value, resetAt } });
}
async function get(db: DbOrTx, key: string): Promise<number | null> {
  const [row] = await db.select({ count: rateLimits.count }).from(rateLimits).where(eq(rateLimits.key, key)).limit(1);
  return row?.count ?? null;
}

const newImpUid = () => `imp_${Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, '0')).join('')}`;

/**
 * What the pay window decided (the dev page's approve, decline, cancel; tests call it directly):
 * a new imp_uid for the merchant_uid with the amount the window was opened for, paid, failed or cancelled.
 */
export async function simulatePointPayment(
  db: DbOrTx,
  req: { merchantUid: string; amount: number; decision: 'paid' | 'failed' | 'cancelled' },
  now: Date,
): Promise<string> {
  const impUid = newImpUid();
  await put(db, orderKey(impUid, req.merchantUid), 1, now);
  await put(db, amountKey(impUid), req.amount, now);
  await put(db, statusKey(impUid), STATUS_CODES[req.decision], now);
  return impUid;
}

export async function simulatedPayment(db: DbOrTx, impUid: string): Promise<PointPayment | null> {
  if (!SIM_IMP_UID.test(impUid)) return null;
  const [order] = await db
    .select({ key: rateLimits.key })
    .from(rateLimits)
    .where(like(rateLimits.key, `portone-sim:order:${impUid}:%`))
    .limit(1);
  const amount = await get(db, amountKey(impUid));
  const code = await get(db, statusKey(impUid));
  const status = (Object.keys(STATUS_CODES) as PointPayment['status'][]).find((s) => STATUS_CODES[s] === code);
  if (!order || amount === null || !status) return null;
  return { imp_uid: impUid, merchant_uid: order.key.slice(`portone-sim:order:${impUid}:`.length), amount, status, currency: 'KRW' };
}

/** The simulator as the app's PointGateway; `clock` dates its keys. */
export function createPortOneSimulator(clock: { now(): Date }): PointGateway {
  return {
    getPayment: (impUid, { db }) => simulatedPayment(db, impUid),
    async cancel(impUid, amount, _reason, { db }) {
      const payment = await simulatedPayment(db, impUid);
      if (!payment || payment.status !== 'paid' || amount !== payment.amount) throw new AppError('UPSTREAM', MSG.paymentUpstream);
      // Whole cancels only: the simulator keeps no partial state (a top-up is refunded whole).
      await db.update(rateLimits).set({ count: sql`${STATUS_CODES.cancelled}`, resetAt: new Date(clock.now().getTime() + KEEP_MS) }).where(eq(rateLimits.key, statusKey(impUid)));
    },
  };
}
