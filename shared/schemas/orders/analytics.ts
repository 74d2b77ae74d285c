import { z } from 'zod';
import type { PaymentStatus } from '../../order-status';

/**
 * GET /api/payment/analytics/summary (commerce.md §3 Payment stats, §9 Analytics and Date filters).
 * `period`: today (since midnight, Korean time), week (the last 7 Korean days, today included) or
 * month (the last 30, the default).
 */
export const ANALYTICS_PERIODS = ['today', 'week', 'month'] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
export const ANALYTICS_PERIOD_DAYS: Record<AnalyticsPeriod, number> = { today: 1, week: 7, month: 30 };
export const ANALYTICS_PERIOD_LABELS: Record<AnalyticsPeriod, string> = { today: '오늘', week: '최근 1주', month: '최근 1개월' };
/** The period as the analytics' section titles name it (오늘 매출, 최근 7일 매출, 최근 30일 …). */
export const ANALYTICS_PERIOD_TITLES: Record<AnalyticsPeriod, string> = { today: '오늘', week: '최근 7일', month: '최근 30일' };
/** A run of `days` Korean days up to today, as a title names it. */
export const analyticsDaysTitle = (days: number): string => (days === 1 ? '오늘' : `최근 ${days}일`);
/** Top products and customers: 5 each; the screen flags the first 3 products; its chart shows the last 7 days. */
export const ANALYTICS_TOP = 5;
export const ANALYTICS_FLAGGED = 3;
export const ANALYTICS_CHART_DAYS = 7;

export const analyticsSummarySchema = z.object({
  period: z.enum(ANALYTICS_PERIODS, { error: '기간은 today, week, month 중 하나입니다.' }).default('month'),
});
export type AnalyticsSummaryQuery = z.output<typeof analyticsSummarySchema>;

export interface PaymentStatusStat {
  status: PaymentStatus;
  count: number;
  total_amount: number;
  avg_amount: number;
  min_amount: number;
  max_amount: number;
}

export interface AnalyticsSummary {
  /** Whose sales: the merchant's shop, or the whole selling tenant (superuser). */
  scope: { kind: 'merchant'; merchant_id: number } | { kind: 'tenant' };
  period: AnalyticsPeriod;
  period_days: number;
  /** Korean calendar dates (YYYY-MM-DD), both included. */
  analysis_period: { start_date: string; end_date: string };
  summary: {
    /** Every payment opened in the period, whatever became of it. */
    total_payments: number;
    /** Paid payments only, in won. */
    total_revenue: number;
    paid_payments: number;
    /** Paid / all, in percent with one decimal (0 without payments). */
    success_rate: number;
    /** Revenue / paid payments, rounded to the won. */
    avg_order_value: number;
    unique_customers: number;
    unique_products_sold: number;
  };
  payment_status_stats: PaymentStatusStat[];
  /** One row per Korean day of the period, oldest first, days without sales included (paid payments). */
  daily_stats: { date: string; count: number; total_amount: number }[];
  /** The 5 products with the largest paid totals, largest first. */
  product_stats: { product_id: number | null; product_name: string; count: number; total_quantity: number; total_amount: number }[];
  /** The 5 customers who spent the most, most first. */
  top_customers: {
    name: string;
    email: string;
    purchase_count: number;
    unique_products_bought: number;
    /** Days from their first to their last purchase in the period. */
    customer_lifetime_days: number;
    total_spent: number;
  }[];
  payment_method_stats: { method: string; count: number; percentage: number; total_amount: number }[];
  /** 24 rows, hour 0–23 Korean time (paid payments). */
  hourly_stats: { hour: number; count: number }[];
  /** 7 rows, 일요일 … 토요일 (paid payments). */
  weekday_stats: { weekday: number; weekday_name: string; count: number }[];
  category_stats: { category: string; payment_count: number; unique_products: number; total_revenue: number }[];
  /** Failed and cancelled payments by the gateway's message. */
  failure_analysis: { status: PaymentStatus; reason: string; count: number }[];
}
