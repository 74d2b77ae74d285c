import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ObjectStorage } from './types';

/** Errors that only mean "there is no object at this key" (a path below a file, a directory, too long a name). */
const NO_OBJECT = new Set(['ENOENT', 'ENOTDIR', 'EISDIR', 'ENAMETOOLONG', 'ERR_FS_EISDIR']);
const isNoObject = (e: unknown) => NO_OBJECT.has((e as NodeJS.ErrnoException)?.code ?? '');

/** A key names a file under the root: relative, no `..` segment, no NUL or backslash. */
const validKey = (key: string) =>
  key !== '' &&
  !key.startsWith('/') &&
  !key.includes('\0') &&
  !key.includes('\\') &&
  !key.split('/').includes('..');

/** Node self-hosting: objects are files under `root`, with a sidecar holding the content type. */
export function createDiskStorage(root: string): ObjectStorage {
  const base = path.resolve(root);
  /** The file of a key, or null when the key is refused. */
  const fileOf = (key: string): string | null => {
    if (!validKey(key)) return null;
    const full = path.resolve(base, key);
    return full.startsWith(base + path.sep) ? full : null;
  };
  return {
    async put(key, body, { contentType }) {
      const file = fileOf(key);
      if (!file) throw new Error('invalid storage key');
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body);
      await writeFile(`${file}.meta.json`, JSON.stringify({ contentType }));
    },
    async get(key) {
      const file = fileOf(key);
      if (!file) return null;
      try {
        const [body, meta] = await Promise.all([readFile(file), readFile(`${file}.meta.json`, 'utf8')]);
        const bytes = new Uint8Array(body.buffer, body.byteOffset, body.byteLength);
        return { body: bytes, contentType: JSON.parse(meta).contentType, size: bytes.byteLength };
      } catch (e) {
        if (isNoObject(e)) return null;
        throw e;
      }
    },
    async delete(key) {
      const file = fileOf(key);
      if (!file) return;
      for (const f of [file, `${file}.meta.json`]) {
        try {
          await rm(f, { force: true });
        } catch (e) {
          if (!isNoObject(e)) throw e;
        }
      }
    },
  };
}
