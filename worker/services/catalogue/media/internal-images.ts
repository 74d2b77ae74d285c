import { PRODUCT_IMAGE_MAX_BYTES, PRODUCT_IMAGE_TYPES, UPLOAD_URL_TTL_SEC } from '../../../../shared/catalogue-constants';
import { POST_FILE_MAX_BYTES } from '../../../../shared/content-constants';
import { REVIEW_IMAGE_MAX_BYTES } from '../../../../shared/review-constants';
import { AppError } from '../../../../shared/errors';
import { MSG } from '../../../../shared/messages';
import type { StoredObject } from '../../../adapters/types';
import type { UploadTicket } from '../../../../shared/schemas/catalogue';
import type { ServiceCtx } from '../../../env';
import { randomToken } from '../../../lib/crypto';
import { isHeif, sniffImage, type SniffedType } from '../../../lib/file-type';
import { signPayload, verifyPayload } from '../../../lib/signed-token';
import { recordUploadTicket } from './internal-upload-tickets';

/** Only keys under this prefix are ever served by GET /media/*. */
export const PUBLIC_MEDIA_PREFIX = 'public/';

export const productKeyPrefix = (tenant: number) => `${PUBLIC_MEDIA_PREFIX}t${tenant}/products/`;
/** Images and videos of community posts (and their captured thumbnails). */
export const postKeyPrefix = (tenant: number) => `${PUBLIC_MEDIA_PREFIX}t${tenant}/posts/`;
/** Photos of reviews, under the site that received them (`ctx.own`, as every upload token is bound). */
export const reviewKeyPrefix = (tenant: number) => `${PUBLIC_MEDIA_PREFIX}t${tenant}/reviews/`;

/** Profile pictures uploaded on the dashboard, under their account (so a key tells whose it is). */
export const profileKeyPrefix = (tenant: number, user: number) => `${PUBLIC_MEDIA_PREFIX}t${tenant}/profiles/u${user}/`;

/** Server-chosen object key of a product image, under its tenant's prefix (`ctx.own.tenantId`). */
export const newProductMediaKey = (tenant: number, ext: string) => `${productKeyPrefix(tenant)}${randomToken(18)}.${ext}`;
export const newProfileImageKey = (tenant: number, user: number, ext: string) => `${profileKeyPrefix(tenant, user)}${randomToken(18)}.${ext}`;
export const newReviewMediaKey = (tenant: number, ext: string) => `${reviewKeyPrefix(tenant)}${randomToken(18)}.${ext}`;
/** A buyer's return/exchange photos (docs/orders.md Claims): read by the buyer and the shop. */
export const claimKeyPrefix = (tenant: number) => `${PUBLIC_MEDIA_PREFIX}t${tenant}/claims/`;
export const newClaimMediaKey = (tenant: number, ext: string) => `${claimKeyPrefix(tenant)}${randomToken(18)}.${ext}`;

/** A key GET /media/* may serve: under public/, no empty, dot or dot-dot segment. */
export function isPublicMediaKey(key: string): boolean {
  if (!key.startsWith(PUBLIC_MEDIA_PREFIX) || key.includes('\\') || key.includes('\0')) return false;
  return key.split('/').every((seg) => seg !== '' && seg !== '.' && seg !== '..');
}

export const imageTooLarge = () => new AppError('PAYLOAD_TOO_LARGE', MSG.imageTooLarge);

/** Type by magic bytes: HEIC/HEIF and non-images are refused with the spec's messages. */
export function checkImageBytes(head: Uint8Array): SniffedType {
  if (isHeif(head)) throw new AppError('UNSUPPORTED_MEDIA', MSG.imageHeicUnsupported);
  const type = sniffImage(head);
  if (!type) throw new AppError('UNSUPPORTED_MEDIA', MSG.imageTypeOnly);
  return type;
}

const HEIF_TYPES = new Set(['image/heic', 'image/heif', 'image/heic-sequence', 'image/heif-sequence']);
const EXT_OF: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/gif': 'gif', 'image/webp': 'webp' };

