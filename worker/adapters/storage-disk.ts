import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ObjectStorage } from './types';

/** Node self-hosting: objects are files under `root`, with a sidecar holding the content type. */
export function createDiskStorage(root: string): ObjectStorage {
  const fileOf = (key: string) => {
    const full = path.resolve(root, key);
    if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error('invalid storage key');
    return full;
  };
  return {
    async put(key, body, { contentType }) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body);
      await writeFile(`${file}.meta.json`, JSON.stringify({ contentType }));
    },
    async get(key) {
      const file = fileOf(key);
      try {
        const [body, meta] = await Promise.all([readFile(file), readFile(`${file}.meta.json`, 'utf8')]);
        const bytes = new Uint8Array(body.buffer, body.byteOffset, body.byteLength);
        return { body: bytes, contentType: JSON.parse(meta).contentType, size: bytes.byteLength };
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw e;
      }
    },
    async delete(key) {
      const file = fileOf(key);
      await rm(file, { force: true });
      await rm(`${file}.meta.json`, { force: true });
    },
  };
}
