import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../../db/client';
import { merchantProfiles, orderClaims, orders, payments, uploadTickets, type Order, type OrderClaim } from '../../../../db/schema';
import { AppError } from '../../../../shared/errors';
import { MSG } from '../../../../shared/messages';
import { CLAIM_REASONS, claimLabel, type ClaimReasonCode } from '../../../../shared/order-claims';
import type { OrderClaimView } from '../../../../shared/schemas/orders/center';
import type { ServiceCtx, UserCtx } from '../../../env';
import { orderBuyer } from '../../../scope/people';
import { personOf, type TenantScope } from '../../../scope/tenant-scope';
import { mediaUrl } from '../../catalogue/internal-cards';
import { checkImageBytes, claimKeyPrefix, readHead } from '../../catalogue/media/internal-images';
import { notify } from '../../notifications/notify';

/** The upload kind of a claim photo (worker/services/catalogue/media/internal-images.ts UPLOAD_KINDS). */
export const CLAIM_UPLOAD_KIND = 'claim-upload' as const;

/** How a claim row reads on both sides. */
export function claimView(c: OrderClaim): OrderClaimView {
  return {
    id: c.id,
    kind: c.kind,
    status: c.status,
    label: claimLabel(c.kind, c.status),
    reason_code: c.reasonCode,
    reason_label: CLAIM_REASONS[c.reasonCode as ClaimReasonCode] ?? c.reasonCode,
    reason: c.reason,
    photo_urls: c.photoKeys.map(mediaUrl),
    refuse_reason: c.refuseReason,
    refund_amount: c.refundAmount,
    created_at: c.createdAt,
    decided_at: c.decidedAt,
  };
}

/** The newest claim of each of `orderIds` (one tenant: `scope`), in one query. */
export async function newestClaims(db: DbOrTx, scope: TenantScope, orderIds: number[]): Promise<Map<number, OrderClaimView>> {
  const out = new Map<number, OrderClaimView>();
  if (orderIds.length === 0) return out;
  const rows = await db
    .selectDistinctOn([orderClaims.orderId])
    .from(orderClaims)
    .where(scope.where(orderClaims, inArray(orderClaims.orderId, orderIds)))
    .orderBy(orderClaims.orderId, desc(orderClaims.id));
  for (const r of rows) out.set(r.orderId, claimView(r));
  return out;
}

/** The buyer's own order (of the site's shown tenant); another buyer's is not found. */
export const buyerOrderWhere = (ctx: UserCtx, orderId: number) => and(ctx.shown.where(orders, eq(orders.id, orderId)), ctx.own.personIs(orderBuyer, ctx.user.id));

/** The order's number as both sides read it (its payment's shop order number). */
export async function orderNoOf(db: DbOrTx, scope: TenantScope, order: Order): Promise<string> {
  if (order.orderNumber) return order.orderNumber;
  const [p] = await db.select({ no: payments.shopOrderNo }).from(payments).where(scope.where(payments, eq(payments.id, order.paymentId))).limit(1);
  return p?.no ?? String(order.id);
}

/** Tells the order's shop (its owner account, of the order's tenant) about a claim, in the caller's transaction. */
export async function notifyShop(tx: ServiceCtx, scope: TenantScope, order: Order, kindLabel: string, reason: string): Promise<void> {
  if (order.merchantId === null) return;
  const [shop] = await tx.db.select({ userId: merchantProfiles.userId }).from(merchantProfiles).where(scope.where(merchantProfiles, eq(merchantProfiles.id, order.merchantId))).limit(1);
  if (!shop) return;
  await notify(tx, scope, {
    userId: shop.userId,
    topic: 'claim_requested',
    payload: { orderId: order.id, orderNo: await orderNoOf(tx.db, scope, order), product: order.productTitle, kindLabel, reason },
  });
}

/** Tells the order's buyer how their claim ended, in the caller's transaction. */
export async function notifyBuyer(tx: ServiceCtx, scope: TenantScope, order: Order, claim: OrderClaim): Promise<void> {
  const buyer = personOf(orderBuyer, order);
  await notify(tx, buyer.accounts, {
    userId: buyer.id,
    topic: 'claim_answered',
    payload: {
      orderId: order.id,
      orderNo: await orderNoOf(tx.db, scope, order),
      product: order.productTitle,
      outcome: claimLabel(claim.kind, claim.status),
      refundAmount: claim.refundAmount,
      refuseReason: claim.refuseReason,
    },
    dedupeKey: `claim_answered:${claim.id}`,
  });
}

