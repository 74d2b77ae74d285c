import { MSG } from '../../../../shared/messages';
import type { ProfileUpdate, PublicUser } from '../../../../shared/schemas/auth';
import { PROFILE_IMAGE_MAX_BYTES } from '../../../../shared/dashboard-constants';
import { ECOMMERCE_REPORT_RE, SHOP_SHIPPING_MAX } from '../../../../shared/seller-info';
import { joinAddress } from '../auth/accountForm';
import { splitAddress } from '../orders/checkout';
import { formatBusinessNumber } from '../../../../shared/seller-info';

/** /profile/edit's fields as typed (commerce.md §2 Profile edit, §5 Profile). E-mail is shown, never sent. */
export interface ProfileFormValues {
  username: string;
  phone: string;
  street: string;
  detail: string;
  business_name: string;
  /** As shown: hyphenated 3-2-5. */
  business_number: string;
  business_description: string;
  /** 판매자 정보 (shared/seller-info.ts): the fees as typed, '' for the site's rule. */
  representative_name: string;
  ecommerce_report_number: string;
  shipping_fee: string;
  free_shipping_threshold: string;
}

/** The picture's pending change: none, a file chosen to upload, or the stored one removed. */
export type ImageChange = { kind: 'none' } | { kind: 'chosen'; file: File } | { kind: 'removed' };

export const BUSINESS_NUMBER_MAX_CHARS = 12;
const BUSINESS_NUMBER_RE = /^\d{3}-\d{2}-\d{5}$/;


/** The spec's format message unless the number reads ddd-dd-ddddd. */
export const businessNumberError = (value: string): string | null =>
  BUSINESS_NUMBER_RE.test(value) ? null : MSG.profileBusinessNumberFormat;

/** The form as the stored user fills it. */
export function profileFormValues(user: PublicUser): ProfileFormValues {
  const { street, detail } = splitAddress(user.address);
  return {
    username: user.username,
    phone: user.phone ?? '',
    street,
    detail,
    business_name: user.merchant?.business_name ?? '',
    business_number: formatBusinessNumber(user.merchant?.business_number ?? ''),
    business_description: user.merchant?.business_description ?? '',
    representative_name: user.merchant?.representative_name ?? '',
    ecommerce_report_number: user.merchant?.ecommerce_report_number ?? '',
    shipping_fee: user.merchant?.shipping_fee == null ? '' : String(user.merchant.shipping_fee),
    free_shipping_threshold: user.merchant?.free_shipping_threshold == null ? '' : String(user.merchant.free_shipping_threshold),
  };
}

/** The address that will be saved: the street, a comma, then the detail (commerce.md §3 Profile). */
export const addressToSave = (v: Pick<ProfileFormValues, 'street' | 'detail'>) => joinAddress(v.street, v.detail);

/**
 * Only what differs from the loaded values (commerce.md §5 Profile: only changed fields are sent),
 * compared as the server will store them (trimmed; the business number as its digits, the way sign-up
 * stores it). The business fields count for merchants only.
 */
export function changedFields(loaded: ProfileFormValues, current: ProfileFormValues, merchant: boolean): ProfileUpdate {
  const patch: ProfileUpdate = {};
  if (current.username.trim() !== loaded.username.trim()) patch.username = current.username.trim();
  if (current.phone.trim() !== loaded.phone.trim()) patch.phone = current.phone.trim();
  const address = addressToSave(current);
  if (address !== addressToSave(loaded)) patch.address = address;
  if (merchant) {
    if (current.business_name.trim() !== loaded.business_name.trim()) patch.business_name = current.business_name.trim();
    if (current.business_number !== loaded.business_number) patch.business_number = current.business_number.replace(/\D/g, '');
    if (current.business_description.trim() !== loaded.business_description.trim()) {
      patch.business_description = current.business_description.trim();
    }
    if (current.representative_name.trim() !== loaded.representative_name.trim()) patch.representative_name = current.representative_name.trim();
    if (current.ecommerce_report_number.trim() !== loaded.ecommerce_report_number.trim()) {
      patch.ecommerce_report_number = current.ecommerce_report_number.trim();
    }
    for (const key of ['shipping_fee', 'free_shipping_threshold'] as const) {
      if (current[key].trim() !== loaded[key].trim()) patch[key] = feeValue(current[key]);
    }
  }
  return patch;
}

/** A fee as sent: '' is the site's rule (null), else the whole number typed (a bad one fails sellerFieldErrors first). */
export const feeValue = (typed: string): number | null => (typed.trim() === '' ? null : Number(typed.trim()));

/** The 판매자 정보 fields' errors, as the server words them: the report number's pattern, fees whole numbers ≥ 0 or empty. */
export function sellerFieldErrors(v: Pick<ProfileFormValues, 'ecommerce_report_number' | 'shipping_fee' | 'free_shipping_threshold'>) {
  const errors: Partial<Record<'ecommerce_report_number' | 'shipping_fee' | 'free_shipping_threshold', string>> = {};
  const report = v.ecommerce_report_number.trim();
  if (report && !ECOMMERCE_REPORT_RE.test(report)) errors.ecommerce_report_number = MSG.ecommerceReportInvalid;
  for (const key of ['shipping_fee', 'free_shipping_threshold'] as const) {
    const typed = v[key].trim();
    if (typed && (!/^\d{1,8}$/.test(typed) || Number(typed) > SHOP_SHIPPING_MAX)) errors[key] = MSG.shopShippingInvalid;
  }
  return errors;
}

/** Dirty when any field differs from the loaded values or a picture is chosen or removed (commerce.md §4). */
export const isProfileDirty = (loaded: ProfileFormValues, current: ProfileFormValues, merchant: boolean, image: ImageChange): boolean =>
  image.kind !== 'none' || Object.keys(changedFields(loaded, current, merchant)).length > 0;

/** Why a chosen picture cannot be used (images only, 30 MB at most: commerce.md §5 Profile image), or null. */
export function profileImageError(file: Pick<File, 'type' | 'size'>): string | null {
  if (!file.type.startsWith('image/')) return MSG.profileImageTypeOnly;
  if (file.size > PROFILE_IMAGE_MAX_BYTES) return MSG.profileImageTooLarge;
  return null;
}
