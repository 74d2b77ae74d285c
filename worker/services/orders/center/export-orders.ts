import { desc } from 'drizzle-orm';
import { orders, type Order } from '../../../../db/schema';
import { courierName } from '../../../../shared/couriers';
import { claimLabel } from '../../../../shared/order-claims';
import { ORDER_KIND_LABELS, orderKindOf, orderStatusLabel } from '../../../../shared/order-status';
import { ORDER_EXPORT_MAX, type OrderExportQuery } from '../../../../shared/schemas/orders/center';
import type { MerchantCtx } from '../../../env';
import { newestClaims } from '../claims/internal';
import { centerWhere } from './internal';

export const ORDER_EXPORT_COLUMNS = ['주문번호', '주문일시', '상태', '유형', '상품', '수량', '결제금액', '배송비', '수령인', '연락처', '주소', '배송 요청사항', '택배사', '운송장번호', '클레임'] as const;

/**
 * One CSV cell. Text a spreadsheet would run as a formula (starting with = + - @, or a tab or
 * carriage return that some readers strip first) is prefixed with a quote; a cell with a comma,
 * quote or line break is quoted (quotes doubled).
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let s = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** An instant as the shop reads it: Korean local time, "2026-11-27 21:05". */
const koreanTime = (d: Date) => new Date(d.getTime() + 9 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

/**
 * GET /api/shop/orders/export: the shop's orders by the order center's filters as CSV (docs/orders.md
 * Order center), newest first, at most ORDER_EXPORT_MAX rows; UTF-8 with a BOM so Excel reads the
 * Korean headers. Two queries whatever the count (the orders, then their newest claims).
 */
export async function exportCenterOrders({ ctx, input }: { ctx: MerchantCtx; input: OrderExportQuery }): Promise<string> {
  const rows: Order[] = await ctx.db
    .select()
    .from(orders)
    .where(centerWhere(ctx, input))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(ORDER_EXPORT_MAX);
  const claims = await newestClaims(ctx.db, ctx.own, rows.map((o) => o.id));
  const lines = [ORDER_EXPORT_COLUMNS.join(',')];
  for (const o of rows) {
    lines.push(
      [
        o.orderNumber,
        koreanTime(o.createdAt),
        orderStatusLabel(o.status, o.orderType, o.parcel),
        ORDER_KIND_LABELS[orderKindOf(o)],
        o.productTitle,
        o.quantity,
        o.totalPrice,
        o.shippingFee,
        o.recipientName,
        o.deliveryPhone,
        o.deliveryAddress,
        o.deliveryMemo,
        courierName(o.courier),
        o.trackingNumber,
        claims.get(o.id)?.label ?? (o.openClaim ? claimLabel(o.openClaim, 'requested') : null),
      ]
        .map(csvCell)
        .join(','),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