/** A declared content type without parameters, lower-cased; HEIC (by type or file extension) refused with its message. */
export function declaredType(contentType: string, fileName: string): string {
  const type = contentType.toLowerCase().split(';')[0].trim();
  if (HEIF_TYPES.has(type) || /\.(heic|heif)$/i.test(fileName)) {
    throw new AppError('UNSUPPORTED_MEDIA', MSG.imageHeicUnsupported, { field: 'content_type' });
  }
  return type;
}

/** A declared type and name (before any byte is seen): HEIC by type or extension, images only. */
export function checkDeclaredImage(contentType: string, fileName: string): { mime: string; ext: string } {
  const type = declaredType(contentType, fileName);
  if (!(PRODUCT_IMAGE_TYPES as readonly string[]).includes(type)) {
    throw new AppError('UNSUPPORTED_MEDIA', MSG.imageTypeOnly, { field: 'content_type' });
  }
  return { mime: type, ext: EXT_OF[type] };
}

/** The first `n` bytes of a stored object (a stream is cancelled once they are read). */
export async function readHead(obj: StoredObject, n = 32): Promise<Uint8Array> {
  if (obj.body instanceof Uint8Array) return obj.body.subarray(0, n);
  const reader = obj.body.getReader();
  const out = new Uint8Array(n);
  let filled = 0;
  try {
    while (filled < n) {
      const { done, value } = await reader.read();
      if (done) break;
      const take = Math.min(value.byteLength, n - filled);
      out.set(value.subarray(0, take), filled);
      filled += take;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  return out.subarray(0, filled);
}

// ---- signed upload tokens -----------------------------------------------------------------------

/**
 * The kinds of signed upload: a product image (20 MB, under products/), a post's image or video
 * (50 MB, under posts/) and a review's photo (5 MB, images only, under reviews/). The kind is signed into the token, so one kind's token never passes as the other's.
 */
export const UPLOAD_KINDS = {
  'product-upload': { keyPrefix: productKeyPrefix, maxBytes: PRODUCT_IMAGE_MAX_BYTES },
  'post-upload': { keyPrefix: postKeyPrefix, maxBytes: POST_FILE_MAX_BYTES },
  'review-upload': { keyPrefix: reviewKeyPrefix, maxBytes: REVIEW_IMAGE_MAX_BYTES },
  // A claim's photo: images of at most a review photo's size.
  'claim-upload': { keyPrefix: claimKeyPrefix, maxBytes: REVIEW_IMAGE_MAX_BYTES },
} as const;

export type UploadKind = keyof typeof UPLOAD_KINDS;

export interface UploadTokenPayload {
  typ: UploadKind;
  key: string;
  tenant: number;
  user: number;
  content_type: string;
  /** The most bytes the PUT may carry (the declared size, at most the kind's cap). */
  size: number;
  file_name: string;
  /** Unix seconds: the PUT must happen before this. */
  exp: number;
}

/** After the PUT window a token can still name its object in a save for this long (a long form). */
export const UPLOAD_SAVE_GRACE_SEC = 24 * 60 * 60;

export async function issueUploadToken(
  ctx: ServiceCtx,
  typ: UploadKind,
  p: Omit<UploadTokenPayload, 'typ' | 'exp' | 'tenant'>,
): Promise<{ token: string; payload: UploadTokenPayload }> {
  const exp = Math.floor(ctx.deps.clock.now().getTime() / 1000) + UPLOAD_URL_TTL_SEC;
  const payload: UploadTokenPayload = { typ, ...p, tenant: ctx.own.tenantId, exp };
  return { token: await signPayload(ctx.deps.config.signingSecret, payload), payload };
}

/**
 * A ticket for one file the browser uploads by itself: an R2 presigned PUT when the storage offers
 * one, else the app's own PUT /api/uploads/{token}. The token (of `typ`) names the server-chosen key.
 */
export async function signedUploadTicket(
  ctx: ServiceCtx,
  typ: UploadKind,
  p: { key: string; user: number; mime: string; size: number; fileName: string },
): Promise<UploadTicket> {
  const { token, payload } = await issueUploadToken(ctx, typ, { key: p.key, user: p.user, content_type: p.mime, size: p.size, file_name: p.fileName });
  // Recorded (and counted against the account's limits) before any URL is handed out.
  await recordUploadTicket(ctx, { kind: typ, key: p.key, user: p.user, size: p.size, expiresAt: new Date((payload.exp + UPLOAD_SAVE_GRACE_SEC) * 1000) });
  const presigned = ctx.deps.storage.presignPut
    ? await ctx.deps.storage.presignPut(p.key, { contentType: p.mime, size: p.size, expiresInSec: UPLOAD_URL_TTL_SEC })
    : null;
  return {
    upload_url: presigned?.url ?? `/api/uploads/${token}`,
    method: 'PUT',
    headers: presigned?.headers ?? { 'Content-Type': p.mime },
    upload_token: token,
    expires_at: new Date(payload.exp * 1000).toISOString(),
  };
}

/** The kind a token claims when its signature holds (null otherwise); readUploadToken still judges it. */
export async function uploadKindOf(ctx: ServiceCtx, token: string): Promise<UploadKind | null> {
  const p = await verifyPayload<{ typ?: unknown }>(ctx.deps.config.signingSecret, token);
  return p && typeof p.typ === 'string' && Object.hasOwn(UPLOAD_KINDS, p.typ) ? (p.typ as UploadKind) : null;
}

/**
 * A token of kind `typ` signed by this app, for this tenant, still in its window (`graceSec` past
 * exp for a save), naming a key of that kind under this tenant's prefix, with a size within the
 * kind's cap. Anything else is the upload-expired message.
 */
export async function readUploadToken(ctx: ServiceCtx, token: string, typ: UploadKind, graceSec = 0, field = 'upload_token'): Promise<UploadTokenPayload> {
  const kind = UPLOAD_KINDS[typ];
  const p = await verifyPayload<UploadTokenPayload>(ctx.deps.config.signingSecret, token);
  const now = Math.floor(ctx.deps.clock.now().getTime() / 1000);
  const valid =
    p &&
    p.typ === typ &&
    p.tenant === ctx.own.tenantId &&
    typeof p.key === 'string' &&
    p.key.startsWith(kind.keyPrefix(ctx.own.tenantId)) &&
    isPublicMediaKey(p.key) &&
    Number.isInteger(p.size) &&
    p.size > 0 &&
    p.size <= kind.maxBytes &&
    typeof p.exp === 'number' &&
    now <= p.exp + graceSec;
  if (!valid) throw new AppError('BAD_REQUEST', MSG.uploadExpired, { field });
  return p;
}

/**
 * The object an upload token of kind `typ` names, for a save by `user`: the token is read as
 * above (with the save grace), the object exists, is within the kind's cap and passes `judge` on
 * its first bytes. An object that can never be used is deleted; errors name `field`. `seen`
 * refuses one object twice in a save.
 */
export async function checkUploadedObject<T>(
  ctx: ServiceCtx,
  token: string,
  opts: { typ: UploadKind; user: number; field: string; seen: Set<string>; tooLarge: (p: UploadTokenPayload) => AppError; judge: (head: Uint8Array) => T },
): Promise<{ payload: UploadTokenPayload; size: number; judged: T }> {
  const { typ, field } = opts;
  const p = await readUploadToken(ctx, token, typ, UPLOAD_SAVE_GRACE_SEC, field);
  if (p.user !== opts.user) throw new AppError('BAD_REQUEST', MSG.uploadExpired, { field });
  if (opts.seen.has(p.key)) throw new AppError('VALIDATION', MSG.invalidInput, { field });
  opts.seen.add(p.key);
  // Only the first bytes are read: a 50 MB video is judged without loading it.
  const obj = await ctx.deps.storage.get(p.key, { range: { offset: 0, length: 32 } });
  if (!obj) throw new AppError('BAD_REQUEST', MSG.uploadExpired, { field });
  try {
    if (obj.size > UPLOAD_KINDS[typ].maxBytes) throw opts.tooLarge(p);
    return { payload: p, size: obj.size, judged: opts.judge(await readHead(obj)) };
  } catch (err) {
    await ctx.deps.storage.delete(p.key).catch(() => undefined);
    if (err instanceof AppError) throw new AppError(err.code, err.message, { field });
    throw err;
  }
}
