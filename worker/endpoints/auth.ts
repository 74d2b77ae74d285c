import { BUSINESS_FILE_MAX_BYTES } from '../../shared/constants';
import { AppError } from '../../shared/errors';
import { MSG } from '../../shared/messages';
import {
  changePasswordSchema,
  customerRegistrationSchema,
  findEmailSchema,
  kakaoCallbackSchema,
  kakaoLoginSchema,
  loginInputSchema,
  merchantRegistrationSchema,
  profileUpdateSchema,
  resetPasswordSchema,
  resetRequestSchema,
  sendVerificationSchema,
  verifyEmailSchema,
} from '../../shared/schemas/auth';
import { changePassword } from '../services/auth/change-password';
import { deleteAccount } from '../services/auth/delete-account';
import { findEmail } from '../services/auth/find-email';
import { getMe } from '../services/auth/get-me';
import { kakaoAuthUrl } from '../services/auth/kakao-auth-url';
import { kakaoCallback } from '../services/auth/kakao-callback';
import { kakaoLogin } from '../services/auth/kakao-login';
import { login } from '../services/auth/login';
import { logout } from '../services/auth/logout';
import { registerCustomer } from '../services/auth/register-customer';
import { registerMerchant } from '../services/auth/register-merchant';
import { requestPasswordReset } from '../services/auth/request-password-reset';
import { resetPassword } from '../services/auth/reset-password';
import { sendVerificationEmail } from '../services/auth/send-verification-email';
import { updateProfile } from '../services/auth/update-profile';
import { verifyEmail } from '../services/auth/verify-email';
import { getNotificationPreferences } from '../services/auth/get-notification-preferences';
import { setNotificationPreferences } from '../services/auth/set-notification-preferences';
import { notificationPreferencesUpdateSchema } from '../../shared/schemas/notifications';
import { endpoint, type RestRequest } from './define';

/** Two documents (base64 in JSON is 4/3 larger) and the fields: the merchant sign-up's body, and /trpc's limit. */
export const MAX_MERCHANT_BODY = 2 * Math.ceil((BUSINESS_FILE_MAX_BYTES * 4) / 3) + 256 * 1024;

const ACCOUNT_FIELDS = ['email', 'username', 'password', 'user_type', 'phone', 'address', 'consents'] as const;
const MERCHANT_FIELDS = [
  'business_name',
  'business_number',
  'business_description',
  'address',
  'phone',
  'business_license_file',
  'ecommerce_report_file',
] as const;

/**
 * The merchant sign-up as REST receives it, reshaped into the tRPC input: a JSON body already is
 * (files as data URLs); a form has account fields, merchant fields flat, as `merchant[x]` or as a
 * `merchant` JSON string, and the documents as file parts. Nothing is decoded or checked here:
 * the one schema does that for both transports.
 */
async function merchantSignUpInput(req: RestRequest): Promise<unknown> {
  const body = await req.body();
  const type = req.c.req.header('content-type') ?? '';
  if (!type.includes('multipart/form-data') && !type.includes('application/x-www-form-urlencoded')) return body;

  let merchant: Record<string, unknown> = {};
  if (typeof body.merchant === 'string') {
    try {
      merchant = JSON.parse(body.merchant);
    } catch {
      throw new AppError('BAD_REQUEST', MSG.invalidInput, { field: 'merchant' });
    }
    if (typeof merchant !== 'object' || merchant === null || Array.isArray(merchant)) {
      throw new AppError('BAD_REQUEST', MSG.invalidInput, { field: 'merchant' });
    }
  }
  for (const key of MERCHANT_FIELDS) {
    const value = body[`merchant[${key}]`] ?? body[`merchant.${key}`] ?? body[key];
    if (merchant[key] === undefined && value !== undefined) merchant[key] = value;
  }
  return { ...Object.fromEntries(ACCOUNT_FIELDS.map((k) => [k, body[k]])), merchant };
}

