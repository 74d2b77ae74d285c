import { desc, eq, ilike, or, sql } from 'drizzle-orm';
import { payments } from '../../../../db/schema';
import type { AdminPaymentList, AdminPaymentListQuery } from '../../../../shared/schemas/admin';
import type { PlatformCtx } from '../../../env';
import { cappedTotal } from '../../../lib/list-totals';
import { containsPattern } from '../../catalogue/internal-text-search';
import { allTenantIds } from '../tenants/internal';
import { adminPaymentItem, buyersOf, selectPayments } from './internal';

/** The query as the endpoint hands it: the site filter by its scope name. */
export type AdminPaymentListInput = Pick<AdminPaymentListQuery, 'skip' | 'limit' | 'q' | 'status'> & { siteId?: number };

/**
 * GET /api/admin/payments/: every site's payments (or one site's), newest first, 20 a
 * page, with the total (exact up to 1,000, the planner's estimate past it; commerce.md §2 Admin "User payment management"). The order is an index's:
 * payments_created_idx across sites, payments_tenant_idx for one. `q` finds the order number, the
 * buyer's name or e-mail, or the goods' name (a scan of the rows in that order: an operator's search).
 */
export async function listPayments({ ctx, input }: { ctx: PlatformCtx; input: AdminPaymentListInput }): Promise<AdminPaymentList> {
  const siteIds = input.siteId === undefined ? await allTenantIds(ctx) : [input.siteId];
  if (siteIds.length === 0) return { items: [], total: 0, skip: input.skip, limit: input.limit };
  // An order number pasted whole is one probe of its unique index, however many payments there are.
  if (input.q && !/\s/.test(input.q)) {
    const exact = await selectPayments(ctx).where(ctx.platform.sites(siteIds).where(payments, eq(payments.shopOrderNo, input.q))).limit(1);
    if (exact.length === 1 && (!input.status || exact[0].payment.status === input.status)) {
      const buyer = await buyersOf(ctx, exact);
      return { items: input.skip === 0 ? exact.map((r) => adminPaymentItem(r.payment, r.site, buyer(r))) : [], total: 1, skip: input.skip, limit: input.limit };
    }
  }
  const pattern = input.q ? containsPattern(input.q) : undefined;
  const where = ctx.platform.sites(siteIds).where(
    payments,
    input.status ? eq(payments.status, input.status) : undefined,
    pattern
      ? or(ilike(payments.shopOrderNo, pattern), ilike(payments.buyerName, pattern), ilike(payments.buyerEmail, pattern), ilike(payments.goodsName, pattern))
      : undefined,
  );
  const [rows, n] = await Promise.all([
    selectPayments(ctx).where(where).orderBy(desc(payments.createdAt), desc(payments.id)).limit(input.limit).offset(input.skip),
    cappedTotal(ctx.db, ctx.db.select({ one: sql`1` }).from(payments).where(where), { textSearch: pattern !== undefined }),
  ]);
  const buyer = await buyersOf(ctx, rows);
  return { items: rows.map((r) => adminPaymentItem(r.payment, r.site, buyer(r))), total: n, skip: input.skip, limit: input.limit };
}
