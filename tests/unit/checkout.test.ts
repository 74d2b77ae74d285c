import { describe, expect, it } from 'vitest';
import { MSG } from '../../shared/messages';
import { orderTotal } from '../../shared/order-total';
import type { PublicUser } from '../../shared/schemas/auth';
import {
  CONSENTS_REQUIRED,
  deviceTypeOf,
  initialValues,
  maxQuantity,
  orderTypesFor,
  sessionFailure,
  splitAddress,
  validateCheckout,
  type CheckoutValues,
} from '../../web/src/features/orders/checkout';
import {
  callbackOutcome,
  formatDate,
  formatDateTime,
  orderStatusPalette,
  PAYMENT_STATUS_LABELS,
  paymentStatusPalette,
} from '../../web/src/features/orders/format';

describe('orderTotal: price × quantity plus shipping (platform.md §9: 3000 won, free from 50000)', () => {
  it('adds the default fee under the threshold', () => {
    expect(orderTotal(20_000, 2, 'delivery')).toEqual({ subtotal: 40_000, shippingFee: 3_000, total: 43_000, freeShippingThreshold: 50_000 });
  });
  it('ships free when the subtotal reaches the threshold exactly or more', () => {
    expect(orderTotal(25_000, 2, 'delivery')).toMatchObject({ subtotal: 50_000, shippingFee: 0, total: 50_000 });
    expect(orderTotal(49_999, 1, 'delivery')).toMatchObject({ shippingFee: 3_000, total: 52_999 });
    expect(orderTotal(20_000, 3, 'delivery')).toMatchObject({ shippingFee: 0, total: 60_000 });
  });
  it('never charges shipping for pickup', () => {
    expect(orderTotal(8_000, 1, 'pickup')).toMatchObject({ subtotal: 8_000, shippingFee: 0, total: 8_000 });
  });
  it("uses the tenant's own fee and threshold", () => {
    const policy = { shipping_fee: 4_000, free_shipping_threshold: 30_000 };
    expect(orderTotal(10_000, 2, 'delivery', policy)).toMatchObject({ shippingFee: 4_000, total: 24_000, freeShippingThreshold: 30_000 });
    expect(orderTotal(10_000, 3, 'delivery', policy)).toMatchObject({ shippingFee: 0, total: 30_000 });
    expect(orderTotal(1_000, 1, 'delivery', { shipping_fee: 0 }).shippingFee).toBe(0);
    expect(orderTotal(1_000, 1, 'delivery', {}).shippingFee).toBe(3_000);
  });
});

describe('what the modal offers', () => {
  it('tells mobile from pc by the user agent', () => {
    expect(deviceTypeOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148')).toBe('mobile');
    expect(deviceTypeOf('Mozilla/5.0 (Linux; Android 14; SM-S918N) Chrome/120 Mobile Safari/537.36')).toBe('mobile');
    expect(deviceTypeOf('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120 Safari/537.36')).toBe('pc');
    expect(deviceTypeOf('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Safari/605.1.15')).toBe('pc');
  });
  it('offers delivery when possible and pickup for local products or pickup-only ones', () => {
    expect(orderTypesFor({ is_delivery: true, delivery_available: true })).toEqual(['delivery', 'pickup']);
    expect(orderTypesFor({ is_delivery: false, delivery_available: true })).toEqual(['delivery']);
    expect(orderTypesFor({ is_delivery: false, delivery_available: false })).toEqual(['pickup']);
    expect(orderTypesFor({ is_delivery: true, delivery_available: false })).toEqual(['pickup']);
  });
  it('caps the quantity at what remains when it is counted', () => {
    expect(maxQuantity(5)).toBe(5);
    expect(maxQuantity(1)).toBe(1);
    expect(maxQuantity(0)).toBe(0);
    expect(maxQuantity(-1)).toBe(999);
    expect(maxQuantity(5000)).toBe(999);
  });
  it('splits a stored address at its first comma', () => {
    expect(splitAddress('서울특별시 중구 세종대로 110, 3층')).toEqual({ street: '서울특별시 중구 세종대로 110', detail: '3층' });
    expect(splitAddress('서울 마포구 1')).toEqual({ street: '서울 마포구 1', detail: '' });
    expect(splitAddress(null)).toEqual({ street: '', detail: '' });
  });
  it('prefills the buyer from the signed-in account, the phone with its hyphens', () => {
    const user: PublicUser = {
      id: 1,
      user_type: 'customer',
      username: 'customer',
      email: 'customer@example.com',
      phone: '01012345678',
      address: '서울특별시 중구 세종대로 110, 3층',
      profile_image: null,
      display_name: '김고객',
    };
    const v = initialValues(user, 2, 'delivery');
    expect(v).toMatchObject({ qty: 2, buyerName: '김고객', buyerEmail: 'customer@example.com', buyerTel: '010-1234-5678', street: '서울특별시 중구 세종대로 110', detail: '3층' });
    expect(v.consents).toEqual({ tos: false, privacy: false, data: false });
    expect(initialValues(null, 1, 'pickup')).toMatchObject({ buyerName: '', buyerEmail: '', buyerTel: '', order_type: 'pickup' });
  });
});

describe('validateCheckout', () => {
  const filled: CheckoutValues = {
    qty: 2,
    buyerName: '김고객',
    buyerEmail: 'customer@example.com',
    buyerTel: '010-9876-5432',
    buyerPostcode: '03900',
    street: '서울특별시 마포구 월드컵북로 400',
    detail: '5층',
    order_type: 'delivery',
    consents: { tos: true, privacy: true, data: true },
  };

  it('answers the session input with the joined address', () => {
    const r = validateCheckout(filled, 7, 5, 'mobile');
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.input).toMatchObject({
        productId: 7,
        qty: 2,
        deviceType: 'mobile',
        buyerAddr: '서울특별시 마포구 월드컵북로 400, 5층',
        buyerPostcode: '03900',
        order_type: 'delivery',
      });
    }
  });
  it('sends no address for pickup and needs none', () => {
    const r = validateCheckout({ ...filled, order_type: 'pickup', street: '', detail: '' }, 7, 5, 'pc');
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.input).toMatchObject({ buyerAddr: '', buyerPostcode: '', order_type: 'pickup' });
  });
  it("gives the server's messages by field, and the modal's own for consents, stock and the address", () => {
    const r = validateCheckout(
      { ...filled, qty: 6, buyerName: ' ', buyerEmail: 'nope', buyerTel: '', street: '', consents: { tos: true, privacy: false, data: true } },
      7,
      5,
      'pc',
    );
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.errors).toEqual({
        qty: MSG.paymentQtyOverStock,
        buyerName: MSG.paymentBuyerNameRequired,
        buyerEmail: MSG.emailInvalid,
        buyerTel: MSG.phoneRequired,
        buyerAddr: MSG.paymentAddressRequired,
        consents: CONSENTS_REQUIRED,
      });
    }
  });
  it('maps a refused session to its field or the form line', () => {
    expect(sessionFailure({ data: { httpStatus: 422, field: 'qty', detail: MSG.paymentQtyOverStock } })).toEqual({ field: 'qty', message: MSG.paymentQtyOverStock });
    expect(sessionFailure({ data: { httpStatus: 409, detail: MSG.soldOut } })).toEqual({ message: MSG.soldOut });
    expect(sessionFailure({ data: { httpStatus: 500, detail: 'boom' } })).toEqual({ message: MSG.paymentUpstream });
    expect(sessionFailure(new Error('offline'))).toEqual({ message: MSG.paymentUpstream });
  });
});

