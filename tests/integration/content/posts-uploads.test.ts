import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { postMedia, type Tenant } from '../../../db/schema';
import { POST_FILE_MAX_BYTES } from '../../../shared/content-constants';
import { MSG } from '../../../shared/messages';
import type { UploadTicket } from '../../../shared/schemas/catalogue';
import type { PostEditFormInput, PostItem, PostSaveFormInput } from '../../../shared/schemas/content';
import { createMemoryStorage } from '../../../worker/adapters/storage-memory';
import { createR2Storage, type R2Like } from '../../../worker/adapters/storage-r2';
import { createApp } from '../../../worker/app';
import { signPayload } from '../../../worker/lib/signed-token';
import { toErrorBody } from '../../../worker/middleware/errors';
import { createTestApp, type TestApp } from '../../fixtures/app';
import { imageBytes, keyOf, productInput, putBytes } from '../../fixtures/catalogue';
import { mp4Part, webmPart } from '../../fixtures/content';

/** Posts made from direct uploads: content.posts.uploadTicket → PUT /api/uploads/{token} → createWithUploads / updateWithUploads. */
let t: TestApp;
let MP4: Uint8Array;
let WEBM: Uint8Array;
beforeAll(async () => {
  t = await createTestApp();
  MP4 = new Uint8Array(await mp4Part().arrayBuffer());
  WEBM = new Uint8Array(await webmPart().arrayBuffer());
});
afterAll(() => t.close());

async function site() {
  const tenant = await t.createTenant();
  const author = await t.createUser(tenant, 'merchant');
  const rival = await t.createUser(tenant, 'merchant');
  const reader = await t.createUser(tenant, 'customer');
  return { tenant, author: author.token, rival: rival.token, reader: reader.token };
}

/** What a refused call answers, as either transport would map it (status, detail, code, field). */
async function refusal(call: Promise<unknown>) {
  try {
    await call;
  } catch (err) {
    const { status, body } = toErrorBody((err as { cause?: unknown }).cause ?? err);
    return { status, ...body };
  }
  throw new Error('expected a refusal');
}

const ticket = async (tenant: Tenant, token: string, file_name: string, content_type: string, size: number): Promise<UploadTicket> =>
  (await t.caller(tenant, token)).content.posts.uploadTicket({ file_name, content_type, size });

/** A ticket and the PUT of `bytes` to it: the token a save names. */
async function upload(tenant: Tenant, token: string, bytes: Uint8Array, file_name = 'photo.jpg', content_type = 'image/jpeg'): Promise<string> {
  const tk = await ticket(tenant, token, file_name, content_type, bytes.byteLength);
  const res = await putBytes(t, tenant, tk.upload_url, bytes, content_type);
  expect(res.status, await res.clone().text()).toBe(200);
  return tk.upload_token;
}
const jpeg = () => imageBytes('jpeg', 64);
const uploadJpeg = (tenant: Tenant, token: string, name = 'photo.jpg') => upload(tenant, token, jpeg(), name);
const uploadMp4 = (tenant: Tenant, token: string, name = 'clip.mp4') => upload(tenant, token, MP4, name, 'video/mp4');

const text = { title: '직접 올린 소식', content: '사과밭 영상과 사진이에요' };
const create = async (tenant: Tenant, token: string, media: PostSaveFormInput['media'], extra: Partial<PostSaveFormInput> = {}): Promise<PostItem> =>
  (await t.caller(tenant, token)).content.posts.createWithUploads({ ...text, ...extra, media });
const update = async (tenant: Tenant, token: string, input: Omit<PostEditFormInput, 'title' | 'content'> & Partial<PostEditFormInput>): Promise<PostItem> =>
  (await t.caller(tenant, token)).content.posts.updateWithUploads({ ...text, ...input });

const keyOfToken = (token: string) => JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString()).key as string;
const served = async (tenant: Tenant, path: string) => t.app.request(`http://${tenant.domain}${path}`);

