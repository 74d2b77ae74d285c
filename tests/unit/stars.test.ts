import { describe, expect, it } from 'vitest';
import { starFills } from '../../web/src/lib/stars';

describe('starFills', () => {
  it('draws 4.5 as four full stars and a half', () => {
    expect(starFills(4.5)).toEqual(['full', 'full', 'full', 'full', 'half']);
  });

  it('rounds to the nearest half star', () => {
    expect(starFills(4.2)).toEqual(['full', 'full', 'full', 'full', 'empty']);
    expect(starFills(4.3)).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(starFills(4.76)).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(starFills(1.5)).toEqual(['full', 'half', 'empty', 'empty', 'empty']);
    expect(starFills(0.4)).toEqual(['half', 'empty', 'empty', 'empty', 'empty']);
  });

  it('draws whole ratings with whole stars', () => {
    expect(starFills(3)).toEqual(['full', 'full', 'full', 'empty', 'empty']);
    expect(starFills(5)).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(starFills(0)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
  });

  it('keeps out-of-range values within zero to five stars', () => {
    expect(starFills(7)).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(starFills(-1)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
    expect(starFills(Number.NaN)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
  });
});
