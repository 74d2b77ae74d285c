import { describe, expect, it } from 'vitest';
import { MSG } from '../../shared/messages';
import type { PublicUser } from '../../shared/schemas/auth';
import { formatBusinessNumber } from '../../shared/seller-info';
import {
  addressToSave,
  businessNumberError,
  changedFields,
  isProfileDirty,
  profileFormValues,
  profileImageError,
} from '../../web/src/features/profile/profileForm';

const merchant: PublicUser = {
  id: 7,
  user_type: 'merchant',
  username: '딸기농장',
  email: 'farm@example.com',
  phone: '010-1234-5678',
  address: '서울 강남구 테헤란로 1, 101호',
  profile_image: null,
  display_name: null,
  merchant: { id: 3, business_name: '딸기농장', business_number: '1234567890', business_description: '새벽 딸기', representative_name: '', ecommerce_report_number: '', shipping_fee: null, free_shipping_threshold: null },
};

describe('formatBusinessNumber', () => {
  it('hyphenates digits 3-2-5 as they are typed', () => {
    expect(formatBusinessNumber('1')).toBe('1');
    expect(formatBusinessNumber('123')).toBe('123');
    expect(formatBusinessNumber('1234')).toBe('123-4');
    expect(formatBusinessNumber('12345')).toBe('123-45');
    expect(formatBusinessNumber('123456')).toBe('123-45-6');
    expect(formatBusinessNumber('1234567890')).toBe('123-45-67890');
  });

  it('drops what is not a digit and stops at 12 characters', () => {
    expect(formatBusinessNumber('123-45-67890')).toBe('123-45-67890');
    expect(formatBusinessNumber('12a3 4-5')).toBe('123-45');
    expect(formatBusinessNumber('123456789012345')).toBe('123-45-67890');
    expect(formatBusinessNumber('123456789012345')).toHaveLength(12);
    expect(formatBusinessNumber('')).toBe('');
  });
});

describe('businessNumberError', () => {
  it('accepts ddd-dd-ddddd only', () => {
    expect(businessNumberError('123-45-67890')).toBeNull();
    expect(businessNumberError('123-45-6789')).toBe(MSG.profileBusinessNumberFormat);
    expect(businessNumberError('1234567890')).toBe(MSG.profileBusinessNumberFormat);
    expect(businessNumberError('')).toBe(MSG.profileBusinessNumberFormat);
  });
});

describe('profileFormValues', () => {
  it('splits the stored address and shows the stored digits hyphenated', () => {
    const v = profileFormValues(merchant);
    expect(v.street).toBe('서울 강남구 테헤란로 1');
    expect(v.detail).toBe('101호');
    expect(v.business_number).toBe('123-45-67890');
    expect(addressToSave(v)).toBe(merchant.address);
  });

  it('leaves the business fields empty for a customer', () => {
    const v = profileFormValues({ ...merchant, user_type: 'customer', merchant: null, phone: null, address: null });
    expect(v).toMatchObject({ phone: '', street: '', detail: '', business_name: '', business_number: '' });
  });
});

describe('changedFields and isProfileDirty', () => {
  const loaded = profileFormValues(merchant);

  it('sends nothing and is clean while nothing differs', () => {
    expect(changedFields(loaded, { ...loaded }, true)).toEqual({});
    expect(isProfileDirty(loaded, { ...loaded }, true, { kind: 'none' })).toBe(false);
  });

  it('sends only the changed fields, trimmed, the business number as its digits', () => {
    const current = { ...loaded, username: ' 새이름 ', business_number: '987-65-43210' };
    expect(changedFields(loaded, current, true)).toEqual({ username: '새이름', business_number: '9876543210' });
  });

  it('sends the joined address when the street or the detail changes', () => {
    expect(changedFields(loaded, { ...loaded, detail: '202호' }, true)).toEqual({ address: '서울 강남구 테헤란로 1, 202호' });
  });

  it('ignores changes of whitespace only', () => {
    expect(isProfileDirty(loaded, { ...loaded, username: `${loaded.username} ` }, true, { kind: 'none' })).toBe(false);
  });

  it('never sends business fields for a customer', () => {
    expect(changedFields(loaded, { ...loaded, business_name: '다른 상호' }, false)).toEqual({});
  });

  it('is dirty when a picture is chosen or removed, even with the fields as loaded', () => {
    const file = new File(['x'], 'me.png', { type: 'image/png' });
    expect(isProfileDirty(loaded, loaded, true, { kind: 'chosen', file })).toBe(true);
    expect(isProfileDirty(loaded, loaded, true, { kind: 'removed' })).toBe(true);
  });
});

describe('profileImageError', () => {
  it('refuses what is not an image and what is over 30 MB', () => {
    expect(profileImageError({ type: 'application/pdf', size: 10 })).toBe(MSG.profileImageTypeOnly);
    expect(profileImageError({ type: 'image/jpeg', size: 30 * 1024 * 1024 + 1 })).toBe(MSG.profileImageTooLarge);
    expect(profileImageError({ type: 'image/jpeg', size: 30 * 1024 * 1024 })).toBeNull();
  });
});
