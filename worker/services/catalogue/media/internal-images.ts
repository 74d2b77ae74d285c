import { PRODUCT_IMAGE_MAX_BYTES, PRODUCT_IMAGE_TYPES, UPLOAD_URL_TTL_SEC } from '../../../../shared/catalogue-constants';
import { AppError } from '../../../../shared/errors';
import { MSG } from '../../../../shared/messages';
import type { StoredObject } from '../../../adapters/types';
import type { ServiceCtx } from '../../../env';
import { randomToken } from '../../../lib/crypto';
import { isHeif, sniffImage, type SniffedType } from '../../../lib/file-type';
import { signPayload, verifyPayload } from '../../../lib/signed-token';

/** Only keys under this prefix are ever served by GET /media/*. */
export const PUBLIC_MEDIA_PREFIX = 'public/';

export const productKeyPrefix = (tenant: number) => `${PUBLIC_MEDIA_PREFIX}t${tenant}/products/`;

/** Server-chosen object key of a product image, under its tenant's prefix (`ctx.own.tenantId`). */
export const newProductMediaKey = (tenant: number, ext: string) => `${productKeyPrefix(tenant)}${randomToken(18)}.${ext}`;

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

/** A declared type and name (before any byte is seen): HEIC by type or extension, images only. */
export function checkDeclaredImage(contentType: string, fileName: string): { mime: string; ext: string } {
  const type = contentType.toLowerCase().split(';')[0].trim();
  if (HEIF_TYPES.has(type) || /\.(heic|heif)$/i.test(fileName)) {
    throw new AppError('UNSUPPORTED_MEDIA', MSG.imageHeicUnsupported, { field: 'content_type' });
  }
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

export interface UploadTokenPayload {
  typ: 'product-upload';
  key: string;
  tenant: number;
  user: number;
  content_type: string;
  /** The most bytes the PUT may carry (the declared size, at most 20 MB). */
  size: number;
  file_name: string;
  /** Unix seconds: the PUT must happen before this. */
  exp: number;
}

/** After the PUT window a token can still name its object in a save for this long (a long form). */
export const UPLOAD_SAVE_GRACE_SEC = 24 * 60 * 60;

export async function issueUploadToken(
  ctx: ServiceCtx,
  p: Omit<UploadTokenPayload, 'typ' | 'exp' | 'tenant'> & { user: number },
): Promise<{ token: string; payload: UploadTokenPayload }> {
  const exp = Math.floor(ctx.deps.clock.now().getTime() / 1000) + UPLOAD_URL_TTL_SEC;
  const payload: UploadTokenPayload = { typ: 'product-upload', ...p, tenant: ctx.own.tenantId, exp };
  return { token: await signPayload(ctx.deps.config.signingSecret, payload), payload };
}

/**
 * A token signed by this app, for this tenant, still in its window (`graceSec` past exp for a
 * save), naming a product-image key of this tenant. Anything else is the upload-expired message.
 */
export async function readUploadToken(ctx: ServiceCtx, token: string, graceSec = 0, field = 'upload_token'): Promise<UploadTokenPayload> {
  const p = await verifyPayload<UploadTokenPayload>(ctx.deps.config.signingSecret, token);
  const now = Math.floor(ctx.deps.clock.now().getTime() / 1000);
  const valid =
    p &&
    p.typ === 'product-upload' &&
    p.tenant === ctx.own.tenantId &&
    typeof p.key === 'string' &&
    p.key.startsWith(productKeyPrefix(ctx.own.tenantId)) &&
    isPublicMediaKey(p.key) &&
    Number.isInteger(p.size) &&
    p.size > 0 &&
    p.size <= PRODUCT_IMAGE_MAX_BYTES &&
    typeof p.exp === 'number' &&
    now <= p.exp + graceSec;
  if (!valid) throw new AppError('BAD_REQUEST', MSG.uploadExpired, { field });
  return p;
}
