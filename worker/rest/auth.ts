import type { Context } from 'hono';
import { BUSINESS_FILE_MAX_BYTES } from '../../shared/constants';
import { AppError } from '../../shared/errors';
import { MSG } from '../../shared/messages';
import type { AppEnv } from '../env';
import { decodeDataUrlFile } from '../lib/data-url';
import { changePassword } from '../services/auth/change-password';
import { deleteAccount } from '../services/auth/delete-account';
import { findEmail } from '../services/auth/find-email';
import { getMe } from '../services/auth/get-me';
import type { MerchantRegistrationWithFiles, UploadedFile } from '../services/auth/internal-files';
import { kakaoRedirectUri } from '../services/auth/internal-kakao';
import { kakaoAuthUrl } from '../services/auth/kakao-auth-url';
import { kakaoCallback } from '../services/auth/kakao-callback';
import { kakaoLogin } from '../services/auth/kakao-login';
import { login } from '../services/auth/login';
import { registerCustomer } from '../services/auth/register-customer';
import { registerMerchant } from '../services/auth/register-merchant';
import { requestPasswordReset } from '../services/auth/request-password-reset';
import { resetPassword } from '../services/auth/reset-password';
import { sendVerificationEmail } from '../services/auth/send-verification-email';
import { updateProfile } from '../services/auth/update-profile';
import { verifyEmail } from '../services/auth/verify-email';
import { formOrJsonBody, type RouteRegistry } from './registry';

const truthy = (v: unknown) => v === true || v === 'true' || v === 'on' || v === '1';

// The services validate their input with zod: the handlers only hand the body over.
type Loose<T> = T & Record<string, unknown>;
const loose = <T>(body: Record<string, unknown>) => body as Loose<T>;

export function authRoutes(r: RouteRegistry): void {
  r.add({
    method: 'POST',
    path: '/api/auth/login',
    access: 'public',
    handler: async (c, svc) => {
      const body = await formOrJsonBody(c);
      const input = { username: body.username as string, password: body.password as string, remember: truthy(body.remember) };
      return c.json(await login({ ctx: svc, input }));
    },
  });
  r.add({
    method: 'GET',
    path: '/api/auth/me',
    access: 'login',
    handler: async (c, svc) => c.json(await getMe({ ctx: svc })),
  });

  r.add({
    method: 'POST',
    path: '/api/auth/send-verification-email',
    access: 'public',
    handler: async (c, svc) => c.json(await sendVerificationEmail({ ctx: svc, input: loose(await formOrJsonBody(c)) })),
  });
  r.add({
    method: 'POST',
    path: '/api/auth/verify-email',
    access: 'public',
    handler: async (c, svc) => c.json(await verifyEmail({ ctx: svc, input: loose(await formOrJsonBody(c)) })),
  });
  r.add({
    method: 'POST',
    path: '/api/auth/register/customer',
    access: 'public',
    handler: async (c, svc) => c.json(await registerCustomer({ ctx: svc, input: loose(await formOrJsonBody(c)) }), 201),
  });
  r.add({
    method: 'POST',
    path: '/api/auth/register/merchant',
    access: 'public',
    feature: 'merchant',
    maxBodyBytes: MAX_MERCHANT_BODY,
    handler: async (c, svc) => c.json(await registerMerchant({ ctx: svc, input: await merchantRegistrationBody(c) }), 201),
  });

  r.add({
    method: 'POST',
    path: '/api/auth/find-email',
    access: 'public',
    handler: async (c, svc) => c.json(await findEmail({ ctx: svc, input: loose(await formOrJsonBody(c)) })),
  });
  r.add({
    method: 'POST',
    path: '/api/auth/reset-password-request',
    access: 'public',
    handler: async (c, svc) => c.json(await requestPasswordReset({ ctx: svc, input: loose(await formOrJsonBody(c)) })),
  });
  r.add({
    method: 'POST',
    path: '/api/auth/reset-password',
    access: 'public',
    handler: async (c, svc) => c.json(await resetPassword({ ctx: svc, input: loose(await formOrJsonBody(c)) })),
  });

  r.add({
    method: 'PUT',
    path: '/api/auth/profile',
    access: 'login',
    handler: async (c, svc) => c.json(await updateProfile({ ctx: svc, input: loose(await formOrJsonBody(c)) })),
  });
  r.add({
    method: 'POST',
    path: '/api/auth/change-password',
    access: 'login',
    handler: async (c, svc) => c.json(await changePassword({ ctx: svc, input: loose(await formOrJsonBody(c)) })),
  });
  r.add({
    method: 'DELETE',
    path: '/api/auth/account',
    access: 'login',
    handler: async (c, svc) => c.json(await deleteAccount({ ctx: svc, input: {} })),
  });

  r.add({
    method: 'GET',
    path: '/api/auth/kakao/auth-url',
    access: 'public',
    feature: 'social_login',
    handler: async (c, svc) => c.json(await kakaoAuthUrl({ ctx: svc, input: { redirectUri: kakaoRedirectUri(svc.request.origin) } })),
  });
  r.add({
    method: 'POST',
    path: '/api/auth/kakao/login',
    access: 'public',
    feature: 'social_login',
    handler: async (c, svc) => c.json(await kakaoLogin({ ctx: svc, input: loose(await formOrJsonBody(c)) })),
  });
  r.add({
    method: 'POST',
    path: '/api/auth/kakao/callback',
    access: 'public',
    feature: 'social_login',
    handler: async (c, svc) => {
      const body = loose<{ code: string; state?: string }>(await formOrJsonBody(c));
      return c.json(await kakaoCallback({ ctx: svc, input: { ...body, redirectUri: kakaoRedirectUri(svc.request.origin) } }));
    },
  });
}

