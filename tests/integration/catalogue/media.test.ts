import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, type Tenant } from '../../../db/schema';
import { PRODUCT_IMAGE_MAX_BYTES } from '../../../shared/catalogue-constants';
import { MSG } from '../../../shared/messages';
import type { ProductDetail, ProductMediaItem, UploadTicket } from '../../../shared/schemas/catalogue';
import { createApp } from '../../../worker/app';
import { signPayload } from '../../../worker/lib/signed-token';
import { DEV_SIGNING_SECRET, signingSecretFor } from '../../../worker/lib/signing-secret';
import { createWorkerApp } from '../../../worker/deps-worker';
import { createMemoryStorage } from '../../../worker/adapters/storage-memory';
import { createR2Storage, presignR2Put, type R2Like } from '../../../worker/adapters/storage-r2';
import { createTestApp, type TestApp } from '../../fixtures/app';
import { createProductRest, imageBytes, keyOf, MIME, productInput, putBytes, uploadForm } from '../../fixtures/catalogue';

/** Product images: multipart upload, limits, order and thumbnail, signed direct uploads, /media. */
let t: TestApp;
let shop: Tenant;
let otherShop: Tenant;
let merchant: string;
let rival: string;
let customer: string;
let foreignMerchant: string;

const json = async <T>(res: Response) => (await res.json()) as T;

beforeAll(async () => {
  t = await createTestApp();
  shop = await t.createTenant();
  otherShop = await t.createTenant();
  merchant = (await t.createUser(shop, 'merchant')).token;
  rival = (await t.createUser(shop, 'merchant')).token;
  customer = (await t.createUser(shop, 'customer')).token;
  foreignMerchant = (await t.createUser(otherShop, 'merchant')).token;
});
afterAll(() => t.close());

const media = async (id: number) => json<ProductMediaItem[]>(await t.request(shop, 'GET', `/api/products/${id}/media`));
const thumbnailKey = async (id: number) =>
  (await t.db.select({ k: products.thumbnailKey }).from(products).where(eq(products.id, id)))[0].k;

