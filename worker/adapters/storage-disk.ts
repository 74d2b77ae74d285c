import { mkdir, open, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { resolveRange, type ObjectStorage } from './types';

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
    async get(key, opts) {
      const file = fileOf(key);
      if (!file) return null;
      try {
        const contentType = JSON.parse(await readFile(`${file}.meta.json`, 'utf8')).contentType as string;
        if (!opts?.range) {
          const body = await readFile(file);
          return { body: new Uint8Array(body.buffer, body.byteOffset, body.byteLength), contentType, size: body.byteLength };
        }
        // A range reads only its own bytes (a video seeks without reading the whole file).
        const handle = await open(file, 'r');
        try {
          const size = (await handle.stat()).size;
          const range = resolveRange(opts.range, size);
          const body = new Uint8Array(range?.length ?? 0);
          if (range) await handle.read(body, 0, range.length, range.offset);
          return { body, contentType, size, range };
        } finally {
          await handle.close();
        }
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
