import { z } from 'zod';
import { ROLE_NAMES, type Role } from '../access-policy';
import { TERMS_KEYS, type TermsKey } from '../constants';
import { MSG } from '../messages';
import { isPhoneNumber, toPhoneDigits } from '../phone';
import { ECOMMERCE_REPORT_RE, SHOP_SHIPPING_MAX } from '../seller-info';
import { flag } from './input';
import { uploadedFile } from './upload';

/** A simple e-mail pattern, as the login form checks it. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailSchema = z
  .string({ error: MSG.loginEmailRequired })
  .trim()
  .min(1, MSG.loginEmailRequired)
  .max(254)
  .regex(EMAIL_PATTERN, MSG.emailInvalid)
  .transform((s) => s.toLowerCase());

/** The account roles (shared/access-policy.ts). */
export const USER_TYPES = ROLE_NAMES;
export type UserType = Role;

export const loginInputSchema = z.object({
  username: emailSchema,
  password: z.string({ error: MSG.loginPasswordRequired }).min(1, MSG.loginPasswordRequired).max(200),
  // A flag as forms and legacy callers write it (an HTML checkbox sends "on").
  remember: flag.optional().default(false),
});
export type LoginInput = z.input<typeof loginInputSchema>;
export type LoginData = z.output<typeof loginInputSchema>;

/** A Korean phone number as typed (hyphens, spaces, +82 allowed), kept as its digits: "01012345678". */
export const phoneSchema = z
  .string({ error: MSG.phoneRequired })
  .trim()
  .min(1, MSG.phoneRequired)
  .max(20, MSG.phoneInvalid)
  .regex(/^[0-9+\-() .]+$/, MSG.phoneInvalid)
  .transform(toPhoneDigits)
  .refine(isPhoneNumber, MSG.phoneInvalid);
export const usernameSchema = z
  .string({ error: '사용자명을 입력해주세요.' })
  .trim()
  .min(1, '사용자명을 입력해주세요.')
  .max(30, '사용자명은 30자 이하로 입력해주세요.');
export const passwordSchema = z.string({ error: MSG.loginPasswordRequired }).min(1, MSG.loginPasswordRequired).max(200);
export const addressSchema = z.string({ error: '주소를 입력해주세요.' }).trim().min(1, '주소를 입력해주세요.').max(300);

/** A form field's text of consent keys: a JSON list or "age14,tos,…". Anything else is left for the list to refuse. */
function consentText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text.startsWith('[')) {
    try {
      return JSON.parse(text);
    } catch {
      return value;
    }
  }
  return text ? text.split(',').map((k) => k.trim()) : [];
}

/**
 * The terms keys the user agreed to on /terms (platform.md §3 Terms keys), as a list (JSON and tRPC)
 * or a form field's text. Optional: the spec's REST payload has none, and such a sign-up is recorded
 * as given without consent. Whether the required ones are all there is the sign-up's 400, not this.
 */
const consentKeys = z.array(z.enum(TERMS_KEYS, { error: MSG.termsUnknown })).max(TERMS_KEYS.length * 2);
export const consentsSchema = z
  // Typed for callers as a list (or a form's text); any other value is refused by the list.
  .preprocess<unknown, typeof consentKeys, TermsKey[] | string>(consentText, consentKeys)
  .transform((keys): TermsKey[] => [...new Set(keys)]);

export const customerRegistrationSchema = z.object({
  email: emailSchema,
  username: usernameSchema,
  password: passwordSchema,
  user_type: z.literal('customer').optional().default('customer'),
  phone: phoneSchema,
  address: addressSchema,
  consents: consentsSchema.optional(),
});
export type CustomerRegistration = z.input<typeof customerRegistrationSchema>;
export type CustomerRegistrationData = z.output<typeof customerRegistrationSchema>;

/** Business registration number: 10 digits (hyphens tolerated on input, stripped). */
export const businessNumberSchema = z
  .string({ error: '사업자등록번호를 입력해주세요.' })
  .trim()
  .transform((s) => s.replace(/-/g, ''))
  .pipe(z.string().regex(/^\d{10}$/, MSG.businessNumberInvalid));

const businessNameSchema = z.string({ error: '상호명을 입력해주세요.' }).trim().min(1, '상호명을 입력해주세요.').max(100);

export const merchantBusinessSchema = z.object({
  business_name: businessNameSchema,
  business_number: businessNumberSchema,
  business_description: z.string().max(2000).optional().default(''),
  address: addressSchema,
  phone: phoneSchema,
});

