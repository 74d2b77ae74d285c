import { describe, expect, it } from 'vitest';
import type { PlanItem, SubscriptionItem } from '../../shared/schemas/subscriptions';
import {
  allConsentsGiven,
  canAddProduct,
  chargeFailureReason,
  intervalLabel,
  limitLabel,
  parseChargeAmount,
  planPriceLabel,
  planSessionInput,
  sessionMode,
  startDisabled,
  usageLabel,
} from '../../web/src/features/subscriptions/subscriptionView';

const plan = (o: Partial<PlanItem> = {}): PlanItem => ({
  id: 1,
  code: 'basic',
  name: '베이직',
  amount: 9900,
  interval: 'month',
  interval_count: 1,
  trial_days: 14,
  active: true,
  settings: { fee_rate: 0.1, prd_limit: 10 },
  ...o,
});

const me = (o: Partial<SubscriptionItem> = {}): SubscriptionItem => ({
  id: 7,
  user: { id: 3, username: '햇살농부', email: 'merchant@example.com' },
  status: 'active',
  plan: { id: 1, name: '베이직' },
  plan_id: 1,
  prd_limit: 10,
  product_count: 3,
  next_billing_at: null,
  current_period_end: null,
  amount: 9900,
  pending_amount: null,
  pending_amount_from: null,
  pending_plan: null,
  trial_ends_at: null,
  card_label: null,
  failed_attempts: 0,
  last_failure_reason: null,
  ...o,
});

describe('the start button (commerce.md §5)', () => {
  it('is disabled with no plan selected', () => {
    expect(startDisabled(null, me())).toBe(true);
    expect(startDisabled(null, undefined)).toBe(true);
  });
  it('is disabled on the current plan of a live subscription, enabled on another', () => {
    for (const status of ['active', 'trialing', 'past_due'] as const) expect(startDisabled(1, me({ status }))).toBe(true);
    expect(startDisabled(2, me())).toBe(false);
  });
  it('is enabled for a merchant without a subscription, and for a canceled one’s old plan', () => {
    expect(startDisabled(1, me({ id: null, status: 'none', plan_id: null, plan: null }))).toBe(false);
    expect(startDisabled(1, me({ status: 'canceled' }))).toBe(false);
  });
});

describe('the session', () => {
  it('is a trial only when the plan has trial days and the merchant never subscribed', () => {
    const never = me({ id: null, status: 'none', plan_id: null });
    expect(sessionMode(plan({ trial_days: 14 }), never)).toBe('trial');
    expect(sessionMode(plan({ trial_days: 0 }), never)).toBe('billing');
    expect(sessionMode(plan({ trial_days: 14 }), me({ status: 'canceled' }))).toBe('billing');
    expect(sessionMode(plan({ trial_days: 14 }), me())).toBe('billing');
  });
  it('sends mode, planId, qty 1, the user as customerId, the callback address and the recurring consent', () => {
    expect(planSessionInput(plan({ id: 5, trial_days: 0 }), me(), 3, 'http://farm.localhost:8787', 'mobile')).toEqual({
      mode: 'billing',
      planId: 5,
      qty: 1,
      customerId: 3,
      redirectUrl: 'http://farm.localhost:8787/payment/callback',
      deviceType: 'mobile',
      agreeRecurring: true,
    });
  });
  it('needs all four consents', () => {
    expect(allConsentsGiven({ tos: true, privacy: true, data: true, recurring: false })).toBe(false);
    expect(allConsentsGiven({ tos: true, privacy: true, data: true, recurring: true })).toBe(true);
  });
});

describe('the card’s words', () => {
  it('shows -1 and ≥ 999999 as 무제한', () => {
    expect(limitLabel(-1)).toBe('무제한');
    expect(limitLabel(999_999)).toBe('무제한');
    expect(limitLabel(1000)).toBe('상품 1,000개');
    expect(usageLabel(12, -1)).toBe('12개 / 무제한');
    expect(usageLabel(3, 10)).toBe('3 / 10개');
  });
  it('names the interval and the price of one period in won', () => {
    expect(intervalLabel('week', 1)).toBe('매주');
    expect(intervalLabel('week', 2)).toBe('2주마다');
    expect(intervalLabel('month', 3)).toBe('3개월마다');
    expect(planPriceLabel(plan({ amount: 29900 }))).toBe('월 29,900원');
    expect(planPriceLabel(plan({ amount: 4900, interval: 'week' }))).toBe('주 4,900원');
    expect(planPriceLabel(plan({ amount: 9800, interval: 'week', interval_count: 2 }))).toBe('2주 9,800원');
  });
  it('says whether a product may be added, as the server decides', () => {
    expect(canAddProduct(me({ product_count: 9 }))).toBe(true);
    expect(canAddProduct(me({ product_count: 10 }))).toBe(false);
    expect(canAddProduct(me({ prd_limit: -1, product_count: 500 }))).toBe(true);
    expect(canAddProduct(me({ status: 'trialing' }))).toBe(true);
    expect(canAddProduct(me({ status: 'past_due' }))).toBe(false);
    expect(canAddProduct(me({ status: 'none', prd_limit: 0, product_count: 0 }))).toBe(false);
    expect(canAddProduct(me({ prd_limit: 0, product_count: 0 }))).toBe(false);
  });
});

describe('the force charge (commerce.md §5: an integer amount in won)', () => {
  it('takes digits, with thousands commas, from 1 won', () => {
    expect(parseChargeAmount('9900')).toEqual({ amount: 9900, error: null });
    expect(parseChargeAmount(' 29,900 ')).toEqual({ amount: 29900, error: null });
    expect(parseChargeAmount('1')).toEqual({ amount: 1, error: null });
  });
  it('refuses an empty, zero, negative, decimal or non-numeric amount in Korean, and one above a payment’s maximum', () => {
    for (const text of ['', '0', '-100', '9900.5', '1e4', '만원', '9 900']) {
      expect(parseChargeAmount(text)).toEqual({ amount: null, error: '청구 금액은 1원 이상의 정수여야 합니다.' });
    }
    expect(parseChargeAmount('100000001')).toEqual({ amount: null, error: '결제 금액이 너무 큽니다.' });
  });
  it('words a decline by its code when known, else by the gateway’s message', () => {
    expect(chargeFailureReason({ res_cd: 'C052', res_msg: '카드 한도 초과 (시뮬레이터)' })).toBe('카드 한도가 초과되었습니다.');
    expect(chargeFailureReason({ res_cd: 'X999', res_msg: '거래 정지 카드' })).toBe('거래 정지 카드');
    expect(chargeFailureReason({ res_cd: null, res_msg: null })).toBe('카드사 또는 결제사에서 결제를 승인하지 않았습니다.');
  });
});
