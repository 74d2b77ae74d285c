import { describe, expect, it } from 'vitest';
import { MSG } from '../../shared/messages';
import { allFeatures } from '../../shared/features';
import { accountComplete, accountMissing, emptyAccount, followsPasswordHint, joinAddress } from '../../web/src/features/auth/accountForm';
import { businessComplete, businessMissing, emptyBusiness } from '../../web/src/features/auth/businessForm';
import { loginErrors } from '../../web/src/features/auth/loginForm';
import { registerErrorMessage } from '../../web/src/features/auth/registerError';
import { TERMS_ITEMS, TERMS_KEYS, termsMissing } from '../../web/src/features/auth/termsItems';
import { availableMainTabs } from '../../shared/main-tabs';
import { contrastRatio, readableOn, textSafe } from '../../web/src/lib/color';
import { detailOr, errorDetail, HttpError } from '../../web/src/lib/errors';

const full = {
  ...emptyAccount,
  email: 'a@b.co',
  emailVerified: true,
  username: 'kim',
  password: 'pw12345678',
  confirm: 'pw12345678',
  phone: '010-1234-5678',
  street: '서울시 중구 세종대로 110',
};

describe('login form (platform.md §5 Login)', () => {
  it('names every missing field at once', () => {
    expect(loginErrors('', '')).toEqual({ email: MSG.loginEmailRequired, password: MSG.loginPasswordRequired });
    expect(loginErrors('  ', 'pw')).toEqual({ email: MSG.loginEmailRequired });
    expect(loginErrors('not-an-email', '')).toEqual({ email: MSG.emailInvalid, password: MSG.loginPasswordRequired });
    expect(loginErrors('a@b.co', '')).toEqual({ password: MSG.loginPasswordRequired });
    expect(loginErrors(' a@b.co ', 'pw')).toEqual({});
  });
});

describe('account form (platform.md §5)', () => {
  it('is complete only when filled, matching and verified', () => {
    expect(accountComplete(full)).toBe(true);
    expect(accountComplete({ ...full, emailVerified: false })).toBe(false);
    expect(accountComplete({ ...full, confirm: 'other' })).toBe(false);
    expect(accountComplete({ ...full, phone: '  ' })).toBe(false);
    // The hint says 8~20 characters but the rule is not enforced.
    expect(accountComplete({ ...full, password: 'a', confirm: 'a' })).toBe(true);
  });

  it('names what still keeps the button disabled, in the order of the form', () => {
    expect(accountMissing(emptyAccount)).toEqual(['이메일 인증', '사용자명', '비밀번호', '비밀번호 확인', '전화번호', '주소']);
    expect(accountMissing(full)).toEqual([]);
    expect(accountMissing({ ...full, emailVerified: false, phone: ' ' })).toEqual(['이메일 인증', '전화번호']);
    // A typed but different confirmation is a mismatch, not a missing field.
    expect(accountMissing({ ...full, confirm: 'other' })).toEqual(['비밀번호 일치']);
    expect(accountMissing({ ...full, confirm: '' })).toEqual(['비밀번호 확인']);
    // A verified flag without an address (cannot happen in the form) still counts as unverified.
    expect(accountMissing({ ...full, email: '' })).toEqual(['이메일 인증']);
    // The password hint is not a reason: it is not enforced.
    expect(accountMissing({ ...full, password: 'a', confirm: 'a' })).toEqual([]);
  });

  it('tells whether a password follows the hint (8 to 20, letters and digits)', () => {
    expect(followsPasswordHint('abcd1234')).toBe(true);
    expect(followsPasswordHint('abc1234')).toBe(false);
    expect(followsPasswordHint('abcdefgh')).toBe(false);
    expect(followsPasswordHint('12345678')).toBe(false);
    expect(followsPasswordHint('a1234567890123456789')).toBe(true);
    expect(followsPasswordHint('a12345678901234567890')).toBe(false);
  });

  it('joins street and detail with a comma', () => {
    expect(joinAddress('세종대로 110', '3층')).toBe('세종대로 110, 3층');
    expect(joinAddress('세종대로 110', ' ')).toBe('세종대로 110');
  });
});