describe('multipart upload (POST /api/products/{id}/media)', () => {
  it('stores an image under a server-chosen public key; /media serves it with nosniff', async () => {
    const p = await createProductRest(t, shop, merchant);
    const bytes = imageBytes('png', 1000);
    const res = await uploadForm(t, shop, merchant, p.id, bytes, { name: '../../etc/passwd.png', type: 'text/html' });
    expect(res.status, await res.clone().text()).toBe(201);
    const item = await json<ProductMediaItem>(res);
    expect(item).toMatchObject({ media_type: 'image', mime_type: 'image/png', is_thumbnail: true, order: 0, file_name: '../../etc/passwd.png' });
    expect(item.file_path).toMatch(new RegExp(`^/media/public/t${shop.id}/products/[\\w-]+\\.png$`));
    expect(item.thumbnail_url).toBe(item.file_path);

    const served = await t.app.request(`http://${shop.domain}${item.file_path}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-disposition')).toBe('inline');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);

    const detail = await json<ProductDetail>(await t.request(shop, 'GET', `/api/products/${p.id}`));
    expect(detail.media).toHaveLength(1);
    expect(detail.thumbnail_url).toBe(item.file_path);
    expect(detail.image_url).toBe(item.file_path);
  });

  it.each([
    ['heic', MSG.imageHeicUnsupported, 415],
    ['heif-mif1', MSG.imageHeicUnsupported, 415],
    ['text', MSG.imageTypeOnly, 415],
    ['pdf', MSG.imageTypeOnly, 415],
  ] as const)('%s bytes are refused (declared as a JPEG) and nothing is stored', async (kind, detail, status) => {
    const p = await createProductRest(t, shop, merchant);
    const before = t.storage.keys().length;
    const res = await uploadForm(t, shop, merchant, p.id, imageBytes(kind), { name: 'photo.jpg', type: 'image/jpeg' });
    expect(res.status).toBe(status);
    expect((await res.json()).detail).toBe(detail);
    expect(t.storage.keys().length).toBe(before);
    expect(await media(p.id)).toEqual([]);
  });

  it('accepts JPEG, GIF and WebP; a missing file is a 422', async () => {
    const p = await createProductRest(t, shop, merchant);
    for (const kind of ['jpeg', 'gif', 'webp'] as const) {
      const res = await uploadForm(t, shop, merchant, p.id, imageBytes(kind));
      expect(res.status, kind).toBe(201);
      expect((await res.json()).mime_type).toBe(MIME[kind]);
    }
    const none = await t.request(shop, 'POST', `/api/products/${p.id}/media`, { token: merchant, form: { is_thumbnail: 'false' } });
    expect(none.status).toBe(422);
    const asJson = await t.request(shop, 'POST', `/api/products/${p.id}/media`, { token: merchant, json: {} });
    expect(asJson.status).toBe(422);
  });

  it('20 MB is the limit: one byte more is a 413 with the Korean message', async () => {
    const p = await createProductRest(t, shop, merchant);
    const before = t.storage.keys().length;
    const res = await uploadForm(t, shop, merchant, p.id, imageBytes('jpeg', PRODUCT_IMAGE_MAX_BYTES + 1));
    expect(res.status).toBe(413);
    expect((await res.json()).detail).toBe(MSG.imageTooLarge);
    expect(t.storage.keys().length).toBe(before);
    const exact = await uploadForm(t, shop, merchant, p.id, imageBytes('jpeg', PRODUCT_IMAGE_MAX_BYTES));
    expect(exact.status).toBe(201);
  });

  it('at most 10 images, also when uploads race (counted under the product row lock)', async () => {
    const p = await createProductRest(t, shop, merchant);
    for (let i = 0; i < 8; i++) expect((await uploadForm(t, shop, merchant, p.id, imageBytes('jpeg'))).status).toBe(201);
    const before = t.storage.keys().length;
    const raced = await Promise.all([1, 2, 3, 4].map(() => uploadForm(t, shop, merchant, p.id, imageBytes('png'))));
    const statuses = raced.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 201, 422, 422]);
    for (const r of raced.filter((x) => x.status === 422)) expect((await r.json()).detail).toBe(MSG.productImagesMax);
    expect(await media(p.id)).toHaveLength(10);
    // The refused uploads left no object behind.
    expect(t.storage.keys().length).toBe(before + 2);
  });

  it('is_thumbnail puts the new image first as the thumbnail', async () => {
    const p = await createProductRest(t, shop, merchant);
    const a = await json<ProductMediaItem>(await uploadForm(t, shop, merchant, p.id, imageBytes('jpeg')));
    const b = await json<ProductMediaItem>(await uploadForm(t, shop, merchant, p.id, imageBytes('png'), { thumbnail: true }));
    const list = await media(p.id);
    expect(list.map((m) => [m.id, m.order, m.is_thumbnail])).toEqual([
      [b.id, 0, true],
      [a.id, 1, false],
    ]);
    expect(await thumbnailKey(p.id)).toBe(keyOf(b.file_path));
  });

  it('roles and tenancy: guest 401, customer 403, another merchant 403, another tenant 404, bad ids 404', async () => {
    const p = await createProductRest(t, shop, merchant);
    const bytes = imageBytes('jpeg');
    expect((await uploadForm(t, shop, undefined, p.id, bytes)).status).toBe(401);
    expect((await uploadForm(t, shop, customer, p.id, bytes)).status).toBe(403);
    const r = await uploadForm(t, shop, rival, p.id, bytes);
    expect(r.status).toBe(403);
    expect((await r.json()).detail).toBe(MSG.productNotOwner);
    expect((await uploadForm(t, otherShop, foreignMerchant, p.id, bytes)).status).toBe(404);
    expect((await t.request(otherShop, 'GET', `/api/products/${p.id}/media`)).status).toBe(404);
    expect((await t.request(shop, 'GET', '/api/products/abc/media')).status).toBe(404);
    expect((await t.request(shop, 'DELETE', `/api/products/${p.id}/media/abc`, { token: merchant })).status).toBe(404);
  });
});

describe('order, thumbnail and delete', () => {
  async function productWith(n: number) {
    const p = await createProductRest(t, shop, merchant);
    const items: ProductMediaItem[] = [];
    for (let i = 0; i < n; i++) items.push(await json<ProductMediaItem>(await uploadForm(t, shop, merchant, p.id, imageBytes('jpeg'))));
    return { p, items };
  }

  it('PUT media/order takes a bare list or {items}; the thumbnail follows is_thumbnail', async () => {
    const { p, items } = await productWith(3);
    const [a, b, c] = items;
    const res = await t.request(shop, 'PUT', `/api/products/${p.id}/media/order`, {
      token: merchant,
      json: [
        { id: c.id, order: 0, is_thumbnail: false },
        { id: a.id, order: 1, is_thumbnail: true },
        { id: b.id, order: 2 },
      ],
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await json<ProductMediaItem[]>(res)).map((m) => [m.id, m.order, m.is_thumbnail])).toEqual([
      [c.id, 0, false],
      [a.id, 1, true],
      [b.id, 2, false],
    ]);
    expect(await thumbnailKey(p.id)).toBe(keyOf(a.file_path));

    const wrapped = await t.request(shop, 'PUT', `/api/products/${p.id}/media/order`, {
      token: merchant,
      json: { items: [{ id: b.id, order: 0, is_thumbnail: true }] },
    });
    expect(wrapped.status).toBe(200);
    expect((await json<ProductMediaItem[]>(wrapped)).map((m) => [m.id, m.is_thumbnail])).toEqual([
      [b.id, true],
      [c.id, false],
      [a.id, false],
    ]);
    const card = await json<ProductDetail>(await t.request(shop, 'GET', `/api/products/${p.id}`));
    expect(card.thumbnail_url).toBe(b.file_path);
  });

  it('order: unknown ids 422, empty 422, others 403/404', async () => {
    const { p, items } = await productWith(1);
    const other = await productWith(1);
    const put = (json: unknown, token = merchant, tenant = shop) =>
      t.request(tenant, 'PUT', `/api/products/${p.id}/media/order`, { token, json });
    expect((await put([{ id: other.items[0].id, order: 0 }])).status).toBe(422);
    expect((await put([])).status).toBe(422);
    expect((await put({})).status).toBe(422);
    expect((await put([{ id: items[0].id, order: 'x' }])).status).toBe(422);
    expect((await put([{ id: items[0].id, order: 0 }], rival)).status).toBe(403);
    expect((await put([{ id: items[0].id, order: 0 }], foreignMerchant, otherShop)).status).toBe(404);
  });

  it('deleting the thumbnail moves it to the next image and removes the object', async () => {
    const { p, items } = await productWith(3);
    const res = await t.request(shop, 'DELETE', `/api/products/${p.id}/media/${items[0].id}`, { token: merchant });
    expect(res.status).toBe(200);
    const left = await json<ProductMediaItem[]>(res);
    expect(left.map((m) => [m.id, m.order, m.is_thumbnail])).toEqual([
      [items[1].id, 0, true],
      [items[2].id, 1, false],
    ]);
    expect(t.storage.keys()).not.toContain(keyOf(items[0].file_path));
    expect(await thumbnailKey(p.id)).toBe(keyOf(items[1].file_path));
    expect((await t.request(shop, 'DELETE', `/api/products/${p.id}/media/${items[0].id}`, { token: merchant })).status).toBe(404);
    expect((await t.request(shop, 'DELETE', `/api/products/${p.id}/media/${items[1].id}`, { token: rival })).status).toBe(403);
  });

  it('bulk delete takes {media_ids}; all or nothing', async () => {
    const { p, items } = await productWith(3);
    const other = await productWith(1);
    const mixed = await t.request(shop, 'DELETE', `/api/products/${p.id}/media`, {
      token: merchant,
      json: { media_ids: [items[0].id, other.items[0].id] },
    });
    expect(mixed.status).toBe(404);
    expect(await media(p.id)).toHaveLength(3);
    expect((await t.request(shop, 'DELETE', `/api/products/${p.id}/media`, { token: merchant, json: { media_ids: [] } })).status).toBe(422);
    expect((await t.request(shop, 'DELETE', `/api/products/${p.id}/media`, { token: merchant, json: {} })).status).toBe(422);
    const res = await t.request(shop, 'DELETE', `/api/products/${p.id}/media`, {
      token: merchant,
      json: { media_ids: [items[0].id, items[2].id] },
    });
    expect(res.status).toBe(200);
    expect((await json<ProductMediaItem[]>(res)).map((m) => [m.id, m.is_thumbnail])).toEqual([[items[1].id, true]]);
    const none = await t.request(shop, 'DELETE', `/api/products/${p.id}/media`, { token: merchant, json: { media_ids: [items[1].id] } });
    expect(await none.json()).toEqual([]);
    expect(await thumbnailKey(p.id)).toBeNull();
  });

  it('tRPC media, mediaOrder and mediaDelete', async () => {
    const { p, items } = await productWith(2);
    const owner = await t.caller(shop, merchant);
    expect((await (await t.caller(shop)).catalogue.products.media({ id: p.id })).map((m) => m.id)).toEqual(items.map((m) => m.id));
    const ordered = await owner.catalogue.products.mediaOrder({ id: p.id, items: [{ id: items[1].id, order: 0, is_thumbnail: true }] });
    expect(ordered[0]).toMatchObject({ id: items[1].id, is_thumbnail: true });
    const left = await owner.catalogue.products.mediaDelete({ id: p.id, media_ids: [items[1].id] });
    expect(left.map((m) => [m.id, m.is_thumbnail])).toEqual([[items[0].id, true]]);
    const other = await t.caller(shop, rival);
    await expect(other.catalogue.products.mediaDelete({ id: p.id, media_ids: [items[0].id] })).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('permanent delete removes media rows and objects', async () => {
    const { p, items } = await productWith(2);
    const res = await t.request(shop, 'DELETE', `/api/products/${p.id}?permanent=1`, { token: merchant });
    expect(res.status).toBe(200);
    for (const m of items) expect(t.storage.keys()).not.toContain(keyOf(m.file_path));
    expect((await t.app.request(`http://${shop.domain}${items[0].file_path}`)).status).toBe(404);
  });
});

describe('signed direct uploads', () => {
  async function ticket(kind: keyof typeof MIME = 'jpeg', size = 256, token = merchant, tenant = shop): Promise<UploadTicket> {
    const caller = await t.caller(tenant, token);
    return caller.catalogue.products.uploadTicket({ file_name: `photo.${kind}`, content_type: MIME[kind], size });
  }

  it('round trip: ticket → PUT /api/uploads/{token} → create with the token → /media serves the bytes', async () => {
    const bytes = imageBytes('webp', 4096);
    const tk = await ticket('webp', bytes.byteLength);
    expect(tk.method).toBe('PUT');
    expect(tk.upload_url).toBe(`/api/uploads/${tk.upload_token}`);
    expect(tk.headers).toEqual({ 'Content-Type': 'image/webp' });
    const ttl = new Date(tk.expires_at).getTime() - t.clock.now().getTime();
    expect(ttl).toBeGreaterThan(15 * 60 * 1000 - 1000);
    expect(ttl).toBeLessThanOrEqual(15 * 60 * 1000);

    const put = await putBytes(t, shop, tk.upload_url, bytes, 'image/webp');
    expect(put.status, await put.clone().text()).toBe(200);

    const second = await ticket('png', 300);
    expect((await putBytes(t, shop, second.upload_url, imageBytes('png', 300))).status).toBe(200);

    const p = await createProductRest(t, shop, merchant, { images: [{ upload_token: tk.upload_token }, { upload_token: second.upload_token }] });
    expect(p.media.map((m) => [m.mime_type, m.order, m.is_thumbnail])).toEqual([
      ['image/webp', 0, true],
      ['image/png', 1, false],
    ]);
    expect(p.thumbnail_url).toBe(p.media[0].file_path);
    expect(p.media[0].file_name).toBe('photo.webp');

    const served = await t.app.request(`http://${shop.domain}${p.media[0].file_path}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);

    // A token names one object once: attaching it to another product is refused.
    const again = await t.request(shop, 'POST', '/api/products/', { token: merchant, json: productInput({ images: [{ upload_token: tk.upload_token }] }) });
    expect(again.status).toBe(400);
    expect((await again.json()).detail).toBe(MSG.uploadExpired);
    // And its object can no longer be overwritten.
    expect((await putBytes(t, shop, tk.upload_url, imageBytes('jpeg', 100))).status).toBe(400);
  });

  it('update keeps listed media, adds uploads, removes the rest (rows and objects); first is the thumbnail', async () => {
    const p = await createProductRest(t, shop, merchant);
    const a = await json<ProductMediaItem>(await uploadForm(t, shop, merchant, p.id, imageBytes('jpeg')));
    const b = await json<ProductMediaItem>(await uploadForm(t, shop, merchant, p.id, imageBytes('jpeg')));
    const tk = await ticket('gif', 256);
    expect((await putBytes(t, shop, tk.upload_url, imageBytes('gif'), 'image/gif')).status).toBe(200);
    const res = await t.request(shop, 'PUT', `/api/products/${p.id}`, {
      token: merchant,
      json: productInput({ images: [{ upload_token: tk.upload_token }, { media_id: b.id }] }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const detail = await json<ProductDetail>(res);
    expect(detail.media.map((m) => [m.mime_type, m.order, m.is_thumbnail])).toEqual([
      ['image/gif', 0, true],
      ['image/jpeg', 1, false],
    ]);
    expect(detail.media[1].id).toBe(b.id);
    expect(t.storage.keys()).not.toContain(keyOf(a.file_path));
    expect(await thumbnailKey(p.id)).toBe(keyOf(detail.media[0].file_path));

    // A media id of another product is refused and changes nothing.
    const other = await createProductRest(t, shop, merchant);
    const foreign = await json<ProductMediaItem>(await uploadForm(t, shop, merchant, other.id, imageBytes('jpeg')));
    const bad = await t.request(shop, 'PUT', `/api/products/${p.id}`, { token: merchant, json: productInput({ images: [{ media_id: foreign.id }] }) });
    expect(bad.status).toBe(422);
    expect(await media(p.id)).toHaveLength(2);
    // Without images the media stay as they are; an empty list removes them all.
    await t.request(shop, 'PUT', `/api/products/${p.id}`, { token: merchant, json: productInput() });
    expect(await media(p.id)).toHaveLength(2);
    await t.request(shop, 'PUT', `/api/products/${p.id}`, { token: merchant, json: productInput({ images: [] }) });
    expect(await media(p.id)).toHaveLength(0);
    expect(await thumbnailKey(p.id)).toBeNull();
  });

  it('the ticket refuses HEIC (by type or name), non-images and over 20 MB; merchants only', async () => {
    const caller = await t.caller(shop, merchant);
    const ask = (file_name: string, content_type: string, size = 100) =>
      caller.catalogue.products.uploadTicket({ file_name, content_type, size });
    await expect(ask('a.heic', 'image/heic')).rejects.toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', message: MSG.imageHeicUnsupported });
    await expect(ask('IMG_0001.HEIC', 'image/jpeg')).rejects.toMatchObject({ message: MSG.imageHeicUnsupported });
    await expect(ask('a.heif', '')).rejects.toMatchObject({ message: MSG.imageHeicUnsupported });
    await expect(ask('a.txt', 'text/plain')).rejects.toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', message: MSG.imageTypeOnly });
    // Over HTTP, as the web client sees it: 422 with the Korean detail.
    const res = await t.request(shop, 'POST', '/trpc/catalogue.products.uploadTicket', {
      token: merchant,
      json: { json: { file_name: 'a.jpg', content_type: 'image/jpeg', size: PRODUCT_IMAGE_MAX_BYTES + 1 } },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { json: { data: { detail: string; field: string } } } }).error.json.data).toMatchObject({
      detail: MSG.imageTooLarge,
      field: 'size',
    });
    await expect(ticket('jpeg', 100, customer)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect((await t.caller(shop)).catalogue.products.uploadTicket({ file_name: 'a.jpg', content_type: 'image/jpeg', size: 1 })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('the PUT refuses bad bytes (spec message, nothing stored) and more bytes than the ticket’s size', async () => {
    const heic = await ticket('jpeg', 256);
    const res = await putBytes(t, shop, heic.upload_url, imageBytes('heic'));
    expect(res.status).toBe(415);
    expect((await res.json()).detail).toBe(MSG.imageHeicUnsupported);
    const html = await ticket('jpeg', 256);
    const r2 = await putBytes(t, shop, html.upload_url, imageBytes('text'));
    expect(r2.status).toBe(415);
    expect((await r2.json()).detail).toBe(MSG.imageTypeOnly);
    const big = await ticket('jpeg', 100);
    const r3 = await putBytes(t, shop, big.upload_url, imageBytes('jpeg', 101));
    expect(r3.status).toBe(413);
    expect((await r3.json()).detail).toBe(MSG.imageTooLarge);
    const keys = t.storage.keys();
    const p = await createProductRest(t, shop, merchant);
    for (const tk of [heic, html, big]) {
      const save = await t.request(shop, 'PUT', `/api/products/${p.id}`, { token: merchant, json: productInput({ images: [{ upload_token: tk.upload_token }] }) });
      // Nothing was stored, so the save finds no object.
      expect(save.status).toBe(400);
      expect((await save.json()).detail).toBe(MSG.uploadExpired);
    }
    expect(t.storage.keys()).toEqual(keys);
  });

  it('a tampered, expired, foreign-tenant or other merchant’s token is refused', async () => {
    const tk = await ticket('jpeg', 256);
    const [body, sig] = tk.upload_token.split('.');
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString());
    const forged = `${Buffer.from(JSON.stringify({ ...payload, size: PRODUCT_IMAGE_MAX_BYTES })).toString('base64url')}.${sig}`;
    for (const token of [forged, `${body}.${sig.slice(0, -2)}AA`, 'garbage', `${body}.`]) {
      const res = await putBytes(t, shop, `/api/uploads/${token}`, imageBytes('jpeg'));
      expect(res.status, token).toBe(400);
      expect((await res.json()).detail).toBe(MSG.uploadExpired);
    }
    // Another tenant's host.
    expect((await putBytes(t, otherShop, tk.upload_url, imageBytes('jpeg'))).status).toBe(400);
    // Another merchant of the same tenant cannot attach it.
    expect((await putBytes(t, shop, tk.upload_url, imageBytes('jpeg'))).status).toBe(200);
    const theft = await t.request(shop, 'POST', '/api/products/', { token: rival, json: productInput({ images: [{ upload_token: tk.upload_token }] }) });
    expect(theft.status).toBe(400);

    // Tokens signed with the app's key but past their windows (the clock stays, sessions with it).
    const now = Math.floor(t.clock.now().getTime() / 1000);
    const signed = (p: object) => signPayload(t.deps.config.signingSecret, { ...payload, ...p });
    const late = await signed({ key: `${payload.key}-late.jpg`, exp: now - 1 });
    const res = await putBytes(t, shop, `/api/uploads/${late}`, imageBytes('jpeg'));
    expect(res.status).toBe(400);
    expect((await res.json()).detail).toBe(MSG.uploadExpired);
    // The save accepts an uploaded token for a day after the PUT window (a long form), not longer.
    const saveWithExp = (exp: number) =>
      signed({ exp }).then((token) =>
        t.request(shop, 'POST', '/api/products/', { token: merchant, json: productInput({ images: [{ upload_token: token }] }) }),
      );
    const tooLate = await saveWithExp(now - 24 * 60 * 60 - 1);
    expect(tooLate.status).toBe(400);
    expect((await tooLate.json()).detail).toBe(MSG.uploadExpired);
    expect((await saveWithExp(now - 23 * 60 * 60)).status).toBe(201);
  });

  it('the save re-checks the stored object: replaced bytes fail the whole save, nothing is lost', async () => {
    const p = await createProductRest(t, shop, merchant, { title: '원래 제목' });
    const kept = await json<ProductMediaItem>(await uploadForm(t, shop, merchant, p.id, imageBytes('jpeg')));
    const good = await ticket('jpeg', 256);
    expect((await putBytes(t, shop, good.upload_url, imageBytes('jpeg'))).status).toBe(200);
    const bad = await ticket('jpeg', 256);
    expect((await putBytes(t, shop, bad.upload_url, imageBytes('jpeg'))).status).toBe(200);
    // As a direct-to-R2 upload could: the object now holds HEIC bytes.
    const badKey = JSON.parse(Buffer.from(bad.upload_token.split('.')[0], 'base64url').toString()).key as string;
    await t.storage.put(badKey, imageBytes('heic'), { contentType: 'image/jpeg' });

    const res = await t.request(shop, 'PUT', `/api/products/${p.id}`, {
      token: merchant,
      json: productInput({ title: '바뀐 제목', images: [{ upload_token: good.upload_token }, { upload_token: bad.upload_token }] }),
    });
    expect(res.status).toBe(415);
    expect((await res.json()).detail).toBe(MSG.imageHeicUnsupported);
    const after = await json<ProductDetail>(await t.request(shop, 'GET', `/api/products/${p.id}`, { token: merchant }));
    expect(after.title).toBe('원래 제목');
    expect(after.media.map((m) => m.id)).toEqual([kept.id]);
    expect(t.storage.keys()).toContain(keyOf(kept.file_path));
    expect(t.storage.keys()).not.toContain(badKey);

    // An over-size object (R2 would have refused it; checked anyway) fails a create.
    const huge = await ticket('jpeg', 256);
    const hugeKey = JSON.parse(Buffer.from(huge.upload_token.split('.')[0], 'base64url').toString()).key as string;
    await t.storage.put(hugeKey, imageBytes('jpeg', PRODUCT_IMAGE_MAX_BYTES + 1), { contentType: 'image/jpeg' });
    const count = async () => (await t.db.select({ id: products.id }).from(products).where(eq(products.tenantId, shop.id))).length;
    const before = await count();
    const create = await t.request(shop, 'POST', '/api/products/', { token: merchant, json: productInput({ images: [{ upload_token: huge.upload_token }] }) });
    expect(create.status).toBe(413);
    expect((await create.json()).detail).toBe(MSG.imageTooLarge);
    expect(await count()).toBe(before);
  });

  it('the upload route is feature-gated and public routes never 500 on junk', async () => {
    const dark = await t.createTenant({ features: { shopping: false, delivery: false } });
    expect((await putBytes(t, dark, '/api/uploads/x', imageBytes('jpeg'))).status).toBe(403);
    expect((await putBytes(t, shop, '/api/uploads/%E0%A4%A', imageBytes('jpeg'))).status).toBeLessThan(500);
  });
});

describe('GET /media/*', () => {
  it('serves only keys under public/: a business document key is a 404', async () => {
    const docKey = `t${shop.id}/merchant-docs/license.pdf`;
    await t.storage.put(docKey, imageBytes('pdf'), { contentType: 'application/pdf' });
    expect((await t.app.request(`http://${shop.domain}/media/${docKey}`)).status).toBe(404);
    await t.storage.put(`public/t${shop.id}/products/x.jpg`, imageBytes('jpeg'), { contentType: 'image/jpeg' });
    for (const path of [
      `/media/public/%2e%2e/${docKey}`,
      `/media/public/t${shop.id}/products/..%2F..%2F${docKey}`,
      `/media/public//t${shop.id}/products/x.jpg`,
      '/media/public/nothing-here.jpg',
      '/media/%E0%A4%A',
      '/media/',
    ]) {
      const res = await t.app.request(`http://${shop.domain}${path}`);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
    expect((await t.app.request(`http://${shop.domain}/media/public/t${shop.id}/products/x.jpg`)).status).toBe(200);
  });
});

describe('R2 presigned uploads', () => {
  const creds = { accountId: 'acc123', accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret', bucket: 'local-market-media' };

  it('signs a PUT bound to the content type and length, valid for the ticket’s window', async () => {
    const { url, headers } = await presignR2Put(creds, 'public/t1/products/a b.jpg', { contentType: 'image/jpeg', size: 1234, expiresInSec: 900 }, '20260101T000000Z');
    const u = new URL(url);
    expect(u.origin).toBe('https://acc123.r2.cloudflarestorage.com');
    expect(u.pathname).toBe('/local-market-media/public/t1/products/a%20b.jpg');
    expect(u.searchParams.get('X-Amz-Expires')).toBe('900');
    expect(u.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
    expect(u.searchParams.get('X-Amz-Credential')).toBe('AKIDEXAMPLE/20260101/auto/s3/aws4_request');
    expect(u.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(headers).toEqual({ 'Content-Type': 'image/jpeg' });
    // The signature depends on the signed length.
    const other = await presignR2Put(creds, 'public/t1/products/a b.jpg', { contentType: 'image/jpeg', size: 1235, expiresInSec: 900 }, '20260101T000000Z');
    expect(new URL(other.url).searchParams.get('X-Amz-Signature')).not.toBe(u.searchParams.get('X-Amz-Signature'));
  });

  it('with R2 credentials the ticket is a presigned R2 URL for the token’s key', async () => {
    const memory = createMemoryStorage();
    const bucket: R2Like = {
      put: (key, value, opts) => memory.put(key, value, { contentType: opts.httpMetadata.contentType }),
      get: async () => null,
      head: async () => null,
      delete: (key) => memory.delete(key),
    };
    const { app } = createApp({ ...t.deps, storage: createR2Storage(bucket, creds) });
    const res = await app.request(`http://${shop.domain}/trpc/catalogue.products.uploadTicket`, {
      method: 'POST',
      headers: { host: shop.domain, authorization: `Bearer ${merchant}`, 'content-type': 'application/json' },
      body: JSON.stringify({ json: { file_name: 'a.png', content_type: 'image/png', size: 500 } }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const tk = ((await res.json()) as { result: { data: { json: UploadTicket } } }).result.data.json;
    const key = JSON.parse(Buffer.from(tk.upload_token.split('.')[0], 'base64url').toString()).key as string;
    const u = new URL(tk.upload_url);
    expect(u.host).toBe('acc123.r2.cloudflarestorage.com');
    expect(decodeURIComponent(u.pathname)).toBe(`/local-market-media/${key}`);
    expect(key).toMatch(new RegExp(`^public/t${shop.id}/products/[\\w-]+\\.png$`));
  });
});

describe('signing secret', () => {
  it('production needs APP_SECRET (Node and Worker); elsewhere a fixed development key', () => {
    expect(() => signingSecretFor('production', undefined)).toThrow(/APP_SECRET/);
    expect(signingSecretFor('production', 's3cret')).toBe('s3cret');
    expect(signingSecretFor('development', undefined)).toBe(DEV_SIGNING_SECRET);
    const bucket: R2Like = { put: async () => undefined, get: async () => null, head: async () => null, delete: async () => undefined };
    expect(() => createWorkerApp({ DATABASE_URL: 'postgres://x', MEDIA: bucket, APP_ENV: 'production' })).toThrow(/APP_SECRET/);
    const app = createWorkerApp({ DATABASE_URL: 'postgres://x', MEDIA: bucket, APP_ENV: 'production', APP_SECRET: 'k' });
    expect(app.deps.config.signingSecret).toBe('k');
    expect(app.deps.storage.presignPut).toBeUndefined();
    const withR2 = createWorkerApp({
      DATABASE_URL: 'postgres://x',
      MEDIA: bucket,
      APP_SECRET: 'k',
      R2_ACCOUNT_ID: 'a',
      R2_ACCESS_KEY_ID: 'b',
      R2_SECRET_ACCESS_KEY: 'c',
      R2_BUCKET: 'd',
    });
    expect(withR2.deps.storage.presignPut).toBeTypeOf('function');
  });
});
