import { describe, expect, it } from 'vitest';
import { MSG } from '../../shared/messages';
import { allFeatures } from '../../shared/features';
import { accountComplete, emptyAccount, joinAddress } from '../../web/src/features/auth/accountForm';
import { businessComplete, emptyBusiness } from '../../web/src/features/auth/businessForm';
import { loginErrors } from '../../web/src/features/auth/loginForm';
import { registerErrorMessage } from '../../web/src/features/auth/registerError';
import { TERMS_ITEMS } from '../../web/src/features/auth/termsItems';
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
  });
});

describe('terms', () => {
  it('requires exactly age14, tos, privacy and data', () => {
    expect(TERMS_ITEMS.filter((i) => i.required).map((i) => i.key)).toEqual(['age14', 'tos', 'privacy', 'data']);
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
