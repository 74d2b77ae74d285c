import { describe, expect, it } from 'vitest';
import { paymentSessionSchema } from '../../shared/schemas/orders';
import { adminSubscriptionChargeSchema } from '../../shared/schemas/subscriptions/billing';
import { SUBSCRIPTION_RELOAD_KEY } from '../../shared/subscription';
import { callbackOutcome, SUBSCRIPTION_RELOAD_KEY as pageKey } from '../../web/src/features/orders/format';
import { addInterval } from '../../worker/services/subscriptions/internal';

const at = (iso: string) => new Date(iso);

describe('billing periods (docs/subscriptions.md)', () => {
  it('weeks are 7 days; months and years keep the day, clamped to the month’s last', () => {
    expect(addInterval(at('2026-11-27T05:00:00Z'), 'week', 1)).toEqual(at('2026-12-04T05:00:00Z'));
    expect(addInterval(at('2026-11-27T05:00:00Z'), 'week', 2)).toEqual(at('2026-12-11T05:00:00Z'));
    expect(addInterval(at('2026-01-31T00:00:00Z'), 'month', 1)).toEqual(at('2026-02-28T00:00:00Z'));
    expect(addInterval(at('2028-01-31T00:00:00Z'), 'month', 1)).toEqual(at('2028-02-29T00:00:00Z'));
    expect(addInterval(at('2026-11-30T12:00:00Z'), 'month', 3)).toEqual(at('2027-02-28T12:00:00Z'));
    expect(addInterval(at('2026-12-15T00:00:00Z'), 'month', 1)).toEqual(at('2027-01-15T00:00:00Z'));
    expect(addInterval(at('2028-02-29T00:00:00Z'), 'year', 1)).toEqual(at('2029-02-28T00:00:00Z'));
  });
});

describe('the payment session’s two shapes', () => {
  it('a product purchase needs its product and buyer; a plan session its plan, not the buyer', () => {
    expect(paymentSessionSchema.safeParse({ mode: 'billing', planId: 3 }).success).toBe(true);
    expect(paymentSessionSchema.safeParse({ mode: 'trial', planId: '3', agreeRecurring: true }).data).toMatchObject({ planId: 3, qty: 1, agreeRecurring: true });
    expect(paymentSessionSchema.safeParse({ mode: 'billing' }).success).toBe(false);
    expect(paymentSessionSchema.safeParse({ productId: 1 }).success).toBe(false);
    expect(paymentSessionSchema.safeParse({ mode: 'monthly', planId: 3 }).success).toBe(false);
  });

  it('the force charge takes an integer amount of at least 1 won', () => {
    expect(adminSubscriptionChargeSchema.safeParse({ subscription_id: 1, amount: '5000' }).data).toEqual({ subscription_id: 1, amount: 5000 });
    for (const amount of [0, -1, 1.5, 'x', null]) expect(adminSubscriptionChargeSchema.safeParse({ subscription_id: 1, amount }).success).toBe(false);
  });
});

describe('the callback page of a subscription payment', () => {
  it('uses the shared reload key and tells a subscription by its customerId, approval number or not', () => {
    expect(pageKey).toBe(SUBSCRIPTION_RELOAD_KEY);
    const sub = callbackOutcome(new URLSearchParams('resCd=0000&pgCno=S123&type=subscription&customerId=7'));
    expect(sub).toMatchObject({ state: 'success', subscription: true });
    expect(sub.message).toContain('정기결제');
    expect(callbackOutcome(new URLSearchParams('resCd=0000&pgCno=1&type=product'))).toMatchObject({ subscription: false });
    expect(callbackOutcome(new URLSearchParams('resCd=C052&type=subscription&customerId=7'))).toMatchObject({ state: 'failed', subscription: true, retryTo: null });
  });
});
