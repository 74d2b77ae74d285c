import { describe, expect, it } from 'vitest';
import { NEW_PLAN_DEFAULTS } from '../../shared/admin-constants';
import { formatRate, formatWon, numberOr, wholeOrZero } from '../../web/src/features/admin/tenants/numbers';
import { draftOf, planOf } from '../../web/src/features/admin/tenants/planDraft';

/** The tenant console's number rules (commerce.md §5 Tenant plan editor, Scores) and Korean formats. */
describe('tenant console numbers', () => {
  it('scores and caps: non-negative integers, anything else 0', () => {
    expect(wholeOrZero('7')).toBe(7);
    expect(wholeOrZero(' 12 ')).toBe(12);
    expect(wholeOrZero('')).toBe(0);
    expect(wholeOrZero('abc')).toBe(0);
    expect(wholeOrZero('-3')).toBe(0);
    expect(wholeOrZero('2.5')).toBe(0);
  });

  it('numberOr falls back only on non-numbers', () => {
    expect(numberOr('0.25', 1)).toBe(0.25);
    expect(numberOr('0', 1)).toBe(0);
    expect(numberOr('x', 1)).toBe(1);
    expect(numberOr('  ', 1)).toBe(1);
  });

  it('the plan editor: fee rate 0..1, product limit at least 0, non-numbers 0 (interval count 1)', () => {
    const draft = { ...draftOf({ ...NEW_PLAN_DEFAULTS, settings: { ...NEW_PLAN_DEFAULTS.settings } }), code: ' pro ', name: ' 프로 ' };
    expect(planOf(draft)).toEqual({ ...NEW_PLAN_DEFAULTS, code: 'pro', name: '프로' });
    const odd = planOf({ ...draft, amount: 'abc', interval_count: 'x', trial_days: '', fee_rate: '1.7', prd_limit: '-5' });
    expect(odd).toMatchObject({ amount: 0, interval_count: 1, trial_days: 0, settings: { fee_rate: 1, prd_limit: 0 } });
    expect(planOf({ ...draft, fee_rate: 'abc', prd_limit: 'none' }).settings).toEqual({ fee_rate: 0, prd_limit: 0 });
    expect(planOf({ ...draft, fee_rate: '-0.2' }).settings.fee_rate).toBe(0);
  });

  it('formats in Korean', () => {
    expect(formatWon(1234567)).toBe('1,234,567원');
    expect(formatRate(0.025)).toBe('2.5%');
    expect(formatRate(0.1)).toBe('10%');
  });
});
