import { eq } from 'drizzle-orm';
import { productMedia } from '../../../../db/schema';
import { AppError } from '../../../../shared/errors';
import { MSG } from '../../../../shared/messages';
import type { ServiceCtx } from '../../../env';
import { checkImageBytes, imageTooLarge, readUploadToken } from './internal-images';

export interface ReceiveUploadInput {
  token: string;
  body: ReadableStream<Uint8Array> | null;
}

/** Reads a body up to `max` bytes; one byte more and the upload is refused (a length header can lie). */
async function readCapped(body: ReadableStream<Uint8Array>, max: number): Promise<Uint8Array> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > max) {
      await reader.cancel().catch(() => undefined);
      throw imageTooLarge();
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

/**
 * PUT /api/uploads/{token}: the app's own upload target (Node, or a Worker without R2 S3
 * credentials). The signed token is the authority: its key, tenant, size cap and window. The
 * bytes must be an image; nothing is stored otherwise.
 */
export async function receiveUpload({ ctx, input }: { ctx: ServiceCtx; input: ReceiveUploadInput }): Promise<{ ok: true; size: number; content_type: string }> {
  const p = await readUploadToken(ctx, input.token, 0, 'token');
  if (!input.body) throw new AppError('VALIDATION', MSG.imageTypeOnly, { field: 'file' });
  const bytes = await readCapped(input.body, p.size);
  const type = checkImageBytes(bytes.subarray(0, 32));
  // Once a product uses the object, its token cannot replace the bytes.
  const [used] = await ctx.db
    .select({ id: productMedia.id })
    .from(productMedia)
    .where(ctx.own.where(productMedia, eq(productMedia.storageKey, p.key)))
    .limit(1);
  if (used) throw new AppError('BAD_REQUEST', MSG.uploadExpired, { field: 'token' });
  await ctx.deps.storage.put(p.key, bytes, { contentType: type.mime });
  return { ok: true, size: bytes.byteLength, content_type: type.mime };
}