describe('/payment/callback outcome (commerce.md §2, §4)', () => {
  const outcome = (q: string) => callbackOutcome(new URLSearchParams(q));
  it('succeeds only on 0000, with a message by pgCno, customerId or neither', () => {
    const paid = outcome('resCd=0000&pgCno=20261125123456&type=product');
    expect(paid).toMatchObject({ state: 'success', approvalNo: '20261125123456' });
    expect(paid.message).toContain('결제가 완료되었습니다');
    const sub = outcome('resCd=0000&customerId=c-1');
    expect(sub).toMatchObject({ state: 'success', approvalNo: null });
    expect(sub.message).toContain('정기결제');
    const neither = outcome('resCd=0000');
    expect(neither).toMatchObject({ state: 'success', approvalNo: null });
    expect(new Set([paid.message, sub.message, neither.message]).size).toBe(3);
  });
  it('fails on any other code or none, with the spec message', () => {
    for (const q of ['resCd=C052', 'resCd=W002&type=product', 'resCd=L409', '', 'resCd=00000']) {
      expect(outcome(q)).toMatchObject({ state: 'failed', message: '결제가 취소되거나 실패했습니다.' });
    }
  });
  it('a failure reads the gateway’s reason in Korean and offers 다시 결제 with the same quantity', () => {
    expect(outcome('resCd=C052&type=product&productId=12&qty=3')).toMatchObject({ reason: '카드 한도가 초과되었습니다.', retryTo: '/products/12?buy=3' });
    expect(outcome('resCd=W002&productId=12')).toMatchObject({ reason: '결제를 취소하셨습니다.', retryTo: '/products/12?buy=1' });
    // Nothing to retry without a product; a forged quantity falls back to one.
    expect(outcome('resCd=C052')).toMatchObject({ retryTo: null });
    expect(outcome('resCd=C052&productId=abc&qty=2').retryTo).toBeNull();
    expect(outcome('resCd=C052&productId=7&qty=-4').retryTo).toBe('/products/7?buy=1');
    expect(outcome('resCd=C052&productId=7&qty=5000').retryTo).toBe('/products/7?buy=1');
    expect(outcome('resCd=0000&pgCno=1&productId=7&qty=2')).toMatchObject({ reason: null, retryTo: null });
  });
});

describe('labels and dates', () => {
  it('labels the five payment statuses in Korean, paid green, failed red, the rest gray', () => {
    expect(PAYMENT_STATUS_LABELS).toMatchObject({ paid: '결제 완료', pending: '결제 대기', failed: '결제 실패', cancelled: '결제 취소', virtual_account_issued: '가상계좌 발급' });
    expect(paymentStatusPalette('paid')).toBe('green');
    expect(paymentStatusPalette('failed')).toBe('red');
    expect(paymentStatusPalette('cancelled')).toBe('gray');
    expect(orderStatusPalette('DELIVERED')).toBe('green');
    expect(orderStatusPalette('CANCELLED')).toBe('red');
  });
  it("writes dates in Seoul's time whatever the machine's zone", () => {
    expect(formatDateTime(new Date('2026-11-25T15:05:00Z'))).toBe('2026.11.26 00:05');
    expect(formatDateTime('2026-01-02T03:04:00Z')).toBe('2026.01.02 12:04');
    expect(formatDate(new Date('2026-11-25T15:05:00Z'))).toBe('2026.11.26');
  });
});