describe('merchant step 2', () => {
  const pdf = new File(['%PDF'], 'license.pdf', { type: 'application/pdf' });
  const png = new File(['x'], 'report.png', { type: 'image/png' });
  const base = { ...emptyBusiness, business_name: '햇살농장', business_number: '1234567890', street: '양평', phone: '031', license: pdf, ecommerce: png };
  it('needs every field, digits-only number and image/PDF files', () => {
    expect(businessComplete(base)).toBe(true);
    expect(businessComplete({ ...base, business_number: '123-45-67890' })).toBe(false);
    expect(businessComplete({ ...base, ecommerce: null })).toBe(false);
    expect(businessComplete({ ...base, license: new File(['x'], 'a.txt', { type: 'text/plain' }) })).toBe(false);
    expect(businessMissing(emptyBusiness)).toEqual(['상호명', '사업자등록번호', '사업장 주소', '사업장 전화번호', '사업자등록증', '통신판매업 신고증']);
    expect(businessMissing({ ...base, phone: '', license: new File(['x'], 'a.txt', { type: 'text/plain' }) })).toEqual([
      '사업장 전화번호',
      '사업자등록증',
    ]);
  });
});

describe('terms', () => {
  it('requires exactly age14, tos, privacy and data', () => {
    expect(TERMS_ITEMS.filter((i) => i.required).map((i) => i.key)).toEqual(['age14', 'tos', 'privacy', 'data']);
  });

  it('names the required consents not yet given', () => {
    const agreed = Object.fromEntries(TERMS_KEYS.map((k) => [k, false])) as Parameters<typeof termsMissing>[0];
    expect(termsMissing(agreed)).toEqual(['만 14세 이상 확인', '이용약관 동의', '개인정보 수집 동의', '데이터 정책 동의']);
    expect(termsMissing({ ...agreed, age14: true, tos: true, privacy: true, marketing: true })).toEqual(['데이터 정책 동의']);
    expect(termsMissing({ ...agreed, age14: true, tos: true, privacy: true, data: true })).toEqual([]);
  });
});

describe('registration errors (platform.md §8)', () => {
  it('maps duplicates and everything else', () => {
    expect(registerErrorMessage({ data: { detail: 'Email already registered' } })).toBe(MSG.emailTaken);
    expect(registerErrorMessage({ data: { detail: 'x', appCode: 'CONFLICT', field: 'username' } })).toBe(MSG.usernameTaken);
    expect(registerErrorMessage(new HttpError('Username already exists', 400))).toBe(MSG.usernameTaken);
    expect(registerErrorMessage(new Error('boom'))).toBe(MSG.registerFailed);
  });
});

describe('error helper', () => {
  it('reads tRPC detail, REST detail or the status', () => {
    expect(errorDetail({ data: { detail: '권한이 없습니다.' } })).toBe('권한이 없습니다.');
    expect(errorDetail(new HttpError('', 502))).toBe('HTTP error! status: 502');
    expect(errorDetail({ data: { httpStatus: 404 } })).toBe('HTTP error! status: 404');
    expect(detailOr({ data: { detail: 'internal', httpStatus: 500 } }, MSG.verificationSendFailed)).toBe(MSG.verificationSendFailed);
  });
});

describe('main tabs', () => {
  it('follows features and hides wallet from guests', () => {
    const f = allFeatures(true);
    expect(availableMainTabs(f, false).map((t) => t.id)).toEqual(['delivery', 'shopping', 'video', 'post']);
    expect(availableMainTabs(f, true).map((t) => t.id)).toContain('wallet');
    expect(availableMainTabs({ ...allFeatures(false), content: true }, true).map((t) => t.id)).toEqual(['video', 'post']);
  });
});

describe('brand colours stay readable', () => {
  it('darkens light brand colours for text and picks a readable fill text', () => {
    expect(contrastRatio(textSafe('#FF9630'), '#ffffff')).toBeGreaterThanOrEqual(4.5);
    // The demo green sits on the hero tint and the grey footer too.
    expect(contrastRatio(textSafe('#2F855A'), '#e0ede6')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(textSafe('#2F855A'), '#fafafa')).toBeGreaterThanOrEqual(4.5);
    expect(readableOn('#2F855A')).toBe('#ffffff');
    expect(readableOn('#FFE066')).toBe('#1a1a1a');
  });
});

describe('the stock choices of the product form', () => {
  it('are the spec’s options, plus a count sales left between them', async () => {
    const { displayRemainingChoices } = await import('../../web/src/features/catalogue/products/productForm');
    expect(displayRemainingChoices(5).map((c) => c.value)).toEqual([-1, 0, 1, 5, 10]);
    const choices = displayRemainingChoices(4);
    expect(choices.map((c) => c.value)).toEqual([-1, 0, 1, 4, 5, 10]);
    expect(choices.find((c) => c.value === 4)?.label).toBe('4개 남음 (판매 후 현재 수량)');
  });
});
