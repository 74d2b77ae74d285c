import { describe, expect, it } from 'vitest';
import { excerpt, relativeTime, shortCount } from '../../shared/relative-time';

const now = new Date('2026-11-25T03:00:00Z'); // 12:00 in Seoul

describe('relativeTime', () => {
  it('today, yesterday and N days by the Korean calendar day', () => {
    expect(relativeTime('2026-11-24T16:00:00Z', now)).toBe('오늘'); // 01:00 on the 25th in Seoul
    expect(relativeTime('2026-11-24T14:59:00Z', now)).toBe('어제'); // 23:59 on the 24th in Seoul
    expect(relativeTime('2026-11-22T03:00:00Z', now)).toBe('3일 전');
    expect(relativeTime('2026-11-18T03:00:00Z', now)).toBe('7일 전');
    expect(relativeTime('2026-11-26T03:00:00Z', now)).toBe('오늘');
  });

  it('past 7 days: the date; on post detail weeks under 30 days, then months, then the date', () => {
    expect(relativeTime('2026-11-10T03:00:00Z', now)).toBe('2026년 11월 10일');
    expect(relativeTime('2026-11-10T03:00:00Z', now, true)).toBe('2주 전');
    expect(relativeTime('2026-09-01T03:00:00Z', now, true)).toBe('2개월 전');
    expect(relativeTime('2025-06-01T03:00:00Z', now, true)).toBe('2025년 6월 1일');
    expect(relativeTime('not a date', now)).toBe('');
  });
});

describe('shortCount', () => {
  it('shortens at 1,000 (천) and 10,000 (만), one decimal at most', () => {
    expect([0, 7, 999, 1000, 1234, 9999, 10_000, 12_345, 150_000, -3].map(shortCount)).toEqual(['0', '7', '999', '1천', '1.2천', '9.9천', '1만', '1.2만', '15만', '0']);
  });
});

describe('excerpt', () => {
  it('cuts at a number of characters (not bytes), spaces collapsed', () => {
    expect(excerpt('가나다라마', 3)).toBe('가나다…');
    expect(excerpt(' 가  나\n다 ', 10)).toBe('가 나 다');
  });
});