export const merchantRegistrationSchema = z.object({
  email: emailSchema,
  username: usernameSchema,
  password: passwordSchema,
  user_type: z.literal('merchant').optional().default('merchant'),
  phone: phoneSchema.optional(),
  address: addressSchema.optional(),
  consents: consentsSchema.optional(),
  merchant: merchantBusinessSchema.extend({
    /** Data URLs (JSON, tRPC) or file parts (REST multipart): both become bytes here. */
    business_license_file: uploadedFile,
    ecommerce_report_file: uploadedFile,
  }),
});
export type MerchantRegistration = z.input<typeof merchantRegistrationSchema>;
export type MerchantRegistrationData = z.output<typeof merchantRegistrationSchema>;

export const sendVerificationSchema = z.object({ email: emailSchema });
export const verifyEmailSchema = z.object({
  email: emailSchema,
  code: z.string({ error: MSG.verificationCodeRequired }).trim().min(1, MSG.verificationCodeRequired).max(12),
});
export const findEmailSchema = z.object({ phone: z.string({ error: MSG.phoneRequired }).trim().min(1, MSG.phoneRequired).max(20, MSG.phoneInvalid) });
export const resetRequestSchema = z.object({ email: emailSchema });
export const resetPasswordSchema = z.object({
  token: z.string({ error: MSG.resetTokenInvalid }).min(1, MSG.resetTokenInvalid).max(200, MSG.resetTokenInvalid),
  new_password: z.string({ error: MSG.passwordMin8 }).min(8, MSG.passwordMin8).max(200),
});
export const changePasswordSchema = z.object({
  current_password: z.string({ error: MSG.loginPasswordRequired }).min(1, MSG.loginPasswordRequired).max(200),
  new_password: z.string({ error: MSG.passwordMin8 }).min(8, MSG.passwordMin8).max(200),
});
export const profileUpdateSchema = z
  .object({
    username: usernameSchema,
    phone: phoneSchema,
    address: addressSchema,
    display_name: z.string().trim().max(50),
    profile_image: z.string().max(500).nullable(),
    business_name: businessNameSchema,
    business_number: businessNumberSchema,
    business_description: z.string().max(2000),
    // 판매자 정보 (shared/seller-info.ts): '' clears a text; null puts a fee back to the site's rule.
    representative_name: z.string().trim().max(50),
    ecommerce_report_number: z
      .string()
      .trim()
      .refine((s) => s === '' || ECOMMERCE_REPORT_RE.test(s), { error: MSG.ecommerceReportInvalid }),
    shipping_fee: z.number({ error: MSG.shopShippingInvalid }).int(MSG.shopShippingInvalid).min(0, MSG.shopShippingInvalid).max(SHOP_SHIPPING_MAX, MSG.shopShippingInvalid).nullable(),
    free_shipping_threshold: z
      .number({ error: MSG.shopShippingInvalid })
      .int(MSG.shopShippingInvalid)
      .min(0, MSG.shopShippingInvalid)
      .max(SHOP_SHIPPING_MAX, MSG.shopShippingInvalid)
      .nullable(),
  })
  .partial();
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;
export type ProfileUpdateData = z.output<typeof profileUpdateSchema>;

/** An OAuth access token: visible ASCII only (it goes into an Authorization header as is). */
export const KAKAO_TOKEN_RE = /^[\x21-\x7e]+$/;
export const kakaoLoginSchema = z.object({
  access_token: z.string({ error: MSG.kakaoFailed }).min(1, MSG.kakaoFailed).max(2000).regex(KAKAO_TOKEN_RE, MSG.kakaoFailed),
});
export const kakaoCallbackSchema = z.object({
  code: z.string({ error: MSG.kakaoNoCode }).min(1, MSG.kakaoNoCode).max(2000),
  state: z.string().max(200).optional(),
});

/** The user as clients see it (platform.md §3). */
export interface PublicUser {
  id: number;
  user_type: UserType;
  username: string;
  email: string;
  phone: string | null;
  address: string | null;
  profile_image: string | null;
  display_name: string | null;
  merchant?: {
    id: number;
    business_name: string;
    business_number: string;
    business_description: string;
    representative_name: string;
    ecommerce_report_number: string;
    /** null: the site's rule. */
    shipping_fee: number | null;
    free_shipping_threshold: number | null;
  } | null;
}

export interface SessionAnswer {
  access_token: string;
  token_type: 'bearer';
  user: PublicUser;
}
