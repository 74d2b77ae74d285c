import { describe, expect, it } from 'vitest';
import { maskEmail } from '../../shared/mask-email';
import { PAYMENT_FAILURE_FALLBACK, paymentFailureReason } from '../../shared/payment-results';
import { SIM_DECLINE, SIM_TIMEOUT, SIM_USER_CANCEL } from '../../worker/adapters/easypay-simulator';

describe('maskEmail', () => {
  it('keeps two letters of the local part and the domain', () => {
    expect(maskEmail('hong.gildong@example.com')).toBe('ho***@example.com');
    expect(maskEmail('abc@example.co.kr')).toBe('ab***@example.co.kr');
  });
  it('gives away less of a short local part', () => {
    expect(maskEmail('ab@example.com')).toBe('a***@example.com');
    expect(maskEmail('a@example.com')).toBe('***@example.com');
  });
  it('masks the local part at the last @ and a string that is no address at all', () => {
    expect(maskEmail('"x@y"@example.com')).toBe('"x***@example.com');
    expect(maskEmail('nobody')).toBe('***');
    expect(maskEmail('')).toBe('');
  });
});

describe('paymentFailureReason', () => {
  it('reads the simulator’s codes in Korean', () => {
    expect(paymentFailureReason(SIM_DECLINE.resCd)).toBe('카드 한도가 초과되었습니다.');
    expect(paymentFailureReason(SIM_USER_CANCEL.resCd)).toBe('결제를 취소하셨습니다.');
    expect(paymentFailureReason(SIM_TIMEOUT.resCd)).toBe('결제 시간이 초과되었습니다.');
  });
  it('reads KICC’s card refusals and our own refusals after approval', () => {
    expect(paymentFailureReason('8521')).toBe('카드 한도가 초과되었습니다.');
    expect(paymentFailureReason('8350')).toBe('분실 또는 도난 신고된 카드입니다.');
    expect(paymentFailureReason('L409')).toBe('결제하는 동안 재고가 부족해져 승인을 취소했습니다.');
  });
  it('falls back to a general reason for an unknown, empty or inherited key', () => {
    for (const code of ['Z999', '', null, undefined, 'toString', '__proto__']) expect(paymentFailureReason(code)).toBe(PAYMENT_FAILURE_FALLBACK);
  });
});
