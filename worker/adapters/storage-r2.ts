import type { ObjectStorage } from './types';

/** The part of Cloudflare's R2 binding the app uses (typed here so the core needs no Workers types). */
export interface R2Like {
  put(key: string, value: Uint8Array, opts: { httpMetadata: { contentType: string } }): Promise<unknown>;
  get(key: string): Promise<{ body: ReadableStream<Uint8Array>; size: number; httpMetadata?: { contentType?: string } } | null>;
  delete(key: string): Promise<void>;
}

export function createR2Storage(bucket: R2Like): ObjectStorage {
  return {
    async put(key, body, { contentType }) {
      // R2 needs a known length: pass bytes, never an unsized stream.
      await bucket.put(key, body, { httpMetadata: { contentType } });
    },
    async get(key) {
      const o = await bucket.get(key);
      if (!o) return null;
      return { body: o.body, contentType: o.httpMetadata?.contentType ?? 'application/octet-stream', size: o.size };
    },
    async delete(key) {
      await bucket.delete(key);
    },
  };
}
