import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDiskStorage } from '../../worker/adapters/storage-disk';
import type { ObjectStorage } from '../../worker/adapters/types';
import { createTestApp, type TestApp } from '../fixtures/app';
import { PNG } from '../fixtures/auth';

/** The disk storage answers "no object" for paths that cannot be one, and refuses keys that leave its root. */
let dir: string;
let storage: ObjectStorage;
let t: TestApp;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'storage-disk-'));
  storage = createDiskStorage(path.join(dir, 'media'));
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
  await rm(dir, { recursive: true, force: true });
});

const KEY = 'public/t1/products/x.png';

describe('disk storage', () => {
  it('stores, reads and deletes an object', async () => {
    await storage.put(KEY, PNG, { contentType: 'image/png' });
    expect(await storage.get(KEY)).toEqual({ body: PNG, contentType: 'image/png', size: PNG.byteLength });
    await storage.delete(KEY);
    expect(await storage.get(KEY)).toBeNull();
    await storage.put(KEY, PNG, { contentType: 'image/png' });
  });

  it('a path below a file, a directory, a missing or too long name is no object (get and delete)', async () => {
    const missing = [
      `${KEY}/evil`, // ENOTDIR
      `${KEY}/a/b/c`,
      'public/t1/products', // EISDIR
      'public/t1/products/', // EISDIR
      'public/t1/products/nope.png', // ENOENT
      `public/t1/products/${'a'.repeat(300)}.png`, // ENAMETOOLONG
    ];
    for (const key of missing) {
      expect(await storage.get(key), key).toBeNull();
      await expect(storage.delete(key), key).resolves.toBeUndefined();
    }
    // Deleting those removed nothing.
    expect(await storage.get(KEY)).not.toBeNull();
    expect((await stat(path.join(dir, 'media', 'public/t1/products'))).isDirectory()).toBe(true);
  });

  it('refuses keys with .., NUL or a backslash: nothing read, written or deleted outside the root', async () => {
    await writeFile(path.join(dir, 'secret.txt'), 'secret');
    await writeFile(path.join(dir, 'secret.txt.meta.json'), JSON.stringify({ contentType: 'text/plain' }));
    const refused = [
      '../secret.txt',
      'public/../../secret.txt',
      'public/t1/products/..',
      '..',
      'public/t1/\0x.png',
      'public\\t1\\products\\x.png',
      '..\\secret.txt',
      `/${path.join(dir, 'secret.txt')}`,
      path.join(dir, 'secret.txt'),
      '',
    ];
    for (const key of refused) {
      expect(await storage.get(key), JSON.stringify(key)).toBeNull();
      await expect(storage.delete(key), JSON.stringify(key)).resolves.toBeUndefined();
      await expect(storage.put(key, PNG, { contentType: 'image/png' }), JSON.stringify(key)).rejects.toThrow('invalid storage key');
    }
    expect((await readdir(dir)).sort()).toEqual(['media', 'secret.txt', 'secret.txt.meta.json']);
  });

  it('GET /media/ below an existing file is a 404, not a 500', async () => {
    const original = t.deps.storage;
    t.deps.storage = storage;
    try {
      const ok = await t.app.request(`http://${'media.test'}/media/${KEY}`);
      expect(ok.status).toBe(200);
      expect(new Uint8Array(await ok.arrayBuffer())).toEqual(PNG);
      for (const p of [`/media/${KEY}/evil`, '/media/public/t1/products', `/media/public/t1/products/${'a'.repeat(300)}.png`, '/media/public/t1/%5Cx.png']) {
        const res = await t.app.request(`http://media.test${p}`);
        expect(res.status, p).toBe(404);
        expect((await res.json()).code).toBe('NOT_FOUND');
      }
    } finally {
      t.deps.storage = original;
    }
  });
});
