import { desc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import { payments, products } from '../../../../db/schema';
import { type PaymentStatus } from '../../../../shared/order-status';
import {
  ANALYTICS_PERIOD_DAYS,
  ANALYTICS_TOP,
  type AnalyticsSummary,
  type AnalyticsSummaryQuery,
} from '../../../../shared/schemas/orders';
import type { SalesCtx } from '../../../env';

const DAY_MS = 86_400_000;
const KST_MS = 9 * 3_600_000;
export const WEEKDAY_NAMES = ['일요일', '월요일', '화요일', '수요일', '목요일', '금요일', '토요일'];

/** A payment's Korean wall-clock time (Korea keeps no daylight saving: UTC+9 all year). */
const kst = sql`(${payments.createdAt} at time zone 'UTC' + interval '9 hours')`;
const num = (expr: SQL) => sql<number>`${expr}`.mapWith(Number);
const paid = eq(payments.status, 'paid');
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * GET /api/payment/analytics/summary: the sales figures of commerce.md §3 Payment stats over the
 * period's payments (by the time they were opened). A merchant reads their own shop's payments (the
 * site's own rows, as their orders), a superuser every payment of the selling tenant (`ctx.shown`).
 * Sales figures (revenue, days, hours, products, customers, methods) count paid payments; the status
 * statistics and success rate count every payment opened. The statements read
 * `payments_merchant_sales_idx` or `payments_tenant_sales_idx` (migration 0013), which hold every
 * column they aggregate, so PostgreSQL answers from the index alone.
 */
export async function paymentAnalyticsSummary({ ctx, input }: { ctx: SalesCtx; input: AnalyticsSummaryQuery }): Promise<AnalyticsSummary> {
  const days = ANALYTICS_PERIOD_DAYS[input.period];
  const nowKst = ctx.deps.clock.now().getTime() + KST_MS;
  const todayKst = Math.floor(nowKst / DAY_MS) * DAY_MS;
  const firstKst = todayKst - (days - 1) * DAY_MS;
  const since = new Date(firstKst - KST_MS);

  const scope = ctx.merchant ? ctx.own : ctx.shown;
  const period = (...more: (SQL | undefined)[]) =>
    scope.where(payments, ctx.merchant ? eq(payments.merchantId, ctx.merchant.id) : undefined, gte(payments.createdAt, since), ...more);

  const amountSum = num(sql`coalesce(sum(${payments.amount}), 0)::bigint`);
  const [statusRows, grid, perProduct, customers, methods, failures] = await Promise.all([
    ctx.db
      .select({
        status: payments.status,
        count: num(sql`count(*)`),
        total: amountSum,
        avg: num(sql`round(avg(${payments.amount}))`),
        min: num(sql`min(${payments.amount})`),
        max: num(sql`max(${payments.amount})`),
      })
      .from(payments)
      .where(period())
      .groupBy(payments.status),
    // Paid payments by Korean day and hour: the daily, hourly and weekday figures.
    ctx.db
      .select({ day: sql<string>`to_char(${kst}, 'YYYY-MM-DD')`, hour: num(sql`extract(hour from ${kst})::int`), count: num(sql`count(*)`), total: amountSum })
      .from(payments)
      .where(period(paid))
      .groupBy(sql`1`, sql`2`),
    productTotals(ctx, scope, period(paid)),
    // The top customers; `buyers` counts every paying customer (a window over the groups).
    ctx.db
      .select({
        lastId: num(sql`max(${payments.id})`),
        count: num(sql`count(*)`),
        products: num(sql`count(distinct ${payments.productId})`),
        total: amountSum,
        first: sql<string>`min(${payments.createdAt})`,
        last: sql<string>`max(${payments.createdAt})`,
        buyers: num(sql`count(*) over ()`),
      })
      .from(payments)
      .where(period(paid))
      .groupBy(payments.buyerTenantId, payments.buyerId)
      .orderBy(desc(sql`coalesce(sum(${payments.amount}), 0)`), desc(sql`max(${payments.id})`))
      .limit(ANALYTICS_TOP),
    ctx.db
      .select({ method: payments.payMethod, count: num(sql`count(*)`), total: amountSum })
      .from(payments)
      .where(period(paid))
      .groupBy(payments.payMethod),
    ctx.db
      .select({ status: payments.status, reason: payments.resMsg, count: num(sql`count(*)`) })
      .from(payments)
      .where(period(inArray(payments.status, ['failed', 'cancelled'])))
      .groupBy(payments.status, payments.resMsg),
  ]);

  // Names and e-mails as the customers gave them on their latest payment of the period.
  const named = customers.length
    ? await ctx.db
        .select({ id: payments.id, name: payments.buyerName, email: payments.buyerEmail })
        .from(payments)
        .where(scope.where(payments, inArray(payments.id, customers.map((c) => c.lastId))))
    : [];
  const nameOf = new Map(named.map((n) => [n.id, n]));

  const totalPayments = statusRows.reduce((s, r) => s + r.count, 0);
  const paidRow = statusRows.find((r) => r.status === 'paid');
  const paidCount = paidRow?.count ?? 0;
  const revenue = paidRow?.total ?? 0;

  const daily = new Map<string, { count: number; total: number }>();
  const hourly = Array.from({ length: 24 }, (_, hour) => ({ hour, count: 0 }));
  const weekday = WEEKDAY_NAMES.map((weekday_name, i) => ({ weekday: i, weekday_name, count: 0 }));
  for (const g of grid) {
    const d = daily.get(g.day) ?? { count: 0, total: 0 };
    daily.set(g.day, { count: d.count + g.count, total: d.total + g.total });
    hourly[g.hour].count += g.count;
    weekday[new Date(`${g.day}T00:00:00Z`).getUTCDay()].count += g.count;
  }

  const categories = new Map<string, { payment_count: number; unique_products: number; total_revenue: number }>();
  for (const p of perProduct) {
    const c = categories.get(p.category) ?? { payment_count: 0, unique_products: 0, total_revenue: 0 };
    categories.set(p.category, { payment_count: c.payment_count + p.count, unique_products: c.unique_products + (p.productId === null ? 0 : 1), total_revenue: c.total_revenue + p.total });
  }
  const order = <T extends { total: number }>(rows: T[], tie: (r: T) => number) => [...rows].sort((a, b) => b.total - a.total || tie(b) - tie(a));

  return {
    scope: ctx.merchant ? { kind: 'merchant', merchant_id: ctx.merchant.id } : { kind: 'tenant' },
    period: input.period,
    period_days: days,
    analysis_period: { start_date: isoDay(firstKst), end_date: isoDay(todayKst) },
    summary: {
      total_payments: totalPayments,
      total_revenue: revenue,
      paid_payments: paidCount,
      success_rate: totalPayments ? Math.round((paidCount / totalPayments) * 1000) / 10 : 0,
      avg_order_value: paidCount ? Math.round(revenue / paidCount) : 0,
      unique_customers: customers[0]?.buyers ?? 0,
      unique_products_sold: perProduct.filter((p) => p.productId !== null).length,
    },
    payment_status_stats: statusRows
      .map((r) => ({ status: r.status as PaymentStatus, count: r.count, total_amount: r.total, avg_amount: r.avg, min_amount: r.min, max_amount: r.max }))
      .sort((a, b) => b.count - a.count || a.status.localeCompare(b.status)),
    daily_stats: Array.from({ length: days }, (_, i) => {
      const date = isoDay(firstKst + i * DAY_MS);
      const d = daily.get(date);
      return { date, count: d?.count ?? 0, total_amount: d?.total ?? 0 };
    }),
    product_stats: order(perProduct, (p) => p.productId ?? 0)
      .slice(0, ANALYTICS_TOP)
      .map((p) => ({ product_id: p.productId, product_name: p.title, count: p.count, total_quantity: p.quantity, total_amount: p.total })),
    top_customers: customers.map((c) => ({
      name: nameOf.get(c.lastId)?.name ?? '',
      email: nameOf.get(c.lastId)?.email ?? '',
      purchase_count: c.count,
      unique_products_bought: c.products,
      customer_lifetime_days: Math.floor((new Date(c.last).getTime() - new Date(c.first).getTime()) / DAY_MS),
      total_spent: c.total,
    })),
    payment_method_stats: order(methods, (m) => m.count).map((m) => ({
      method: m.method ?? '기타',
      count: m.count,
      percentage: paidCount ? Math.round((m.count / paidCount) * 1000) / 10 : 0,
      total_amount: m.total,
    })),
    hourly_stats: hourly,
    weekday_stats: weekday,
    category_stats: [...categories.entries()].map(([category, c]) => ({ category, ...c })).sort((a, b) => b.total_revenue - a.total_revenue || a.category.localeCompare(b.category)),
    failure_analysis: failures
      .map((f) => ({ status: f.status as PaymentStatus, reason: f.reason || (f.status === 'cancelled' ? '취소' : '실패'), count: f.count }))
      .sort((a, b) => b.count - a.count),
  };
}

/**
 * Paid totals per product of the period (an index-only scan grouped by product), then the products'
 * current titles and categories by their ids (primary key lookups; a join let the planner hash the
 * whole products table, 200 ms at 100,000 products). A product deleted for good has no row: its
 * sales count under 삭제된 상품.
 */
async function productTotals(ctx: SalesCtx, scope: SalesCtx['own'], where: SQL) {
  const per = await ctx.db
    .select({
      productId: payments.productId,
      count: num(sql`count(*)`),
      quantity: num(sql`sum(${payments.qty})`),
      total: num(sql`sum(${payments.amount})`),
    })
    .from(payments)
    .where(where)
    .groupBy(payments.productId);
  const ids = per.map((p) => p.productId).filter((id): id is number => id !== null);
  const rows = ids.length
    ? await ctx.db
        .select({ id: products.id, title: products.title, category: sql<string>`coalesce(${products.category}, ${products.deliveryCategory}, '기타')` })
        .from(products)
        .where(scope.where(products, sql`${products.id} = any(${`{${ids.join(',')}}`}::int[])`))
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return per.map((p) => {
    const row = p.productId === null ? undefined : byId.get(p.productId);
    return { ...p, title: row?.title ?? '삭제된 상품', category: row?.category ?? '기타' };
  });
}
