import { arrayContains, eq, or } from 'drizzle-orm';
import { orderClaims, postMedia, productMedia, reviewMedia } from '../../../../db/schema';
import { AppError } from '../../../../shared/errors';
import type { FeatureKey } from '../../../../shared/features';
import { MSG } from '../../../../shared/messages';
import type { ServiceCtx } from '../../../env';
import type { SniffedType } from '../../../lib/file-type';
import { postFileTooLarge, sniffPostMedia } from '../../content/posts/internal-media';
import { reviewImageTooLarge } from '../../reviews/internal';
import { checkImageBytes, imageTooLarge, readUploadToken, uploadKindOf, type UploadKind, type UploadTokenPayload } from './internal-images';

export interface ReceiveUploadInput {
  token: string;
  body: ReadableStream<Uint8Array> | null;
}

/** Reads a body up to `max` bytes; one byte more and the upload is refused (a length header can lie). */
async function readCapped(body: ReadableStream<Uint8Array>, max: number, tooLarge: () => AppError): Promise<Uint8Array> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > max) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}

/** What each kind of upload accepts: the features that serve it, its size refusal, its bytes, and whether a saved row already uses the key. */
const RECEIVERS: Record<
  UploadKind,
  {
    features: FeatureKey[];
    tooLarge: (p: UploadTokenPayload) => AppError;
    judge: (head: Uint8Array) => SniffedType;
    used: (ctx: ServiceCtx, key: string) => Promise<unknown[]>;
  }
> = {
  'product-upload': {
    features: ['shopping', 'delivery'],
    tooLarge: () => imageTooLarge(),
    judge: checkImageBytes,
    used: (ctx, key) =>
      ctx.db.select({ id: productMedia.id }).from(productMedia).where(ctx.own.where(productMedia, eq(productMedia.storageKey, key))).limit(1),
  },
  'post-upload': {
    features: ['content'],
    tooLarge: (p) => postFileTooLarge(p.file_name),
    judge: (head) => sniffPostMedia(head).type,
    used: (ctx, key) =>
      ctx.db
        .select({ id: postMedia.id })
        .from(postMedia)
        .where(ctx.own.where(postMedia, or(eq(postMedia.storageKey, key), eq(postMedia.thumbnailKey, key))))
        .limit(1),
  },
  // A review's photo row lives with its product (the shown catalogue).
  'review-upload': {
    features: ['reviews'],
    tooLarge: () => reviewImageTooLarge(),
    judge: checkImageBytes,
    used: (ctx, key) =>
      ctx.db.select({ id: reviewMedia.id }).from(reviewMedia).where(ctx.shown.where(reviewMedia, eq(reviewMedia.storageKey, key))).limit(1),
  },
  // A claim's photo: the claim lives with the order (the shown tenant).
  'claim-upload': {
    features: ['payment'],
    tooLarge: () => imageTooLarge(),
    judge: checkImageBytes,
    used: (ctx, key) =>
      ctx.db.select({ id: orderClaims.id }).from(orderClaims).where(ctx.shown.where(orderClaims, arrayContains(orderClaims.photoKeys, [key]))).limit(1),
  },
};

/**
 * PUT /api/uploads/{token}: the app's own upload target (Node, or a Worker without R2 S3
 * credentials) for product images, post media and review photos. The signed token is the authority: its kind,
 * key, tenant, size cap and window. The bytes must suit the kind; nothing is stored otherwise.
 */
export async function receiveUpload({ ctx, input }: { ctx: ServiceCtx; input: ReceiveUploadInput }): Promise<{ ok: true; size: number; content_type: string }> {
  // The kind's own feature gates it; a token that names no kind is judged as a product's (the route's first use).
  const typ = (await uploadKindOf(ctx, input.token)) ?? 'product-upload';
  const receiver = RECEIVERS[typ];
  if (!receiver.features.some((f) => ctx.features[f])) throw new AppError('FEATURE_DISABLED', MSG.featureDisabled);
  const p = await readUploadToken(ctx, input.token, typ, 0, 'token');
  if (!input.body) throw new AppError('VALIDATION', typ === 'post-upload' ? MSG.postFileType : MSG.imageTypeOnly, { field: 'file' });
  const bytes = await readCapped(input.body, p.size, () => receiver.tooLarge(p));
  const type = receiver.judge(bytes.subarray(0, 32));
  // Once a product or post uses the object, its token cannot replace the bytes.
  const [used] = await receiver.used(ctx, p.key);
  if (used) throw new AppError('BAD_REQUEST', MSG.uploadExpired, { field: 'token' });
  await ctx.deps.storage.put(p.key, bytes, { contentType: type.mime });
  return { ok: true, size: bytes.byteLength, content_type: type.mime };
}
