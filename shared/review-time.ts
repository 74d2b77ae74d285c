import { localeDate } from './relative-time';

/*
 * Kept apart from relative-time.ts (which the first paint of / loads) so the reviews chunk alone carries it.
 */
const HOUR_MS = 60 * 60 * 1000;

/**
 * A review's date (commerce.md §9 Review date): under 24 hours N시간 전 (방금 전 within the first hour),
 * under 168 hours N일 전, else the Korean date. A time ahead of `now` (a fast clock) is 방금 전.
 */
export function reviewTime(iso: string | Date, now: Date = new Date()): string {
  const then = typeof iso === 'string' ? new Date(iso) : iso;
  if (Number.isNaN(then.getTime())) return '';
  const hours = Math.floor((now.getTime() - then.getTime()) / HOUR_MS);
  if (hours < 1) return '방금 전';
  if (hours < 24) return `${hours}시간 전`;
  if (hours < 168) return `${Math.floor(hours / 24)}일 전`;
  return localeDate(then);
}
