import { desc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import { payments, products, salesDays } from '../../../../db/schema';
import { maskEmail } from '../../../../shared/mask-email';
import { type PaymentStatus } from '../../../../shared/order-status';
import { COUNTED_PAYMENT_STATUSES, SALES_PURPOSE } from '../../../../shared/payment-purpose';
import {
  ANALYTICS_PERIOD_DAYS,
  ANALYTICS_TOP,
  type AnalyticsSummary,
  type AnalyticsSummaryQuery,
} from '../../../../shared/schemas/orders';
import type { SalesCtx } from '../../../env';
import { paymentBuyer } from '../../../scope/people';

const DAY_MS = 86_400_000;
const KST_MS = 9 * 3_600_000;
export const WEEKDAY_NAMES = ['일요일', '월요일', '화요일', '수요일', '목요일', '금요일', '토요일'];

/** A payment's Korean wall-clock time (Korea keeps no daylight saving: UTC+9 all year; sales_day() in migration 0014 is the same rule). */
const kst = sql`(${payments.createdAt} at time zone 'UTC' + interval '9 hours')`;
const num = (expr: SQL) => sql<number>`${expr}`.mapWith(Number);
/** Sold: paid, or partly refunded (counting what is left of it); a refunded payment sells nothing. */
const paid = inArray(payments.status, [...COUNTED_PAYMENT_STATUSES]);
/**
 * A shop's sales are its product orders: a plan's payments (plan_start, plan_charge) are the platform's.
 * Written as a literal so the planner matches the partial sales indexes (migration 0020).
 */
const sales = sql`${payments.purpose} = ${sql.raw(`'${SALES_PURPOSE}'`)}`;
const isCounted = (status: string) => (COUNTED_PAYMENT_STATUSES as readonly string[]).includes(status);
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** GROUPING(day, category) of the sales_days sets: by day, by category, the whole period. */
const SET = { day: 1, category: 2, all: 3 } as const;

/**
 * GET /api/payment/analytics/summary: the sales figures of commerce.md §3 Payment stats over the
 * period's payments (by the Korean day they were opened). A merchant reads their own shop's payments
 * (the site's own rows, as their orders), a superuser every payment of the selling tenant (`ctx.shown`).
 * Sales figures (revenue, days, hours, products, customers, methods) count paid payments; the status
 * statistics and success rate count every payment opened.
 *
 * The per-day and per-product figures (daily, weekday, top products, categories, products sold) read
 * `sales_days` (migration 0014: paid sums per shop, product and Korean day, kept by triggers on
 * payments), so a period reads its days' rows and never every product's row: two statements, one of
 * them top 5 in SQL, and the 5 products' titles. The figures that need each payment (status
 * statistics with min and max, hours, customers, methods, failure reasons) still read payments,
 * from `payments_merchant_sales_idx` or `payments_tenant_sales_idx` (migration 0013) alone.
 */
export async function paymentAnalyticsSummary({ ctx, input }: { ctx: SalesCtx; input: AnalyticsSummaryQuery }): Promise<AnalyticsSummary> {
  const days = ANALYTICS_PERIOD_DAYS[input.period];
  const nowKst = ctx.deps.clock.now().getTime() + KST_MS;
  const todayKst = Math.floor(nowKst / DAY_MS) * DAY_MS;
  const firstKst = todayKst - (days - 1) * DAY_MS;
  const since = new Date(firstKst - KST_MS);

  const scope = ctx.merchant ? ctx.own : ctx.shown;
  const period = (...more: (SQL | undefined)[]) =>
    scope.where(payments, ctx.merchant ? eq(payments.merchantId, ctx.merchant.id) : undefined, gte(payments.createdAt, since), sales, ...more);
  // The same payments as `period(paid)`: a Korean day on or after the first is a created_at on or after `since`.
  const salesOfPeriod = scope.where(salesDays, ctx.merchant ? eq(salesDays.merchantId, ctx.merchant.id) : undefined, gte(salesDays.day, isoDay(firstKst)));

  const amountSum = num(sql`coalesce(sum(${payments.amount}), 0)::bigint`);
  /** What the payments still sell for (less refunds): the sales figures' sum. */
  const soldSum = num(sql`coalesce(sum(${payments.amount} - ${payments.refundedAmount}), 0)::bigint`);
  const [statusRows, hours, sets, topProducts, customers, methods, failures] = await Promise.all([
    ctx.db
      .select({
        status: payments.status,
        count: num(sql`count(*)`),
        total: amountSum,
        sold: soldSum,
        avg: num(sql`round(avg(${payments.amount}))`),
        min: num(sql`min(${payments.amount})`),
        max: num(sql`max(${payments.amount})`),
      })
      .from(payments)
      .where(period())
      .groupBy(payments.status),
    // Paid payments by Korean hour (sales_days has no hours).
    ctx.db
      .select({ hour: num(sql`extract(hour from ${kst})::int`), count: num(sql`count(*)`) })
      .from(payments)
      .where(period(paid))
      .groupBy(sql`1`),
    // The period's sales by day, by category and in all (one pass over its sales_days rows).
    ctx.db
      .select({
        set: num(sql`grouping(${salesDays.day}, ${salesDays.category})`),
        day: sql<string | null>`${salesDays.day}::text`,
        category: salesDays.category,
        count: num(sql`coalesce(sum(${salesDays.paymentCount}), 0)`),
        total: num(sql`coalesce(sum(${salesDays.amount}), 0)`),
        products: num(sql`count(distinct nullif(${salesDays.productId}, 0))`),
      })
      .from(salesDays)
      .where(salesOfPeriod)
      .groupBy(sql`grouping sets ((${salesDays.day}), (${salesDays.category}), ())`),
    // The top products by paid total (ties: the larger id first; 0, a deleted product, last).
    ctx.db
      .select({
        productId: salesDays.productId,
        count: num(sql`sum(${salesDays.paymentCount})`),
        quantity: num(sql`sum(${salesDays.quantity})`),
        total: num(sql`sum(${salesDays.amount})`),
      })
      .from(salesDays)
      .where(salesOfPeriod)
      .groupBy(salesDays.productId)
      .orderBy(desc(sql`sum(${salesDays.amount})`), desc(salesDays.productId))
      .limit(ANALYTICS_TOP),
    // The top customers; `buyers` counts every paying customer (a window over the groups).
    ctx.db
      .select({
        lastId: num(sql`max(${payments.id})`),
        count: num(sql`count(*)`),
        products: num(sql`count(distinct ${payments.productId})`),
        total: soldSum,
        first: sql<string>`min(${payments.createdAt})`,
        last: sql<string>`max(${payments.createdAt})`,
        buyers: num(sql`count(*) over ()`),
      })
      .from(payments)
      .where(period(paid))
      .groupBy(...paymentBuyer.key)
      .orderBy(desc(sql`coalesce(sum(${payments.amount} - ${payments.refundedAmount}), 0)`), desc(sql`max(${payments.id})`))
      .limit(ANALYTICS_TOP),
    ctx.db
      .select({ method: payments.payMethod, count: num(sql`count(*)`), total: soldSum })
      .from(payments)
      .where(period(paid))
      .groupBy(payments.payMethod),
    ctx.db
      .select({ status: payments.status, reason: payments.resMsg, count: num(sql`count(*)`) })
      .from(payments)
      .where(period(inArray(payments.status, ['failed', 'cancelled'])))
      .groupBy(payments.status, payments.resMsg),
  ]);

  // Names and e-mails as the customers gave them on their latest payment of the period; the top
  // products' current titles (primary key lookups; a product deleted for good has none: 삭제된 상품).
  const productIds = topProducts.map((p) => p.productId).filter((id) => id !== 0);
  const [named, titled] = await Promise.all([
    customers.length
      ? ctx.db
          .select({ id: payments.id, name: payments.buyerName, email: payments.buyerEmail })
          .from(payments)
          .where(scope.where(payments, inArray(payments.id, customers.map((c) => c.lastId))))
      : [],
    productIds.length ? ctx.db.select({ id: products.id, title: products.title }).from(products).where(scope.where(products, inArray(products.id, productIds))) : [],
  ]);
  const nameOf = new Map(named.map((n) => [n.id, n]));
  const titleOf = new Map(titled.map((p) => [p.id, p.title]));

  const totalPayments = statusRows.reduce((s, r) => s + r.count, 0);
  const soldRows = statusRows.filter((r) => isCounted(r.status));
  const paidCount = soldRows.reduce((s, r) => s + r.count, 0);
  const revenue = soldRows.reduce((s, r) => s + r.sold, 0);

  const daily = new Map<string, { count: number; total: number }>();
  const weekday = WEEKDAY_NAMES.map((weekday_name, i) => ({ weekday: i, weekday_name, count: 0 }));
  for (const d of sets.filter((s) => s.set === SET.day && s.day !== null)) {
    daily.set(d.day!, { count: d.count, total: d.total });
    weekday[new Date(`${d.day}T00:00:00Z`).getUTCDay()].count += d.count;
  }
  const hourly = Array.from({ length: 24 }, (_, hour) => ({ hour, count: 0 }));
  for (const h of hours) hourly[h.hour].count += h.count;
  const categories = sets
    .filter((s) => s.set === SET.category)
    .map((c) => ({ category: c.category, payment_count: c.count, unique_products: c.products, total_revenue: c.total }));
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
      unique_products_sold: sets.find((s) => s.set === SET.all)?.products ?? 0,
    },
    payment_status_stats: statusRows
      .map((r) => ({ status: r.status as PaymentStatus, count: r.count, total_amount: r.total, avg_amount: r.avg, min_amount: r.min, max_amount: r.max }))
      .sort((a, b) => b.count - a.count || a.status.localeCompare(b.status)),
    daily_stats: Array.from({ length: days }, (_, i) => {
      const date = isoDay(firstKst + i * DAY_MS);
      const d = daily.get(date);
      return { date, count: d?.count ?? 0, total_amount: d?.total ?? 0 };
    }),
    product_stats: topProducts.map((p) => ({
      product_id: p.productId || null,
      product_name: titleOf.get(p.productId) ?? '삭제된 상품',
      count: p.count,
      total_quantity: p.quantity,
      total_amount: p.total,
    })),
    top_customers: customers.map((c) => ({
      name: nameOf.get(c.lastId)?.name ?? '',
      // Masked here, so the answer never carries a customer's full address.
      email: maskEmail(nameOf.get(c.lastId)?.email ?? ''),
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
    category_stats: categories.sort((a, b) => b.total_revenue - a.total_revenue || a.category.localeCompare(b.category)),
    failure_analysis: failures
      .map((f) => ({ status: f.status as PaymentStatus, reason: f.reason || (f.status === 'cancelled' ? '취소' : '실패'), count: f.count }))
      .sort((a, b) => b.count - a.count),
  };
}