describe('content.posts.uploadTicket', () => {
  it('answers the products’ ticket shape for a post key; videos by type or by extension', async () => {
    const { tenant, author } = await site();
    const tk = await ticket(tenant, author, 'clip.mp4', 'video/mp4', 1000);
    expect(tk).toMatchObject({ method: 'PUT', headers: { 'Content-Type': 'video/mp4' }, upload_url: `/api/uploads/${tk.upload_token}` });
    expect(keyOfToken(tk.upload_token)).toMatch(new RegExp(`^public/t${tenant.id}/posts/[\\w-]+\\.mp4$`));
    const payload = JSON.parse(Buffer.from(tk.upload_token.split('.')[0], 'base64url').toString());
    expect(payload).toMatchObject({ typ: 'post-upload', tenant: tenant.id, size: 1000, file_name: 'clip.mp4' });
    expect(new Date(tk.expires_at).getTime()).toBeGreaterThan(t.clock.now().getTime());
    // An untyped .mov (as some browsers send it) is a QuickTime video; an image by its type.
    expect((await ticket(tenant, author, 'IMG_1.MOV', '', 10)).headers).toEqual({ 'Content-Type': 'video/quicktime' });
    expect((await ticket(tenant, author, 'a.webm', 'application/octet-stream', 10)).headers).toEqual({ 'Content-Type': 'video/webm' });
    expect((await ticket(tenant, author, 'a.png', 'image/png', 10)).headers).toEqual({ 'Content-Type': 'image/png' });
    // 50 MB exactly is allowed.
    await expect(ticket(tenant, author, 'big.mp4', 'video/mp4', POST_FILE_MAX_BYTES)).resolves.toBeTruthy();
  });

  it('with R2 credentials the ticket is a presigned R2 URL for the post key, bound to the video’s type', async () => {
    const { tenant, author } = await site();
    const memory = createMemoryStorage();
    const bucket: R2Like = {
      put: (key, value, opts) => memory.put(key, value, { contentType: opts.httpMetadata.contentType }),
      get: async () => null,
      head: async () => null,
      delete: (key) => memory.delete(key),
    };
    const creds = { accountId: 'acc123', accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret', bucket: 'local-market-media' };
    const { app } = createApp({ ...t.deps, storage: createR2Storage(bucket, creds) });
    const res = await app.request(`http://${tenant.domain}/trpc/content.posts.uploadTicket`, {
      method: 'POST',
      headers: { host: tenant.domain, authorization: `Bearer ${author}`, 'content-type': 'application/json' },
      body: JSON.stringify({ json: { file_name: 'clip.webm', content_type: 'video/webm', size: 5000 } }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const tk = ((await res.json()) as { result: { data: { json: UploadTicket } } }).result.data.json;
    const u = new URL(tk.upload_url);
    expect(u.host).toBe('acc123.r2.cloudflarestorage.com');
    expect(decodeURIComponent(u.pathname)).toBe(`/local-market-media/${keyOfToken(tk.upload_token)}`);
    expect(keyOfToken(tk.upload_token)).toMatch(new RegExp(`^public/t${tenant.id}/posts/[\\w-]+\\.webm$`));
    expect(tk.headers).toEqual({ 'Content-Type': 'video/webm' });
  });

  it('refuses over 50 MB (naming the file), HEIC, other types; merchants only', async () => {
    const { tenant, author, reader } = await site();
    expect(await refusal(ticket(tenant, author, '긴영상.mp4', 'video/mp4', POST_FILE_MAX_BYTES + 1))).toMatchObject({
      detail: MSG.postFileTooLarge('긴영상.mp4'),
      field: 'size',
    });
    expect(await refusal(ticket(tenant, author, 'a.heic', 'image/heic', 10))).toMatchObject({ status: 415, detail: MSG.imageHeicUnsupported });
    expect(await refusal(ticket(tenant, author, 'IMG_0001.HEIC', 'image/jpeg', 10))).toMatchObject({ detail: MSG.imageHeicUnsupported });
    expect(await refusal(ticket(tenant, author, 'a.txt', 'text/plain', 10))).toMatchObject({ status: 415, detail: MSG.postFileType, field: 'content_type' });
    expect(await refusal(ticket(tenant, author, 'a.avi', 'video/x-msvideo', 10))).toMatchObject({ detail: MSG.postFileType });
    expect(await refusal(ticket(tenant, reader, 'a.jpg', 'image/jpeg', 10))).toMatchObject({ status: 403 });
    const off = await t.createTenant({ features: { content: false } });
    const offMerchant = (await t.createUser(off, 'merchant')).token;
    expect(await refusal(ticket(off, offMerchant, 'a.jpg', 'image/jpeg', 10))).toMatchObject({ status: 403, code: 'FEATURE_DISABLED' });
  });
});

describe('PUT /api/uploads/{token} with a post token', () => {
  it('stores an image or a video with its sniffed type; refuses other bytes and more than the ticket’s size', async () => {
    const { tenant, author } = await site();
    const video = await ticket(tenant, author, 'clip.mp4', 'video/mp4', WEBM.byteLength);
    // Declared an MP4, the bytes are a WebM: stored as what they are.
    const res = await putBytes(t, tenant, video.upload_url, WEBM, 'video/mp4');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ ok: true, content_type: 'video/webm', size: WEBM.byteLength });
    expect((await t.storage.get(keyOfToken(video.upload_token)))?.contentType).toBe('video/webm');

    const before = t.storage.keys().length;
    const html = await ticket(tenant, author, 'a.jpg', 'image/jpeg', 256);
    const bad = await putBytes(t, tenant, html.upload_url, imageBytes('text'));
    expect(bad.status).toBe(415);
    expect((await bad.json()).detail).toBe(MSG.postFileType);
    const heic = await ticket(tenant, author, 'b.jpg', 'image/jpeg', 256);
    expect((await putBytes(t, tenant, heic.upload_url, imageBytes('heic'))).status).toBe(415);
    const small = await ticket(tenant, author, '작은.jpg', 'image/jpeg', 100);
    const over = await putBytes(t, tenant, small.upload_url, imageBytes('jpeg', 101));
    expect(over.status).toBe(413);
    expect((await over.json()).detail).toBe(MSG.postFileTooLarge('작은.jpg'));
    expect(t.storage.keys().length).toBe(before);
  });

  it('is served on a site with only the community on; a post token on a site without it is a 403', async () => {
    const community = await t.createTenant({ features: { shopping: false, delivery: false } });
    const merchant = (await t.createUser(community, 'merchant')).token;
    await uploadJpeg(community, merchant);
    const shop = await t.createTenant({ features: { content: false } });
    const owner = await t.createUser(shop, 'merchant');
    const now = Math.floor(t.clock.now().getTime() / 1000);
    const token = await signPayload(t.deps.config.signingSecret, {
      typ: 'post-upload',
      key: `public/t${shop.id}/posts/walk.jpg`,
      tenant: shop.id,
      user: owner.user.id,
      content_type: 'image/jpeg',
      size: 64,
      file_name: 'walk.jpg',
      exp: now + 600,
    });
    const res = await putBytes(t, shop, `/api/uploads/${token}`, jpeg());
    expect((await res.clone().json()).code).toBe('FEATURE_DISABLED');
    expect(res.status).toBe(403);
  });
});

describe('content.posts.createWithUploads', () => {
  it('two images and a video with a captured frame, in order; /media serves them; the objects cannot be replaced afterwards', async () => {
    const { tenant, author } = await site();
    const a = await uploadJpeg(tenant, author, 'a.jpg');
    const v = await uploadMp4(tenant, author, 'v.mp4');
    const frame = await upload(tenant, author, imageBytes('png', 80), 'frame.png', 'image/png');
    const b = await upload(tenant, author, imageBytes('webp', 90), 'b.webp', 'image/webp');
    const post = await create(tenant, author, [{ upload_token: a }, { upload_token: v, thumbnail_token: frame }, { upload_token: b }], { is_announcement: true });
    expect(post).toMatchObject({ title: text.title, content: text.content, is_announcement: true, is_video: true });
    expect(post.media.map((m) => [m.media_type, m.mime_type, m.file_name, m.is_thumbnail])).toEqual([
      ['image', 'image/jpeg', 'a.jpg', true],
      ['video', 'video/mp4', 'v.mp4', false],
      ['image', 'image/webp', 'b.webp', false],
    ]);
    expect(keyOf(post.media[0].file_path)).toBe(keyOfToken(a));
    expect(keyOf(post.media[1].thumbnail_url!)).toBe(keyOfToken(frame));
    const file = await served(tenant, post.media[1].file_path);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('video/mp4');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(MP4);
    // Once used (as a file or as a frame), a token can neither replace the bytes nor be saved again.
    for (const used of [a, frame]) {
      const again = await putBytes(t, tenant, `/api/uploads/${used}`, jpeg());
      expect(again.status).toBe(400);
      expect((await again.json()).detail).toBe(MSG.uploadExpired);
      expect(await refusal(create(tenant, author, [{ upload_token: used }]))).toMatchObject({ status: 400, detail: MSG.uploadExpired });
    }
    // The REST read shows the same post.
    const rest = await t.request(tenant, 'GET', `/api/content/posts/${post.id}`);
    expect(((await rest.json()) as PostItem).media.map((m) => m.id)).toEqual(post.media.map((m) => m.id));
  });

  it('refuses 0 and 11 media, a thumbnail on an image, a media id, NUL in the title; customers get a 403', async () => {
    const { tenant, author, reader } = await site();
    expect(await refusal(create(tenant, author, []))).toMatchObject({ detail: MSG.postMediaRequired, field: 'media' });
    const eleven = Array.from({ length: 11 }, () => ({ upload_token: 'x'.repeat(20) }));
    expect(await refusal(create(tenant, author, eleven))).toMatchObject({ detail: MSG.postTooManyFiles, field: 'media' });
    const img = await uploadJpeg(tenant, author);
    const frame = await uploadJpeg(tenant, author, 'frame.jpg');
    expect(await refusal(create(tenant, author, [{ upload_token: img, thumbnail_token: frame }]))).toMatchObject({
      status: 422,
      detail: MSG.postThumbnailVideoOnly,
      field: 'media.0.thumbnail_token',
    });
    // A frame must be an image.
    const v = await uploadMp4(tenant, author);
    const v2 = await uploadMp4(tenant, author, 'v2.mp4');
    expect(await refusal(create(tenant, author, [{ upload_token: v, thumbnail_token: v2 }]))).toMatchObject({ detail: MSG.imageTypeOnly, field: 'media.0.thumbnail_token' });
    const other = await create(tenant, author, [{ upload_token: img }]);
    expect(await refusal(create(tenant, author, [{ media_id: other.media[0].id }]))).toMatchObject({ detail: MSG.postMediaNotOwn, field: 'media.0' });
    // The same token twice in one save.
    const twice = await uploadJpeg(tenant, author);
    expect(await refusal(create(tenant, author, [{ upload_token: twice }, { upload_token: twice }]))).toMatchObject({ field: 'media.1' });
    expect(await refusal(create(tenant, reader, [{ upload_token: twice }]))).toMatchObject({ status: 403, code: 'FORBIDDEN' });

    // Over HTTP the transport's text rule refuses a NUL (422), as the web client sees it.
    const res = await t.request(tenant, 'POST', '/trpc/content.posts.createWithUploads', {
      token: author,
      json: { json: { title: '사과\u0000밭', content: '내용', media: [{ upload_token: twice }] } },
    });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { error: { json: { data: { detail: string } } } }).error.json.data.detail).toBe(MSG.textInvalid);
    expect(await create(tenant, author, [{ upload_token: twice }])).toMatchObject({ title: text.title });
  });

  it('refuses a product token, another user’s, another tenant’s, an expired one; a post token in a product save', async () => {
    const { tenant, author, rival } = await site();
    const other = await site();
    const productTk = await (await t.caller(tenant, author)).catalogue.products.uploadTicket({ file_name: 'p.jpg', content_type: 'image/jpeg', size: 64 });
    expect((await putBytes(t, tenant, productTk.upload_url, jpeg())).status).toBe(200);
    expect(await refusal(create(tenant, author, [{ upload_token: productTk.upload_token }]))).toMatchObject({ status: 400, detail: MSG.uploadExpired, field: 'media.0' });

    const postTk = await uploadJpeg(tenant, author);
    const product = await t.request(tenant, 'POST', '/api/products/', { token: author, json: productInput({ images: [{ upload_token: postTk }] }) });
    expect(product.status).toBe(400);
    expect((await product.json()).detail).toBe(MSG.uploadExpired);

    expect(await refusal(create(tenant, rival, [{ upload_token: postTk }]))).toMatchObject({ status: 400, detail: MSG.uploadExpired });
    const foreign = await uploadJpeg(other.tenant, other.author);
    expect(await refusal(create(tenant, author, [{ upload_token: foreign }]))).toMatchObject({ status: 400, detail: MSG.uploadExpired });
    // Another tenant's token on this host's upload target, too.
    const foreignTicket = await ticket(other.tenant, other.author, 'f.jpg', 'image/jpeg', 64);
    expect((await putBytes(t, tenant, foreignTicket.upload_url, jpeg())).status).toBe(400);

    // Signed by the app but past the PUT window plus a day's grace: refused; within the grace: saved.
    const payload = JSON.parse(Buffer.from(postTk.split('.')[0], 'base64url').toString());
    const now = Math.floor(t.clock.now().getTime() / 1000);
    const expired = await signPayload(t.deps.config.signingSecret, { ...payload, exp: now - 24 * 60 * 60 - 1 });
    expect(await refusal(create(tenant, author, [{ upload_token: expired }]))).toMatchObject({ status: 400, detail: MSG.uploadExpired });
    const late = await signPayload(t.deps.config.signingSecret, { ...payload, exp: now - 23 * 60 * 60 });
    expect((await putBytes(t, tenant, `/api/uploads/${late}`, jpeg())).status).toBe(400);
    expect((await create(tenant, author, [{ upload_token: late }])).media).toHaveLength(1);
  });

  it('re-checks each object: replaced bytes fail the save naming the item, and that object is deleted', async () => {
    const { tenant, author } = await site();
    const good = await uploadJpeg(tenant, author);
    const bad = await uploadJpeg(tenant, author);
    await t.storage.put(keyOfToken(bad), imageBytes('text'), { contentType: 'image/jpeg' });
    expect(await refusal(create(tenant, author, [{ upload_token: good }, { upload_token: bad }]))).toMatchObject({ status: 415, detail: MSG.postFileType, field: 'media.1' });
    expect(t.storage.keys()).not.toContain(keyOfToken(bad));
    expect(t.storage.keys()).toContain(keyOfToken(good));
    // Never uploaded: the object is missing.
    const missing = (await ticket(tenant, author, 'm.jpg', 'image/jpeg', 64)).upload_token;
    expect(await refusal(create(tenant, author, [{ upload_token: missing }]))).toMatchObject({ status: 400, detail: MSG.uploadExpired, field: 'media.0' });
    // Over 50 MB in storage (R2 would have refused it; checked anyway).
    const huge = (await ticket(tenant, author, '큰.jpg', 'image/jpeg', 64)).upload_token;
    await t.storage.put(keyOfToken(huge), imageBytes('jpeg', POST_FILE_MAX_BYTES + 1), { contentType: 'image/jpeg' });
    expect(await refusal(create(tenant, author, [{ upload_token: huge }]))).toMatchObject({ status: 413, detail: MSG.postFileTooLarge('큰.jpg'), field: 'media.0' });
    expect(t.storage.keys()).not.toContain(keyOfToken(huge));
    expect((await create(tenant, author, [{ upload_token: good }])).media).toHaveLength(1);
  });

  it('the same token in two parallel saves: exactly one succeeds', async () => {
    const { tenant, author } = await site();
    for (let round = 0; round < 3; round++) {
      const tk = await uploadMp4(tenant, author);
      const results = await Promise.allSettled([create(tenant, author, [{ upload_token: tk }]), create(tenant, author, [{ upload_token: tk }])]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected')!;
      expect(toErrorBody(failed.reason.cause)).toMatchObject({ status: 400, body: { detail: MSG.uploadExpired } });
      expect(await t.db.select({ id: postMedia.id }).from(postMedia).where(eq(postMedia.storageKey, keyOfToken(tk)))).toHaveLength(1);
      // The object survives the loser.
      expect(t.storage.keys()).toContain(keyOfToken(tk));
    }
    // A frame given to two saves at once, too.
    const frame = await uploadJpeg(tenant, author, 'frame.jpg');
    const [v1, v2] = [await uploadMp4(tenant, author), await uploadMp4(tenant, author)];
    const results = await Promise.allSettled([
      create(tenant, author, [{ upload_token: v1, thumbnail_token: frame }]),
      create(tenant, author, [{ upload_token: v2, thumbnail_token: frame }]),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  });
});

describe('content.posts.updateWithUploads', () => {
  it('the list is the whole new media: reorder, remove, add, replace a kept video’s frame; objects of removed items go', async () => {
    const { tenant, author } = await site();
    const post = await create(tenant, author, [
      { upload_token: await uploadJpeg(tenant, author, 'a.jpg') },
      { upload_token: await uploadMp4(tenant, author, 'v.mp4'), thumbnail_token: await uploadJpeg(tenant, author, 'f1.jpg') },
      { upload_token: await uploadJpeg(tenant, author, 'b.jpg') },
    ]);
    const [a, v, b] = post.media;
    const c = await uploadJpeg(tenant, author, 'c.jpg');
    const f2 = await uploadJpeg(tenant, author, 'f2.jpg');
    const edited = await update(tenant, author, {
      id: post.id,
      title: '고친 제목',
      media: [{ media_id: v.id, thumbnail_token: f2 }, { upload_token: c }, { media_id: a.id }],
    });
    expect(edited.title).toBe('고친 제목');
    expect(edited.is_video).toBe(true);
    expect(edited.media.map((m) => [m.file_name, m.is_thumbnail])).toEqual([
      ['v.mp4', true],
      ['c.jpg', false],
      ['a.jpg', false],
    ]);
    expect(edited.media[0].id).toBe(v.id);
    expect(edited.media[2].id).toBe(a.id);
    expect(keyOf(edited.media[0].thumbnail_url!)).toBe(keyOfToken(f2));
    const keys = t.storage.keys();
    expect(keys).not.toContain(keyOf(b.file_path));
    expect(keys).not.toContain(keyOf(v.thumbnail_url!));
    for (const m of edited.media) expect(keys).toContain(keyOf(m.file_path));
    const rows = await t.db.select().from(postMedia).where(eq(postMedia.postId, post.id));
    expect(rows.sort((x, y) => x.sortOrder - y.sortOrder).map((r) => [r.id, r.sortOrder, r.isThumbnail])).toEqual([
      [v.id, 0, true],
      [edited.media[1].id, 1, false],
      [a.id, 2, false],
    ]);

    // Images only: no longer a video post; the video and its frame are deleted.
    const images = await update(tenant, author, { id: post.id, media: [{ media_id: a.id }] });
    expect(images.is_video).toBe(false);
    expect(images.media.map((m) => [m.id, m.is_thumbnail])).toEqual([[a.id, true]]);
    expect(t.storage.keys()).not.toContain(keyOf(v.file_path));
    expect(t.storage.keys()).not.toContain(keyOfToken(f2));
  });

  it('refuses another post’s media, a frame on a kept image, 0 or 11 items; another merchant gets 게시글을 수정할 권한이 없습니다.', async () => {
    const { tenant, author, rival, reader } = await site();
    const post = await create(tenant, author, [{ upload_token: await uploadJpeg(tenant, author) }]);
    const theirs = await create(tenant, rival, [{ upload_token: await uploadJpeg(tenant, rival) }]);
    expect(await refusal(update(tenant, author, { id: post.id, media: [{ media_id: post.media[0].id }, { media_id: theirs.media[0].id }] }))).toMatchObject({
      status: 422,
      detail: MSG.postMediaNotOwn,
      field: 'media.1',
    });
    const frame = await uploadJpeg(tenant, author, 'frame.jpg');
    expect(await refusal(update(tenant, author, { id: post.id, media: [{ media_id: post.media[0].id, thumbnail_token: frame }] }))).toMatchObject({
      detail: MSG.postThumbnailVideoOnly,
      field: 'media.0.thumbnail_token',
    });
    expect(await refusal(update(tenant, author, { id: post.id, media: [] }))).toMatchObject({ detail: MSG.postMediaRequired });
    expect(await refusal(update(tenant, author, { id: post.id, media: Array.from({ length: 11 }, () => ({ media_id: post.media[0].id })) }))).toMatchObject({
      detail: MSG.postTooManyFiles,
    });
    expect(await refusal(update(tenant, rival, { id: post.id, media: [{ media_id: post.media[0].id }] }))).toMatchObject({ status: 403, detail: MSG.postNotAuthor });
    expect(await refusal(update(tenant, reader, { id: post.id, media: [{ media_id: post.media[0].id }] }))).toMatchObject({ status: 403 });
    expect(await refusal(update(tenant, author, { id: 987654, media: [{ media_id: post.media[0].id }] }))).toMatchObject({ status: 404, detail: MSG.postNotFound });
    // Nothing changed, and the frame (a good image) is still there for another try.
    const same = await t.request(tenant, 'GET', `/api/content/posts/${post.id}`);
    expect(((await same.json()) as PostItem).media.map((m) => m.id)).toEqual(post.media.map((m) => m.id));
    expect(t.storage.keys()).toContain(keyOfToken(frame));
  });
});
