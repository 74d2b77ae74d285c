import { describe, expect, it } from 'vitest';
import { MSG } from '../../shared/messages';
import { clampTopPercent, formatPoints, formatSignedPoints, WALLET_TX_LABELS, WALLET_TX_TYPES } from '../../shared/wallet';
import {
  addressError,
  donutSlices,
  entryReason,
  hasMorePage,
  parseWhole,
  payWindowUrl,
  readChargeReturn,
  topPercentLabel,
  topupAmountError,
  topupFailureMessage,
  transferErrors,
  withdrawErrors,
} from '../../web/src/features/wallet/walletView';

describe('points formatting', () => {
  it('floors to an integer with the unit P', () => {
    expect(formatPoints(1234.9)).toBe('1,234P');
    expect(formatPoints(0)).toBe('0P');
    expect(formatPoints(Number.NaN)).toBe('0P');
  });
  it('signs deltas', () => {
    expect(formatSignedPoints(1000)).toBe('+1,000P');
    expect(formatSignedPoints(-300)).toBe('-300P');
    expect(formatSignedPoints(0)).toBe('0P');
  });
  it('names every transaction type in Korean', () => {
    expect(WALLET_TX_TYPES.map((t) => WALLET_TX_LABELS[t])).toEqual(['충전', '사용', '적립', '환불', '출금', '조정']);
  });
});

describe('wallet forms', () => {
  it('parses whole numbers with commas', () => {
    expect(parseWhole('10,000')).toBe(10000);
    expect(parseWhole(' 5 ')).toBe(5);
    expect(parseWhole('1.5')).toBeNull();
    expect(parseWhole('-3')).toBeNull();
    expect(parseWhole('')).toBeNull();
  });
  it('bounds the top-up to 1,000..1,000,000 won', () => {
    expect(topupAmountError('999')).toBe(MSG.walletTopupAmountInvalid);
    expect(topupAmountError('1000')).toBeNull();
    expect(topupAmountError('1,000,000')).toBeNull();
    expect(topupAmountError('1000001')).toBe(MSG.walletTopupAmountInvalid);
    expect(topupAmountError('abc')).toBe(MSG.walletTopupAmountInvalid);
  });
  it('checks the EVM address', () => {
    expect(addressError(`0x${'a'.repeat(40)}`)).toBeNull();
    expect(addressError(`0x${'A1'.repeat(20)}`)).toBeNull();
    expect(addressError(`0x${'a'.repeat(39)}`)).toBe(MSG.walletAddressInvalid);
    expect(addressError(`0x${'g'.repeat(40)}`)).toBe(MSG.walletAddressInvalid);
  });
  it('checks the transfer', () => {
    expect(transferErrors({ to: '', amount: '0', memo: 'x'.repeat(101) }, 7)).toEqual({
      to: MSG.walletUserIdInvalid,
      amount: MSG.walletAmountInvalid,
      memo: MSG.walletMemoTooLong,
    });
    expect(transferErrors({ to: '7', amount: '10', memo: '' }, 7)).toEqual({ to: MSG.walletTransferSelf });
    expect(transferErrors({ to: '8', amount: '10', memo: 'x'.repeat(100) }, 7)).toEqual({});
  });
  it('checks the withdraw against its bounds and the balance, with the server\'s words', () => {
    const address = `0x${'b'.repeat(40)}`;
    expect(withdrawErrors({ amount: '1500', address }, 2000)).toEqual({});
    expect(withdrawErrors({ amount: '2001', address }, 2000)).toEqual({ amount: MSG.walletInsufficient });
    expect(withdrawErrors({ amount: '999', address }, 5000)).toEqual({ amount: MSG.walletWithdrawAmountInvalid });
    expect(withdrawErrors({ amount: '1000001', address })).toEqual({ amount: MSG.walletWithdrawAmountInvalid });
    expect(withdrawErrors({ amount: 'x', address: '0x1' })).toEqual({ amount: MSG.walletWithdrawAmountInvalid, address: MSG.walletWithdrawAddressInvalid });
  });
  it('offers more while a page comes back full', () => {
    expect(hasMorePage(20)).toBe(true);
    expect(hasMorePage(19)).toBe(false);
    expect(hasMorePage(0)).toBe(false);
  });
});

describe('top-up', () => {
  it('opens the pay window with the prepared order, returning to the wallet tab', () => {
    const url = new URL(payWindowUrl({ merchant_uid: 'W1', name: '포인트 충전', amount: 5000 }), 'http://x');
    expect(url.pathname).toBe('/dev/portone/pay');
    expect(Object.fromEntries(url.searchParams)).toEqual({ merchant_uid: 'W1', name: '포인트 충전', amount: '5000', redirect: '/main?tab=wallet' });
  });
  it('reads the return', () => {
    expect(readChargeReturn(new URLSearchParams('tab=wallet'))).toBeNull();
    expect(readChargeReturn(new URLSearchParams('imp_uid=imp_1&merchant_uid=W1&imp_success=true'))).toEqual({
      impUid: 'imp_1',
      merchantUid: 'W1',
      success: true,
      message: null,
    });
    expect(readChargeReturn(new URLSearchParams('imp_uid=imp_1&merchant_uid=W1&imp_success=true&error_code=F1&error_msg=한도 초과'))).toMatchObject({
      success: false,
      message: '한도 초과',
    });
  });
  it('words a failure: server detail, else the payment message, else the general one', () => {
    expect(topupFailureMessage({ detail: '서버 사유', paymentMessage: '결제 사유' })).toBe('서버 사유');
    expect(topupFailureMessage({ detail: '', paymentMessage: '결제 사유' })).toBe('결제 사유');
    expect(topupFailureMessage({})).toBe(MSG.walletTopupRequestFailed);
    expect(topupFailureMessage({ paymentMessage: '결제 사유', errorCode: true })).toBe(MSG.paymentFailed);
  });
});

describe('leaderboard', () => {
  const seg = (key: string, value: number) => ({ key, label: key, value });
  it('keeps at most the legend size, folding the rest', () => {
    const slices = donutSlices([seg('a', 1), seg('b', 7), seg('c', 2), seg('d', 3), seg('e', 4), seg('f', 5), seg('g', 6), seg('z', 0)], 6);
    expect(slices).toHaveLength(6);
    expect(slices.map((s) => s.key)).toEqual(['b', 'g', 'f', 'e', 'd', '__other']);
    expect(slices[5]).toMatchObject({ label: '기타', value: 3 });
    expect(slices.reduce((n, s) => n + s.value, 0)).toBe(28);
  });
  it('answers nothing for an empty breakdown', () => {
    expect(donutSlices([seg('a', 0)], 5)).toEqual([]);
  });
  it('clamps top_percent to 0-100', () => {
    expect(clampTopPercent(-5)).toBe(0);
    expect(clampTopPercent(140)).toBe(100);
    expect(topPercentLabel(12.345)).toBe('상위 12.3%');
    expect(topPercentLabel(250)).toBe('상위 100%');
  });
});

describe('entryReason', () => {
  it('names what an earning or its clawback was for, and nothing for other entries', () => {
    expect(entryReason({ cause: 'review_photo', source_id: 3 })).toBe('사진 리뷰');
    expect(entryReason({ cause: 'first_order', source_id: 9, clawback_of: 4, earned: 1000, shortfall: 0 })).toBe('첫 주문 보너스 회수');
    expect(entryReason({ memo: '사과값', transfer_to: 2 })).toBeNull();
    expect(entryReason({ cause: 'unknown' })).toBeNull();
  });
});