/**
 * The photos of a claim: each key a claim upload ticket of the caller (this site's), not yet saved
 * by anything, whose object was uploaded and is an image. Checked before the save's transaction;
 * `takeClaimPhotos` marks them saved inside it (conditionally, so one photo never serves two claims).
 */
export async function checkClaimPhotos(ctx: UserCtx, keys: string[]): Promise<void> {
  if (new Set(keys).size !== keys.length) throw new AppError('VALIDATION', MSG.invalidInput, { field: 'photo_keys' });
  if (keys.length === 0) return;
  const prefix = claimKeyPrefix(ctx.own.tenantId);
  if (keys.some((k) => !k.startsWith(prefix))) throw new AppError('BAD_REQUEST', MSG.uploadExpired, { field: 'photo_keys' });
  const now = ctx.deps.clock.now();
  const tickets = await ctx.db
    .select({ key: uploadTickets.storageKey })
    .from(uploadTickets)
    .where(
      ctx.own.where(
        uploadTickets,
        inArray(uploadTickets.storageKey, keys),
        eq(uploadTickets.userId, ctx.user.id),
        eq(uploadTickets.kind, CLAIM_UPLOAD_KIND),
        isNull(uploadTickets.savedAt),
        gt(uploadTickets.expiresAt, now),
      ),
    );
  if (tickets.length !== keys.length) throw new AppError('BAD_REQUEST', MSG.uploadExpired, { field: 'photo_keys' });
  for (const key of keys) {
    // A ticket whose PUT never finished names no object.
    const obj = await ctx.deps.storage.get(key, { range: { offset: 0, length: 32 } });
    if (!obj) throw new AppError('BAD_REQUEST', MSG.uploadExpired, { field: 'photo_keys' });
    try {
      checkImageBytes(await readHead(obj));
    } catch (err) {
      if (err instanceof AppError) throw new AppError(err.code, err.message, { field: 'photo_keys' });
      throw err;
    }
  }
}

/** Inside the save's transaction: the photos' tickets become saved; one already saved (a parallel claim) refuses the save. */
export async function takeClaimPhotos(tx: UserCtx, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  const taken = await tx.db
    .update(uploadTickets)
    .set({ savedAt: tx.deps.clock.now() })
    .where(tx.own.where(uploadTickets, inArray(uploadTickets.storageKey, keys), eq(uploadTickets.userId, tx.user.id), isNull(uploadTickets.savedAt)))
    .returning({ id: uploadTickets.id });
  if (taken.length !== keys.length) throw new AppError('BAD_REQUEST', MSG.uploadExpired, { field: 'photo_keys' });
}

/** Whether a database error is the one-open-claim-an-order unique index (a parallel request won). */
export function isOpenClaimConflict(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const o = e as { code?: string; constraint?: string; constraint_name?: string; message?: string };
    if (o.code === '23505' && (o.constraint === 'order_claims_open_key' || o.constraint_name === 'order_claims_open_key' || o.message?.includes('order_claims_open_key'))) return true;
    if (o.message?.includes('order_claims_open_key')) return true;
  }
  return false;
}

/** The claim row under its lock, still requested (else 409: decided or withdrawn meanwhile). */
export async function lockOpenClaim(tx: ServiceCtx, scope: TenantScope, claimId: number): Promise<OrderClaim> {
  const [claim] = await tx.db.select().from(orderClaims).where(scope.where(orderClaims, eq(orderClaims.id, claimId))).for('update');
  if (!claim) throw new AppError('NOT_FOUND', MSG.claimNotFound);
  if (claim.status !== 'requested') throw new AppError('CONFLICT', MSG.claimNotOpen);
  return claim;
}

/** Clears the order's open-claim mark (only when it names this claim's kind: a later claim is another's). */
export async function clearOpenClaim(tx: ServiceCtx, scope: TenantScope, orderId: number): Promise<void> {
  await tx.db.update(orders).set({ openClaim: null }).where(scope.where(orders, eq(orders.id, orderId), sql`${orders.openClaim} is not null`));
}
