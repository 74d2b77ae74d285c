import { resolveRange, type ObjectStorage } from './types';

/** Tests: objects live in a map for the life of the app. */
export function createMemoryStorage(): ObjectStorage & { keys(): string[] } {
  const objects = new Map<string, { body: Uint8Array; contentType: string }>();
  return {
    async put(key, body, { contentType }) {
      objects.set(key, { body: new Uint8Array(body), contentType });
    },
    async get(key, opts) {
      const o = objects.get(key);
      if (!o) return null;
      const size = o.body.byteLength;
      if (!opts?.range) return { body: o.body, contentType: o.contentType, size };
      const range = resolveRange(opts.range, size);
      return { body: range ? o.body.subarray(range.offset, range.offset + range.length) : new Uint8Array(), contentType: o.contentType, size, range };
    },
    async delete(key) {
      objects.delete(key);
    },
    keys: () => [...objects.keys()],
  };
}
