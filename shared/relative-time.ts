/*
 * How the community writes times and counts (platform.md §8): relative times in Korean and counts
 * shortened at 1,000 and 10,000. One place for every screen (unit-tested in tests/unit/relative-time.test.ts).
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** Calendar days in Korea (UTC+9, no daylight saving): "today" and "yesterday" are Korean days. */
const seoulDayNumber = (d: Date) => Math.floor((d.getTime() + 9 * 60 * 60 * 1000) / DAY_MS);

/** The Korean date (2026년 11월 25일), in Seoul. */
export const localeDate = (d: Date) => d.toLocaleDateString('ko-KR', { timeZone: 'Asia/Seoul', year: 'numeric', month: 'long', day: 'numeric' });

/**
 * 오늘, 어제, N일 전 up to 7 days; past that the date (`detailed`: post detail also says N주 전 under
 * 30 days, then N개월 전, and the date from a year on). A time ahead of `now` (a fast clock) is 오늘.
 */
export function relativeTime(iso: string | Date, now: Date = new Date(), detailed = false): string {
  const then = typeof iso === 'string' ? new Date(iso) : iso;
  if (Number.isNaN(then.getTime())) return '';
  const days = seoulDayNumber(now) - seoulDayNumber(then);
  if (days <= 0) return '오늘';
  if (days === 1) return '어제';
  if (days <= 7) return `${days}일 전`;
  if (!detailed) return localeDate(then);
  if (days < 30) return `${Math.floor(days / 7)}주 전`;
  if (days < 365) return `${Math.max(1, Math.floor(days / 30))}개월 전`;
  return localeDate(then);
}

/** 999 → "999", 1,234 → "1.2천", 12,345 → "1.2만" (one decimal, dropped when it is 0). */
export function shortCount(n: number): string {
  if (!Number.isFinite(n) || n < 1000) return String(Math.max(0, Math.trunc(Number.isFinite(n) ? n : 0)));
  const [unit, size] = n >= 10_000 ? ['만', 10_000] : ['천', 1000];
  const value = Math.floor((n / size) * 10) / 10;
  return `${value % 1 === 0 ? value.toFixed(0) : value.toFixed(1)}${unit}`;
}

/** The first `max` characters of a text as one line (spaces collapsed), with … when cut. */
export function excerpt(text: string, max: number): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  const chars = [...plain];
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : plain;
}

