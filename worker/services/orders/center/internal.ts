import { and, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../../db/client';
import { orders, users, type Order } from '../../../../db/schema';
import { ORDER_TYPES, type OrderKind } from '../../../../shared/order-status';
import type { CenterOrder, OrderCenterView, OrderExportQuery } from '../../../../shared/schemas/orders/center';
import type { MerchantCtx } from '../../../env';
import { maskEmail } from '../../../lib/mask';
import { orderBuyer } from '../../../scope/people';
import { readPeople, type TenantScope } from '../../../scope/tenant-scope';
import { orderExtras, toDeliveryOrder } from '../deliveries/internal';

/** The start of a Korean calendar day (Asia/Seoul, UTC+9, no daylight saving). */
export const koreanDayStart = (day: string, plusDays = 0): Date => new Date(Date.parse(`${day}T00:00:00+09:00`) + plusDays * 86_400_000);

/** The phone digits a query names, when it reads as a phone (at least 4 digits, nothing but digits, hyphens and spaces). */
const phoneDigitsOf = (q: string): string | null => (/^[0-9\s-]+$/.test(q) && q.replace(/\D/g, '').length >= 4 ? q.replace(/\D/g, '') : null);

/** The phone's last four digits, as the index orders_merchant_phone_tail_idx (migration) keeps them. */
const phoneTail = sql`right(regexp_replace(${orders.deliveryPhone}, '[^0-9]', '', 'g'), 4)`;
const phoneDigits = sql`regexp_replace(${orders.deliveryPhone}, '[^0-9]', '', 'g')`;

/** Escapes LIKE's wildcards in what the shop typed. */
const likePrefix = (s: string) => `${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Kind → the columns that say it: a pickup, a local delivery or a parcel (orders.order_type + orders.parcel). */
function kindWhere(kind: OrderKind): SQL {
  if (kind === 'pickup') return eq(orders.orderType, 'pickup');
  return and(eq(orders.orderType, 'delivery'), eq(orders.parcel, kind === 'parcel'))!;
}

/**
 * The orders a summary strip's view holds (its count and its list): 신규 주문 PENDING; 발송 대기 parcel
 * orders the shop has taken on but not shipped (orders_merchant_awaiting_idx); 취소 요청 and 반품 요청
 * (returns and exchanges) the open claims (orders_merchant_claim_idx).
 */
export function viewWhere(view: OrderCenterView): SQL {
  switch (view) {
    case 'new_orders':
      return and(inArray(orders.orderType, [...ORDER_TYPES]), eq(orders.status, 'PENDING'))!;
    case 'awaiting_shipment':
      return and(eq(orders.orderType, 'delivery'), eq(orders.parcel, true), inArray(orders.status, ['CONFIRMED', 'PREPARING', 'READY']))!;
    case 'cancel_requests':
      return eq(orders.openClaim, 'cancel');
    case 'return_requests':
      return inArray(orders.openClaim, ['return', 'exchange']);
  }
}

/**
 * The shop's orders that pass the order center's filters (docs/orders.md Order center), each through
 * an index: every one leads with (tenant_id, merchant_id); status goes through
 * orders_merchant_status_idx (order_type named, all types when no kind is asked, so the index's second
 * column is bound), an open claim through orders_merchant_claim_idx, the days through created_at. `q`
 * is the exact order number, or a buyer's name from its start, or a phone's last four digits or the
 * whole number.
 */
export function centerWhere(ctx: MerchantCtx, f: OrderExportQuery): SQL {
  const q = f.q;
  let search: SQL | undefined;
  if (q) {
    const digits = phoneDigitsOf(q);
    const byPhone = digits
      ? digits.length === 4
        ? sql`${phoneTail} = ${digits}`
        : and(sql`${phoneTail} = ${digits.slice(-4)}`, sql`${phoneDigits} = ${digits}`)
      : undefined;
    search = or(eq(orders.orderNumber, q), byPhone ?? sql`${orders.recipientName} like ${likePrefix(q)}`);
  }
  return ctx.own.where(
    orders,
    eq(orders.merchantId, ctx.merchant.id),
    f.kind ? kindWhere(f.kind) : f.status ? inArray(orders.orderType, [...ORDER_TYPES]) : undefined,
    f.status ? eq(orders.status, f.status) : undefined,
    f.claim ? eq(orders.openClaim, f.claim) : undefined,
    f.view ? viewWhere(f.view) : undefined,
    f.from ? gte(orders.createdAt, koreanDayStart(f.from)) : undefined,
    f.to ? lt(orders.createdAt, koreanDayStart(f.to, 1)) : undefined,
    search,
  );
}

/** The shop's answers for `rows` (orders of `scope`): timelines, refunds, newest claims, masked buyer e-mails, a fixed number of queries. */
export async function centerOrders(db: DbOrTx, scope: TenantScope, rows: Order[]): Promise<CenterOrder[]> {
  if (rows.length === 0) return [];
  const [extras, buyerOf] = await Promise.all([
    orderExtras(db, scope, rows),
    // The buyer is an account of the site they bought on (maybe a proxy site): read there.
    readPeople(orderBuyer, rows, (accounts, ids) => db.select({ id: users.id, email: users.email }).from(users).where(accounts.where(users, inArray(users.id, ids)))),
  ]);
  return rows.map((o) => ({
    ...toDeliveryOrder(o, extras.get(o.id)!),
    buyer_email_masked: maskEmail(buyerOf(o)?.email ?? ''),
  }));
}
