import type { ObjectStorage } from './types';

/** Tests: objects live in a map for the life of the app. */
export function createMemoryStorage(): ObjectStorage & { keys(): string[] } {
  const objects = new Map<string, { body: Uint8Array; contentType: string }>();
  return {
    async put(key, body, { contentType }) {
      objects.set(key, { body: new Uint8Array(body), contentType });
    },
    async get(key) {
      const o = objects.get(key);
      return o ? { body: o.body, contentType: o.contentType, size: o.body.byteLength } : null;
    },
    async delete(key) {
      objects.delete(key);
    },
    keys: () => [...objects.keys()],
  };
}
