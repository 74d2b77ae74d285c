import { seoulDay } from '../lib/seoul-day';
import type { JobPeriod } from './types';

/**
 * The key of the period `now` falls in: `2026-11-27T09:05` (a minute, UTC), `2026-11-27T09` (an hour,
 * UTC; Korea is a whole number of hours ahead, so the hours are Korea's too), `2026-11-27` (a day in
 * Korea). Two runs in one period make the same key, and job_runs takes it once.
 */
export function periodKey(period: JobPeriod, now: Date): string {
  const iso = now.toISOString();
  if (period === 'minute') return iso.slice(0, 16);
  if (period === 'hour') return iso.slice(0, 13);
  return seoulDay(now);
}
