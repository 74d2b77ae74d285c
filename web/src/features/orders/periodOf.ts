import { ANALYTICS_PERIODS, type AnalyticsPeriod } from '../../../../shared/schemas/orders';

/**
 * The analytics period an address names (`?period=`), the last 30 days when missing or unknown. Its
 * own module: the dashboard reads it without loading the analytics' chunk (and recharts).
 */
export function periodOf(raw: string | null): AnalyticsPeriod {
  return (ANALYTICS_PERIODS as readonly string[]).includes(raw ?? '') ? (raw as AnalyticsPeriod) : 'month';
}
