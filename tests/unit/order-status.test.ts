import { describe, expect, it } from 'vitest';
import { nextOrderStatuses, ORDER_FINAL, ORDER_PATH, ORDER_STATUSES, orderMoveRefusal, type OrderStatus } from '../../shared/order-status';

/** The order state machine (shared/order-status.ts): what the server enforces and the shop's menu offers. */
describe('order state machine', () => {
  const idx = (s: OrderStatus) => (ORDER_PATH as readonly OrderStatus[]).indexOf(s);

  it('forward along the path (skipping allowed), never back, never to itself', () => {
    for (const from of ORDER_PATH) {
      for (const to of ORDER_PATH) {
        const refusal = orderMoveRefusal(from, to, 'delivery');
        if (idx(to) > idx(from)) expect(refusal, `${from}→${to}`).toBeNull();
        else expect(refusal, `${from}→${to}`).toBeTruthy();
      }
    }
    expect(orderMoveRefusal('DELIVERED', 'DELIVERING', 'delivery')).toBe('배달 완료 주문을 배달 중(으)로 되돌릴 수 없습니다.');
    expect(orderMoveRefusal('READY', 'READY', 'pickup')).toBe('이미 픽업 대기 상태인 주문입니다.');
  });

  it('cancel before the order leaves, refund after; both final', () => {
    for (const from of ORDER_PATH) {
      const left = from === 'DELIVERING' || from === 'DELIVERED';
      expect(orderMoveRefusal(from, 'CANCELLED', 'delivery') === null, `${from}→CANCELLED`).toBe(!left);
      expect(orderMoveRefusal(from, 'REFUNDED', 'delivery') === null, `${from}→REFUNDED`).toBe(left);
    }
    expect(orderMoveRefusal('DELIVERING', 'CANCELLED', 'pickup')).toBe('픽업 중 주문은 취소할 수 없습니다. 픽업이 시작된 주문은 환불로 처리해 주세요.');
    expect(orderMoveRefusal('PREPARING', 'REFUNDED', 'delivery')).toBe('준비 중 주문은 환불이 아니라 취소로 처리해 주세요.');
    for (const from of ORDER_FINAL) {
      for (const to of ORDER_STATUSES) expect(orderMoveRefusal(from, to, 'delivery'), `${from}→${to}`).toBeTruthy();
      expect(nextOrderStatuses(from, 'pickup')).toEqual([]);
    }
  });

  it('the menu lists exactly the allowed moves', () => {
    expect(nextOrderStatuses('PENDING', 'delivery')).toEqual(['CONFIRMED', 'PREPARING', 'READY', 'DELIVERING', 'DELIVERED', 'CANCELLED']);
    expect(nextOrderStatuses('DELIVERING', 'delivery')).toEqual(['DELIVERED', 'REFUNDED']);
    expect(nextOrderStatuses('DELIVERED', 'pickup')).toEqual(['REFUNDED']);
  });
});