/** /api/auth/* and the `auth.*` procedures. */
export const authEndpoints = {
  login: endpoint({
    rest: { method: 'POST', path: '/api/auth/login' },
    trpc: 'mutation',
    access: 'public',
    input: loginInputSchema,
    action: ({ ctx, input }) => login({ ctx, input }),
  }),
  me: endpoint({
    rest: { method: 'GET', path: '/api/auth/me' },
    trpc: 'query',
    access: 'login',
    action: ({ ctx }) => getMe({ ctx }),
  }),
  /** Not in the spec's path list; REST callers get it too, so a token they drop can also be revoked. */
  logout: endpoint({
    rest: { method: 'POST', path: '/api/auth/logout' },
    trpc: 'mutation',
    access: 'login',
    action: ({ ctx }) => logout({ ctx }),
    changesSessions: true,
  }),

  sendVerificationEmail: endpoint({
    rest: { method: 'POST', path: '/api/auth/send-verification-email' },
    trpc: 'mutation',
    access: 'public',
    input: sendVerificationSchema,
    action: ({ ctx, input }) => sendVerificationEmail({ ctx, input }),
  }),
  verifyEmail: endpoint({
    rest: { method: 'POST', path: '/api/auth/verify-email' },
    trpc: 'mutation',
    access: 'public',
    input: verifyEmailSchema,
    action: ({ ctx, input }) => verifyEmail({ ctx, input }),
  }),
  registerCustomer: endpoint({
    rest: { method: 'POST', path: '/api/auth/register/customer', status: 201 },
    trpc: 'mutation',
    access: 'public',
    input: customerRegistrationSchema,
    action: ({ ctx, input }) => registerCustomer({ ctx, input }),
  }),
  registerMerchant: endpoint({
    rest: {
      method: 'POST',
      path: '/api/auth/register/merchant',
      status: 201,
      input: merchantSignUpInput,
      maxBodyBytes: MAX_MERCHANT_BODY,
    },
    trpc: 'mutation',
    access: 'public',
    feature: 'merchant',
    input: merchantRegistrationSchema,
    action: ({ ctx, input }) => registerMerchant({ ctx, input }),
  }),

  findEmail: endpoint({
    rest: { method: 'POST', path: '/api/auth/find-email' },
    trpc: 'mutation',
    access: 'public',
    input: findEmailSchema,
    action: ({ ctx, input }) => findEmail({ ctx, input }),
  }),
  requestPasswordReset: endpoint({
    rest: { method: 'POST', path: '/api/auth/reset-password-request' },
    trpc: 'mutation',
    access: 'public',
    input: resetRequestSchema,
    action: ({ ctx, input }) => requestPasswordReset({ ctx, input }),
  }),
  resetPassword: endpoint({
    rest: { method: 'POST', path: '/api/auth/reset-password' },
    trpc: 'mutation',
    access: 'public',
    input: resetPasswordSchema,
    action: ({ ctx, input }) => resetPassword({ ctx, input }),
    changesSessions: true,
  }),

  updateProfile: endpoint({
    rest: { method: 'PUT', path: '/api/auth/profile' },
    trpc: 'mutation',
    access: 'login',
    input: profileUpdateSchema,
    action: ({ ctx, input }) => updateProfile({ ctx, input }),
    changesSessions: true,
    // Calls out (object storage) between its own transactions: each commits with its audit row.
    ownTransactions: true,
  }),
  changePassword: endpoint({
    rest: { method: 'POST', path: '/api/auth/change-password' },
    trpc: 'mutation',
    access: 'login',
    input: changePasswordSchema,
    action: ({ ctx, input }) => changePassword({ ctx, input }),
    changesSessions: true,
  }),
  /** The optional notification topics (new orders, order status) the user hears of; not in the spec's path list. */
  notifications: {
    get: endpoint({
      rest: { method: 'GET', path: '/api/notifications/preferences' },
      trpc: 'query',
      access: 'login',
      action: ({ ctx }) => getNotificationPreferences({ ctx }),
    }),
    set: endpoint({
      rest: { method: 'PUT', path: '/api/notifications/preferences' },
      trpc: 'mutation',
      access: 'login',
      input: notificationPreferencesUpdateSchema,
      action: ({ ctx, input }) => setNotificationPreferences({ ctx, input }),
    }),
  },
  deleteAccount: endpoint({
    rest: { method: 'DELETE', path: '/api/auth/account' },
    trpc: 'mutation',
    access: 'login',
    action: ({ ctx }) => deleteAccount({ ctx }),
    changesSessions: true,
  }),

  kakaoAuthUrl: endpoint({
    rest: { method: 'GET', path: '/api/auth/kakao/auth-url' },
    trpc: 'query',
    access: 'public',
    feature: 'social_login',
    action: ({ ctx }) => kakaoAuthUrl({ ctx }),
  }),
  kakaoLogin: endpoint({
    rest: { method: 'POST', path: '/api/auth/kakao/login' },
    trpc: 'mutation',
    access: 'public',
    feature: 'social_login',
    input: kakaoLoginSchema,
    action: ({ ctx, input }) => kakaoLogin({ ctx, input }),
  }),
  kakaoCallback: endpoint({
    rest: { method: 'POST', path: '/api/auth/kakao/callback' },
    trpc: 'mutation',
    access: 'public',
    feature: 'social_login',
    input: kakaoCallbackSchema,
    action: ({ ctx, input }) => kakaoCallback({ ctx, input }),
  }),
};
