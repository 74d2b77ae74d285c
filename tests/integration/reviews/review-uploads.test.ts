import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { reviewMedia, reviews, type Tenant } from '../../../db/schema';
import { MSG } from '../../../shared/messages';
import type { ProductDetail, UploadTicket } from '../../../shared/schemas/catalogue';
import { toErrorBody } from '../../../worker/middleware/errors';
import { createTestApp, type TestApp } from '../../fixtures/app';
import { createProductRest, imageBytes, keyOf, putBytes } from '../../fixtures/catalogue';
import { paidPurchase, reviewBody } from '../../fixtures/reviews';

/** Reviews saved from direct uploads: reviews.uploadTicket → PUT /api/uploads/{token} → createWithUploads / updateWithUploads. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function refusal(call: Promise<unknown>) {
  try {
    await call;
  } catch (err) {
    const { status, body } = toErrorBody((err as { cause?: unknown }).cause ?? err);
    return { status, ...body };
  }
  throw new Error('expected a refusal');
}

async function site() {
  const tenant = await t.createTenant();
  const merchant = await t.createUser(tenant, 'merchant');
  const product = (await createProductRest(t, tenant, merchant.token, { title: '업로드 사과' })) as ProductDetail;
  const buyer = await t.createUser(tenant, 'customer');
  const other = await t.createUser(tenant, 'customer');
  for (const u of [buyer, other]) await paidPurchase(t, tenant, { tenantId: tenant.id, id: u.user.id }, product.id);
  return { tenant, product, buyer: buyer.token, other: other.token };
}

const ticket = async (tenant: Tenant, product: number, token: string, file_name: string, content_type: string, size: number): Promise<UploadTicket> =>
  (await t.caller(tenant, token)).reviews.uploadTicket({ product_id: product, file_name, content_type, size });

async function upload(
  tenant: Tenant,
  product: number,
  token: string,
  bytes: Uint8Array = imageBytes('jpeg', 64),
  name = 'photo.jpg',
  type = 'image/jpeg',
): Promise<string> {
  const tk = await ticket(tenant, product, token, name, type, bytes.byteLength);
  const res = await putBytes(t, tenant, tk.upload_url, bytes, type);
  expect(res.status, await res.clone().text()).toBe(200);
  return tk.upload_token;
}

const stored = async (filePath: string) => !!(await t.deps.storage.get(keyOf(filePath)));

describe('review photos by direct upload', () => {
  it('tickets refuse non-images, HEIC and more than 5 MB before any byte; a PUT of non-image bytes is refused', async () => {
    const { tenant, product, buyer } = await site();
    expect(await refusal(ticket(tenant, product.id, buyer, 'clip.mp4', 'video/mp4', 1000))).toMatchObject({ status: 415, detail: MSG.imageTypeOnly });
    expect(await refusal(ticket(tenant, product.id, buyer, 'a.heic', 'image/heic', 1000))).toMatchObject({ status: 415, detail: MSG.imageHeicUnsupported });
    expect(await refusal(ticket(tenant, product.id, buyer, 'a.jpg', 'image/jpeg', 5 * 1024 * 1024 + 1))).toMatchObject({ status: 422, detail: MSG.reviewImageTooLarge });
    const tk = await ticket(tenant, product.id, buyer, 'a.jpg', 'image/jpeg', 64);
    expect(tk.upload_url).toBe(`/api/uploads/${tk.upload_token}`);
    const put = await putBytes(t, tenant, tk.upload_url, imageBytes('text', 64), 'image/jpeg');
    expect(put.status).toBe(415);
    expect(await refusal((await t.caller(tenant)).reviews.uploadTicket({ product_id: product.id, file_name: 'a.jpg', content_type: 'image/jpeg', size: 64 }))).toMatchObject({ status: 401 });
  });

  it('a review saved with its photos in order; a token once only; a stranger’s token refused; 6 photos refused', async () => {
    const { tenant, product, buyer, other } = await site();
    const tokens = [await upload(tenant, product.id, buyer, imageBytes('png', 64), 'a.png', 'image/png'), await upload(tenant, product.id, buyer)];
    const stranger = await upload(tenant, product.id, other);
    const caller = await t.caller(tenant, buyer);
    expect(await refusal(caller.reviews.createWithUploads({ id: product.id, ...reviewBody(), images: [{ upload_token: stranger }] }))).toMatchObject({ status: 400, detail: MSG.uploadExpired, field: 'images.0' });
    expect(await refusal(caller.reviews.createWithUploads({ id: product.id, ...reviewBody(), images: Array.from({ length: 6 }, () => ({ upload_token: tokens[0] })) }))).toMatchObject({ status: 422 });

    const review = await caller.reviews.createWithUploads({ id: product.id, ...reviewBody(), images: tokens.map((upload_token) => ({ upload_token })) });
    expect(review.media).toHaveLength(2);
    expect(review.media[0].file_path).toMatch(/\.png$/);
    expect(await stored(review.media[1].file_path)).toBe(true);

    // The same token in another buyer's save, or this buyer's second review: refused, nothing written.
    expect(await refusal((await t.caller(tenant, other)).reviews.createWithUploads({ id: product.id, ...reviewBody(), images: [{ upload_token: tokens[0] }] }))).toMatchObject({ status: 400 });
    expect(await refusal(caller.reviews.createWithUploads({ id: product.id, ...reviewBody(), images: [] }))).toMatchObject({ status: 409, detail: MSG.reviewAlreadyWritten });
    const otherCaller = await t.caller(tenant, other);
    const fresh = await upload(tenant, product.id, other);
    const second = await otherCaller.reviews.createWithUploads({ id: product.id, ...reviewBody(), images: [{ upload_token: fresh }] });
    expect(await refusal(otherCaller.reviews.createWithUploads({ id: product.id, ...reviewBody(), images: [{ upload_token: await upload(tenant, product.id, other) }] }))).toMatchObject({ status: 409 });
    expect(await t.db.select().from(reviewMedia).where(eq(reviewMedia.reviewId, second.id))).toHaveLength(1);
  });

  it('without a purchase no ticket is issued and nothing is written', async () => {
    const { tenant, product, buyer } = await site();
    const stranger = await t.createUser(tenant, 'customer');
    expect(await refusal(ticket(tenant, product.id, stranger.token, 'a.jpg', 'image/jpeg', 64))).toMatchObject({ status: 400, detail: MSG.reviewPurchaseRequired });
    // A buyer's token does not help someone who bought nothing.
    const token = await upload(tenant, product.id, buyer);
    expect(await refusal((await t.caller(tenant, stranger.token)).reviews.createWithUploads({ id: product.id, ...reviewBody(), images: [{ upload_token: token }] }))).toMatchObject({
      status: 400,
      detail: MSG.reviewPurchaseRequired,
    });
    expect(await t.db.select().from(reviews).where(eq(reviews.productId, product.id))).toEqual([]);
  });

  it('an update keeps photos by id, adds new ones in order, removes the rest and their files; other reviews’ photos and other users are refused', async () => {
    const { tenant, product, buyer, other } = await site();
    const caller = await t.caller(tenant, buyer);
    const review = await caller.reviews.createWithUploads({ id: product.id, ...reviewBody(), images: [{ upload_token: await upload(tenant, product.id, buyer) }, { upload_token: await upload(tenant, product.id, buyer) }] });
    const [a, b] = review.media;
    const added = await upload(tenant, product.id, buyer, imageBytes('gif', 64), 'c.gif', 'image/gif');
    const updated = await caller.reviews.updateWithUploads({ id: review.id, ...reviewBody({ rating: 3, content: '사진을 바꿔서 다시 올립니다.' }), images: [{ upload_token: added }, { media_id: b.id }] });
    expect(updated.rating).toBe(3);
    expect(updated.media.map((m) => m.id)[1]).toBe(b.id);
    expect(updated.media[0].file_path).toMatch(/\.gif$/);
    expect(await stored(a.file_path)).toBe(false);
    expect(await stored(b.file_path)).toBe(true);

    const theirs = await (await t.caller(tenant, other)).reviews.createWithUploads({ id: product.id, ...reviewBody(), images: [{ upload_token: await upload(tenant, product.id, other) }] });
    expect(await refusal(caller.reviews.updateWithUploads({ id: review.id, ...reviewBody(), images: [{ media_id: theirs.media[0].id }] }))).toMatchObject({ status: 422, field: 'images.0' });
    expect(await refusal((await t.caller(tenant, other)).reviews.updateWithUploads({ id: review.id, ...reviewBody(), images: [] }))).toMatchObject({ status: 403, detail: MSG.reviewNotAuthor });
    // Without `images` the photos stay as they are.
    const textOnly = await caller.reviews.updateWithUploads({ id: review.id, ...reviewBody() });
    expect(textOnly.media.map((m) => m.id)).toEqual(updated.media.map((m) => m.id));
  });
});