const MERCHANT_FIELDS = ['business_name', 'business_number', 'business_description', 'address', 'phone'] as const;
const FILE_FIELDS = ['business_license_file', 'ecommerce_report_file'] as const;
/** Two documents (base64 in JSON is 4/3 larger) and the fields. */
export const MAX_MERCHANT_BODY = 2 * Math.ceil((BUSINESS_FILE_MAX_BYTES * 4) / 3) + 256 * 1024;

/**
 * The merchant sign-up arrives as JSON (files as data URLs) or as multipart form data: account
 * fields, merchant fields flat, as `merchant[x]` or as a `merchant` JSON string, and the two
 * documents as file parts. Both become the same service input.
 */
async function merchantRegistrationBody(c: Context<AppEnv>): Promise<MerchantRegistrationWithFiles> {
  const type = c.req.header('content-type') ?? '';
  if (!type.includes('multipart/form-data') && !type.includes('application/x-www-form-urlencoded')) {
    const body = await formOrJsonBody(c);
    const merchant = body.merchant && typeof body.merchant === 'object' ? (body.merchant as Record<string, unknown>) : {};
    return { ...loose(body), files: await filesFrom(merchant) } as MerchantRegistrationWithFiles;
  }

  const form = await formOrJsonBody(c);
  let merchant: Record<string, unknown> = {};
  if (typeof form.merchant === 'string') {
    try {
      merchant = JSON.parse(form.merchant);
    } catch {
      throw new AppError('BAD_REQUEST', MSG.invalidInput, { field: 'merchant' });
    }
    if (typeof merchant !== 'object' || merchant === null || Array.isArray(merchant)) {
      throw new AppError('BAD_REQUEST', MSG.invalidInput, { field: 'merchant' });
    }
  }
  for (const key of [...MERCHANT_FIELDS, ...FILE_FIELDS]) {
    const value = form[`merchant[${key}]`] ?? form[`merchant.${key}`] ?? form[key];
    if (merchant[key] === undefined && value !== undefined) merchant[key] = value;
  }
  const files = await filesFrom(merchant);
  for (const key of FILE_FIELDS) delete merchant[key];
  const account = Object.fromEntries(['email', 'username', 'password', 'user_type', 'phone', 'address'].map((k) => [k, form[k]]));
  return { ...loose(account), merchant, files } as MerchantRegistrationWithFiles;
}

/** File parts become bytes as they are; strings are read as data URLs. */
async function filesFrom(merchant: Record<string, unknown>): Promise<MerchantRegistrationWithFiles['files']> {
  const files: MerchantRegistrationWithFiles['files'] = {};
  for (const key of FILE_FIELDS) files[key] = await toUploadedFile(merchant[key], key);
  return files;
}

async function toUploadedFile(value: unknown, field: string): Promise<UploadedFile | undefined> {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'string') return decodeDataUrlFile(value, field);
  if (value instanceof Blob) {
    const name = value instanceof File ? value.name : field;
    return { name, bytes: new Uint8Array(await value.arrayBuffer()) };
  }
  throw new AppError('VALIDATION', MSG.fileInvalid, { field: `merchant.${field}` });
}
