import { eq, inArray } from 'drizzle-orm';
import { payments, tenants, users, type Payment } from '../../../../db/schema';
import type { AdminPaymentItem } from '../../../../shared/schemas/admin';
import type { PlatformCtx } from '../../../env';
import { paymentBuyer } from '../../../scope/people';
import { readPeople, tenantColumn } from '../../../scope/tenant-scope';

/** A payment's columns with its site's names; the buyer is read apart (an account of the site they paid on). */
export const paymentColumns = {
  payment: payments,
  site: { id: tenants.id, name: tenants.name, display_name: tenants.displayName },
  ...paymentBuyer.columns,
};

/** `select` of payments beside the site they were made on; the caller names the sites (`ctx.platform`). */
export const selectPayments = (ctx: PlatformCtx) =>
  ctx.db.select(paymentColumns).from(payments).innerJoin(tenants, eq(tenants.id, tenantColumn(payments)));

export type PaymentRow = Awaited<ReturnType<typeof selectPayments>>[number];

/** The buyers' accounts of some payments, one read per site they bought on. */
export async function buyersOf(ctx: PlatformCtx, rows: PaymentRow[]): Promise<(row: PaymentRow) => AdminPaymentItem['user']> {
  const found = await readPeople(paymentBuyer, rows, (accounts, ids) =>
    ctx.db.select({ id: users.id, username: users.username, email: users.email }).from(users).where(accounts.where(users, inArray(users.id, ids))),
  );
  return (row) => found(row) ?? null;
}

export function adminPaymentItem(p: Payment, site: AdminPaymentItem['tenant'], user: AdminPaymentItem['user']): AdminPaymentItem {
  return {
    id: p.id,
    tenant: site,
    created_at: p.createdAt,
    updated_at: p.updatedAt,
    product_name: p.productTitle,
    goods_name: p.goodsName,
    buyer_name: p.buyerName,
    amount: p.amount,
    qty: p.qty,
    status: p.status,
    purpose: p.purpose,
    shop_order_no: p.shopOrderNo,
    pg_cno: p.pgCno,
    user,
    transaction_date: p.transactionDate,
  };
}
