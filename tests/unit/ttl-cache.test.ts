import { describe, expect, it } from 'vitest';
import { TtlCache } from '../../worker/lib/ttl-cache';

describe('TtlCache', () => {
  it('answers a value until its time is up, then nothing', () => {
    const cache = new TtlCache<number>(1000, 10);
    cache.set('a', 1, 0);
    expect(cache.get('a', 999)).toBe(1);
    expect(cache.get('a', 1000)).toBeUndefined();
    expect(cache.get('b', 0)).toBeUndefined();
  });

  it('keeps false and 0 (a value, not a miss)', () => {
    const cache = new TtlCache<boolean | number>(1000, 10);
    cache.set('f', false, 0);
    cache.set('z', 0, 0);
    expect(cache.get('f', 1)).toBe(false);
    expect(cache.get('z', 1)).toBe(0);
  });

  it('past its size drops the entry written longest ago; writing again renews an entry', () => {
    const cache = new TtlCache<string>(10_000, 2);
    cache.set('a', 'A', 0);
    cache.set('b', 'B', 0);
    cache.set('a', 'A2', 1);
    cache.set('c', 'C', 2);
    expect(cache.get('b', 3)).toBeUndefined();
    expect(cache.get('a', 3)).toBe('A2');
    expect(cache.get('c', 3)).toBe('C');
  });
});
