import { AwsV4Signer } from 'aws4fetch';
import { resolveRange, type ObjectStorage } from './types';

/** The part of Cloudflare's R2 binding the app uses (typed here so the core needs no Workers types). */
export interface R2Like {
  put(key: string, value: Uint8Array, opts: { httpMetadata: { contentType: string } }): Promise<unknown>;
  get(key: string, opts?: { range?: { offset: number; length: number } }): Promise<{ body: ReadableStream<Uint8Array>; size: number; httpMetadata?: { contentType?: string } } | null>;
  head(key: string): Promise<{ size: number; httpMetadata?: { contentType?: string } } | null>;
  delete(key: string): Promise<void>;
}

/** R2's S3-compatible API credentials (an R2 API token), used only to presign browser uploads. */
export interface R2S3Credentials {
  accountId: string;
  accessKeyId: string;
  secretAccessKey: string;
  bucket: string;
}

/** Each path segment percent-encoded, slashes kept (S3 canonical URI). */
const encodeKey = (key: string) => key.split('/').map(encodeURIComponent).join('/');

export function createR2Storage(bucket: R2Like, s3?: R2S3Credentials): ObjectStorage {
  const storage: ObjectStorage = {
    async put(key, body, { contentType }) {
      // R2 needs a known length: pass bytes, never an unsized stream.
      await bucket.put(key, body, { httpMetadata: { contentType } });
    },
    async get(key, opts) {
      if (!opts?.range) {
        const o = await bucket.get(key);
        if (!o) return null;
        return { body: o.body, contentType: o.httpMetadata?.contentType ?? 'application/octet-stream', size: o.size };
      }
      // The size first, so the range is resolved (and refused) the same way as on disk.
      const head = await bucket.head(key);
      if (!head) return null;
      const contentType = head.httpMetadata?.contentType ?? 'application/octet-stream';
      const range = resolveRange(opts.range, head.size);
      if (!range) return { body: new Uint8Array(), contentType, size: head.size, range: null };
      const o = await bucket.get(key, { range });
      if (!o) return null;
      return { body: o.body, contentType, size: head.size, range };
    },
    async delete(key) {
      await bucket.delete(key);
    },
  };
  if (s3) storage.presignPut = (key, opts) => presignR2Put(s3, key, opts);
  return storage;
}

/**
 * SigV4 query-signed PUT URL on `<account>.r2.cloudflarestorage.com`. Content-Type and
 * Content-Length are signed, so R2 refuses any other type or size.
 */
export async function presignR2Put(
  s3: R2S3Credentials,
  key: string,
  opts: { contentType: string; size: number; expiresInSec: number },
  datetime?: string,
) {
  const url = new URL(`https://${s3.accountId}.r2.cloudflarestorage.com/${encodeURIComponent(s3.bucket)}/${encodeKey(key)}`);
  url.searchParams.set('X-Amz-Expires', String(opts.expiresInSec));
  const signer = new AwsV4Signer({
    method: 'PUT',
    url: url.toString(),
    headers: { 'content-type': opts.contentType, 'content-length': String(opts.size) },
    accessKeyId: s3.accessKeyId,
    secretAccessKey: s3.secretAccessKey,
    service: 's3',
    region: 'auto',
    signQuery: true,
    // aws4fetch leaves content-type and content-length unsigned unless told to sign every header.
    allHeaders: true,
    datetime,
  });
  const signed = await signer.sign();
  return { url: signed.url.toString(), headers: { 'Content-Type': opts.contentType } };
}
