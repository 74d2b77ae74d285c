import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantProfiles, users, wallets, type Tenant } from '../../db/schema';
import { PROFILE_IMAGE_MAX_BYTES } from '../../shared/dashboard-constants';
import { MSG } from '../../shared/messages';
import type { DashboardProfile, ProfileImageAnswer } from '../../shared/schemas/dashboard';
import { createTestApp, type TestApp } from '../fixtures/app';
import { imageBytes, keyOf } from '../fixtures/catalogue';
import { makePost } from '../fixtures/content';

/** The own profile (GET/PUT /api/dashboard/profile) and its picture (POST/DELETE /api/dashboard/profile/image). */
let t: TestApp;
let site: Tenant;
let otherSite: Tenant;

/** A real 1×1 PNG (a decoder opens it), 68 bytes. */
const REAL_PNG = Uint8Array.from(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'));
const pngFile = (bytes: Uint8Array = REAL_PNG, name = 'me.png') => new File([bytes as BlobPart], name, { type: 'image/png' });

const getProfile = async (tenant: Tenant, token?: string) => {
  const res = await t.request(tenant, 'GET', '/api/dashboard/profile', { token });
  return { status: res.status, body: (await res.json()) as DashboardProfile & { detail?: string; code?: string } };
};
const putProfile = async (tenant: Tenant, token: string, json: unknown) => {
  const res = await t.request(tenant, 'PUT', '/api/dashboard/profile', { token, json });
  return { status: res.status, body: (await res.json()) as DashboardProfile & { detail?: string; code?: string; field?: string } };
};
const upload = async (tenant: Tenant, token: string | undefined, file: File | string) => {
  const res = await t.request(tenant, 'POST', '/api/dashboard/profile/image', { token, form: { profile_image: file } });
  return { status: res.status, body: (await res.json()) as ProfileImageAnswer & { detail?: string; code?: string; field?: string } };
};
const removeImage = async (tenant: Tenant, token: string | undefined) => {
  const res = await t.request(tenant, 'DELETE', '/api/dashboard/profile/image', { token });
  return { status: res.status, body: await res.json() };
};
const storedImage = async (id: number) => (await t.db.select({ p: users.profileImage }).from(users).where(eq(users.id, id)))[0].p;

beforeAll(async () => {
  t = await createTestApp();
  site = await t.createTenant();
  otherSite = await t.createTenant();
});
afterAll(() => t.close());

describe('GET /api/dashboard/profile', () => {
  it('answers the account as /api/auth/me does, its handle (the e-mail’s local part) and its points', async () => {
    const { user, token } = await t.createUser(site, 'merchant', { email: 'farmer.kim@example.com' });
    const me = await (await t.request(site, 'GET', '/api/auth/me', { token })).json();
    const { status, body } = await getProfile(site, token);
    expect(status).toBe(200);
    expect(body.user).toEqual(me);
    expect(body.handle).toBe('farmer.kim');
    // No wallet yet: 0.
    expect(body.points).toBe(0);
    await t.db.insert(wallets).values({ tenantId: site.id, userId: user.id, available: 1234, locked: 5 });
    expect((await getProfile(site, token)).body.points).toBe(1234);
  });

  it('points are null where the site has the wallet off', async () => {
    const dark = await t.createTenant({ features: { wallet: false } });
    const { token } = await t.createUser(dark);
    const { status, body } = await getProfile(dark, token);
    expect(status).toBe(200);
    expect(body.points).toBeNull();
  });

  it('guests get 401; a token of another site is no session here', async () => {
    expect((await getProfile(site)).status).toBe(401);
    const { token } = await t.createUser(otherSite);
    expect((await getProfile(site, token)).status).toBe(401);
  });

  it('tRPC dashboard.profile answers the same', async () => {
    const { token } = await t.createUser(site);
    const caller = await t.caller(site, token);
    expect(await caller.dashboard.profile()).toEqual((await getProfile(site, token)).body);
  });
});

describe('PUT /api/dashboard/profile', () => {
  it('changes only the fields sent and answers the whole profile', async () => {
    const { user, token } = await t.createUser(site, 'customer', { displayName: '예전 이름', address: '서울시 종로구 1' });
    const { status, body } = await putProfile(site, token, { phone: '010-2222-3333' });
    expect(status).toBe(200);
    expect(body.user).toMatchObject({ id: user.id, phone: '01022223333', display_name: '예전 이름', address: '서울시 종로구 1', username: user.username });
    expect(body.handle).toBe(user.email.split('@')[0]);
    const second = await putProfile(site, token, { display_name: '새 이름' });
    expect(second.body.user).toMatchObject({ phone: '01022223333', display_name: '새 이름', address: '서울시 종로구 1' });
  });

  it('a merchant’s business fields: business_number stored as sign-up stores it (digits)', async () => {
    const { user, token } = await t.createUser(site, 'merchant');
    const { status, body } = await putProfile(site, token, { business_name: '해뜰농장', business_number: '123-45-67890' });
    expect(status).toBe(200);
    expect(body.user.merchant).toMatchObject({ business_name: '해뜰농장', business_number: '1234567890' });
    const [row] = await t.db.select().from(merchantProfiles).where(eq(merchantProfiles.userId, user.id));
    expect(row.businessNumber).toBe('1234567890');
    // The description was not sent: it stays.
    expect(row.businessDescription).toBe('');
  });

  it('refuses business fields from a customer, a username taken on the site, and bad input with Korean messages', async () => {
    const { token } = await t.createUser(site);
    const { user: neighbour } = await t.createUser(site);
    const business = await putProfile(site, token, { business_name: '몰래농장' });
    expect(business.status).toBe(403);
    expect(business.body.detail).toBe(MSG.merchantOnly);
    const taken = await putProfile(site, token, { username: neighbour.username });
    expect(taken.status).toBe(409);
    expect(taken.body.detail).toBe(MSG.usernameTaken);
    const badNumber = await putProfile(site, (await t.createUser(site, 'merchant')).token, { business_number: '12-345' });
    expect(badNumber.status).toBe(422);
    expect(badNumber.body).toMatchObject({ field: 'business_number' });
    expect(badNumber.body.detail).toMatch(/[가-힣]/);
    const badPhone = await putProfile(site, token, { phone: '12345' });
    expect(badPhone.status).toBe(422);
    expect(badPhone.body).toMatchObject({ detail: '올바른 전화번호를 입력해주세요.', field: 'phone' });
  });

  it('a username taken on another site is free here', async () => {
    const { user: elsewhere } = await t.createUser(otherSite);
    const { token } = await t.createUser(site);
    const { status, body } = await putProfile(site, token, { username: elsewhere.username });
    expect(status).toBe(200);
    expect(body.user.username).toBe(elsewhere.username);
  });

  it('guests get 401; tRPC dashboard.updateProfile answers the same shape', async () => {
    expect((await t.request(site, 'PUT', '/api/dashboard/profile', { json: { display_name: 'x' } })).status).toBe(401);
    const { token } = await t.createUser(site);
    const caller = await t.caller(site, token);
    const answer = await caller.dashboard.updateProfile({ display_name: '트pc' });
    expect(answer.user.display_name).toBe('트pc');
    expect(answer).toEqual((await getProfile(site, token)).body);
  });
});

describe('POST and DELETE /api/dashboard/profile/image', () => {
  it('stores a real PNG, sets the picture, serves it at /media/<key>, and the profile shows it', async () => {
    const { user, token } = await t.createUser(site);
    const { status, body } = await upload(site, token, pngFile());
    expect(status).toBe(200);
    expect(body.profile_image).toMatch(new RegExp(`^/media/public/t${site.id}/profiles/u${user.id}/[\\w-]+\\.png$`));
    expect(await storedImage(user.id)).toBe(body.profile_image);
    const served = await t.request(site, 'GET', body.profile_image!);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(REAL_PNG);
    expect((await getProfile(site, token)).body.user.profile_image).toBe(body.profile_image);
  });

  it('a new picture replaces the old one, whose object is removed; a picture that is not an upload of this feature stays', async () => {
    const { user, token } = await t.createUser(site, 'merchant');
    const first = (await upload(site, token, pngFile())).body.profile_image!;
    const second = (await upload(site, token, new File([imageBytes('jpeg', 200) as BlobPart], 'b.jpg', { type: 'image/jpeg' }))).body.profile_image!;
    expect(second).toMatch(/\.jpg$/);
    expect(t.storage.keys()).not.toContain(keyOf(first));
    expect(t.storage.keys()).toContain(keyOf(second));
    // A photo of the merchant's own post as the picture (PUT), then an upload: the post's photo is not deleted.
    const post = await makePost(t, site, token, '프로필로 쓸 사진');
    const postPhoto = post.media[0].file_path;
    expect((await putProfile(site, token, { profile_image: postPhoto })).status).toBe(200);
    expect(t.storage.keys()).not.toContain(keyOf(second));
    await upload(site, token, pngFile());
    expect(t.storage.keys()).toContain(keyOf(postPhoto));
    expect(await storedImage(user.id)).not.toBe(postPhoto);
  });

  it('a burst of uploads by one account leaves one picture and one stored object: the last writer’s', async () => {
    const { user, token } = await t.createUser(site);
    const prefix = `public/t${site.id}/profiles/u${user.id}/`;
    const answers = await Promise.all(Array.from({ length: 8 }, () => upload(site, token, pngFile())));
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    const current = await storedImage(user.id);
    expect(answers.map((a) => a.body.profile_image)).toContain(current);
    // Each upload replaced the one before it under the row's lock and removed its object after commit.
    expect(t.storage.keys().filter((k) => k.startsWith(prefix))).toEqual([keyOf(current!)]);
  });

  it('PUT accepts the account’s own uploaded picture again, refuses another account’s', async () => {
    const a = await t.createUser(site);
    const b = await t.createUser(site);
    const mine = (await upload(site, a.token, pngFile())).body.profile_image!;
    expect((await putProfile(site, a.token, { profile_image: mine })).status).toBe(200);
    const theirs = await putProfile(site, b.token, { profile_image: mine });
    expect(theirs.status).toBe(400);
    expect(theirs.body.detail).toBe(MSG.profileImageNotOwn);
    expect(await storedImage(b.user.id)).toBeNull();
  });

  it('refuses a non-image (415, 이미지 파일만 …) and stores nothing', async () => {
    const { user, token } = await t.createUser(site);
    const before = t.storage.keys().length;
    for (const file of [new File(['hello, not an image'], 'note.png', { type: 'image/png' }), new File([imageBytes('pdf', 64) as BlobPart], 'doc.pdf', { type: 'application/pdf' }), new File([], 'empty.png', { type: 'image/png' })]) {
      const { status, body } = await upload(site, token, file);
      expect(status, file.name).toBe(415);
      expect(body.detail).toBe(MSG.profileImageTypeOnly);
    }
    // A text field instead of a file.
    const text = await upload(site, token, 'not a file');
    expect(text.status).toBe(422);
    expect(text.body.detail).toBe(MSG.profileImageTypeOnly);
    expect(t.storage.keys().length).toBe(before);
    expect(await storedImage(user.id)).toBeNull();
  });

  it('refuses a picture over 30 MB with 413 and the spec’s message; a body far over the limit is cut off before it is read', async () => {
    const { user, token } = await t.createUser(site);
    const over = new Uint8Array(PROFILE_IMAGE_MAX_BYTES + 1);
    over.set(REAL_PNG.subarray(0, 16));
    const big = await upload(site, token, pngFile(over, 'big.png'));
    expect(big.status).toBe(413);
    expect(big.body.detail).toBe(MSG.profileImageTooLarge);
    const huge = await upload(site, token, pngFile(new Uint8Array(PROFILE_IMAGE_MAX_BYTES + 2 * 1024 * 1024), 'huge.png'));
    expect(huge.status).toBe(413);
    expect(await storedImage(user.id)).toBeNull();
  });

  it('DELETE removes the picture and its object; with none it is 404 (삭제할 프로필 사진이 없습니다.)', async () => {
    const { user, token } = await t.createUser(site);
    const none = await removeImage(site, token);
    expect(none.status).toBe(404);
    expect(none.body.detail).toBe(MSG.profileImageNotFound);
    const url = (await upload(site, token, pngFile())).body.profile_image!;
    const gone = await removeImage(site, token);
    expect(gone).toEqual({ status: 200, body: null });
    expect(await storedImage(user.id)).toBeNull();
    expect(t.storage.keys()).not.toContain(keyOf(url));
    expect((await t.request(site, 'GET', url)).status).toBe(404);
  });

  it('DELETE of a Kakao picture clears it without touching storage', async () => {
    const kakao = 'http://k.kakaocdn.net/dn/abc/img_640x640.jpg';
    const { user, token } = await t.createUser(site, 'customer', { profileImage: kakao });
    const before = t.storage.keys().length;
    expect((await removeImage(site, token)).status).toBe(200);
    expect(await storedImage(user.id)).toBeNull();
    expect(t.storage.keys().length).toBe(before);
  });

  it('one account’s upload never changes another account’s picture, on this site or another', async () => {
    const a = await t.createUser(site);
    const b = await t.createUser(site, 'customer', { profileImage: '/media/public/keep.png' });
    const c = await t.createUser(otherSite, 'customer', { profileImage: '/media/public/keep-too.png' });
    await upload(site, a.token, pngFile());
    await removeImage(site, a.token);
    expect(await storedImage(b.user.id)).toBe('/media/public/keep.png');
    expect(await storedImage(c.user.id)).toBe('/media/public/keep-too.png');
  });

  it('guests get 401 for both; tRPC dashboard.deleteProfileImage answers null', async () => {
    expect((await upload(site, undefined, pngFile())).status).toBe(401);
    expect((await removeImage(site, undefined)).status).toBe(401);
    const { user, token } = await t.createUser(site);
    await upload(site, token, pngFile());
    const caller = await t.caller(site, token);
    expect(await caller.dashboard.deleteProfileImage()).toBeNull();
    expect(await storedImage(user.id)).toBeNull();
  });
});
