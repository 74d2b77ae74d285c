import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { reviewHelpful, reviewMedia, reviews, type Tenant } from '../../../db/schema';
import { MSG } from '../../../shared/messages';
import type { ProductDetail } from '../../../shared/schemas/catalogue';
import type { HelpfulState, ReviewItem, ReviewMediaItem } from '../../../shared/schemas/reviews';
import { createTestApp, type TestApp } from '../../fixtures/app';
import { createProductRest, imageBytes } from '../../fixtures/catalogue';
import { makeReview, paidPurchase, reviewPhoto, uploadReviewPhoto } from '../../fixtures/reviews';
import { mapLimit } from '../../fixtures/walk';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const json = async <T,>(res: Response) => (await res.json()) as T & { detail?: string };
const keyOf = (filePath: string) => filePath.replace(/^\/media\//, '');

async function reviewed(extraBuyers = 0) {
  const tenant = await t.createTenant();
  const merchant = await t.createUser(tenant, 'merchant');
  const product = (await createProductRest(t, tenant, merchant.token, { title: '사진 사과' })) as ProductDetail;
  const author = await t.createUser(tenant, 'customer');
  await paidPurchase(t, tenant, { tenantId: tenant.id, id: author.user.id }, product.id);
  const review = await makeReview(t, tenant, author.token, product.id);
  const others = await Promise.all(Array.from({ length: extraBuyers }, () => t.createUser(tenant, 'customer')));
  return { tenant, merchant, product, author, review, others };
}

const stored = async (filePath: string) => !!(await t.deps.storage.get(keyOf(filePath)));

describe('review photos', () => {
  it('the author adds up to 5 images (judged by bytes); the 6th, non-images, HEIC and > 5 MB are refused; others may not', async () => {
    const { tenant, author, review, others } = await reviewed(1);
    const added: ReviewMediaItem[] = [];
    for (const [i, kind] of (['jpeg', 'png', 'gif', 'webp', 'jpeg'] as const).entries()) {
      const res = await uploadReviewPhoto(t, tenant, author.token, review.id, new File([imageBytes(kind, 128) as BlobPart], `p${i}.bin`, { type: 'application/octet-stream' }));
      expect(res.status).toBe(201);
      added.push(await json<ReviewMediaItem>(res));
    }
    expect(added.every((m) => m.file_path.startsWith(`/media/public/t${tenant.id}/reviews/`))).toBe(true);
    const sixth = await uploadReviewPhoto(t, tenant, author.token, review.id);
    expect(sixth.status).toBe(422);
    expect((await json(sixth)).detail).toBe(MSG.reviewImagesMax);

    const item = await json<{ reviews: ReviewItem[] }>(await t.request(tenant, 'GET', `/api/reviews/product/${review.product_id}`));
    expect(item.reviews[0].media.map((m) => m.id)).toEqual(added.map((m) => m.id));
    const served = await t.request(tenant, 'GET', added[0].file_path);
    expect(served.status).toBe(200);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');

    // Judged before the count: a fresh review takes each refusal on its own.
    const fresh = await reviewed();
    const text = await uploadReviewPhoto(t, fresh.tenant, fresh.author.token, fresh.review.id, new File([imageBytes('text', 64) as BlobPart], 'a.jpg', { type: 'image/jpeg' }));
    expect(text.status).toBe(415);
    expect((await json(text)).detail).toBe(MSG.imageTypeOnly);
    const heic = await uploadReviewPhoto(t, fresh.tenant, fresh.author.token, fresh.review.id, new File([imageBytes('heic', 64) as BlobPart], 'a.heic', { type: 'image/heic' }));
    expect(heic.status).toBe(415);
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(imageBytes('jpeg', 64));
    const large = await uploadReviewPhoto(t, fresh.tenant, fresh.author.token, fresh.review.id, reviewPhoto('big.jpg', big));
    expect(large.status).toBe(413);
    expect((await json(large)).detail).toBe(MSG.reviewImageTooLarge);
    const empty = await uploadReviewPhoto(t, fresh.tenant, fresh.author.token, fresh.review.id, reviewPhoto('e.jpg', new Uint8Array(0)));
    expect(empty.status).toBe(415);
    const noFile = await t.request(fresh.tenant, 'POST', `/api/reviews/${fresh.review.id}/images`, { token: fresh.author.token, form: { file: 'text' } });
    expect(noFile.status).toBe(422);
    expect(await t.db.select().from(reviewMedia).where(eq(reviewMedia.reviewId, fresh.review.id))).toEqual([]);

    expect((await uploadReviewPhoto(t, tenant, others[0].token, review.id)).status).toBe(403);
    expect((await uploadReviewPhoto(t, tenant, undefined, review.id)).status).toBe(401);
    expect((await uploadReviewPhoto(t, fresh.tenant, fresh.author.token, review.id)).status).toBe(404);
  });

  it('parallel uploads never make a sixth photo', async () => {
    const { tenant, author, review } = await reviewed();
    const statuses = await Promise.all(Array.from({ length: 8 }, async () => (await uploadReviewPhoto(t, tenant, author.token, review.id)).status));
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 422)).toHaveLength(3);
    expect(await t.db.select().from(reviewMedia).where(eq(reviewMedia.reviewId, review.id))).toHaveLength(5);
  });

  it('deleting a photo (author only) and deleting the review remove their files after the commit', async () => {
    const { tenant, author, review, others } = await reviewed(1);
    const a = await json<ReviewMediaItem>(await uploadReviewPhoto(t, tenant, author.token, review.id));
    const b = await json<ReviewMediaItem>(await uploadReviewPhoto(t, tenant, author.token, review.id));
    expect((await t.request(tenant, 'DELETE', `/api/reviews/${review.id}/images/${a.id}`, { token: others[0].token })).status).toBe(403);
    const gone = await t.request(tenant, 'DELETE', `/api/reviews/${review.id}/images/${a.id}`, { token: author.token });
    expect(await json(gone)).toEqual({ success: true, id: a.id });
    expect(await stored(a.file_path)).toBe(false);
    expect((await t.request(tenant, 'DELETE', `/api/reviews/${review.id}/images/${a.id}`, { token: author.token })).status).toBe(404);
    // Another review's photo through this review: not found, and kept.
    const other = await reviewed();
    const theirs = await json<ReviewMediaItem>(await uploadReviewPhoto(t, other.tenant, other.author.token, other.review.id));
    expect((await t.request(tenant, 'DELETE', `/api/reviews/${review.id}/images/${theirs.id}`, { token: author.token })).status).toBe(404);
    expect(await stored(theirs.file_path)).toBe(true);

    expect((await t.request(tenant, 'DELETE', `/api/reviews/${review.id}`, { token: author.token })).status).toBe(200);
    expect(await stored(b.file_path)).toBe(false);
    expect(await t.db.select().from(reviewMedia).where(eq(reviewMedia.reviewId, review.id))).toEqual([]);
  });
});

describe('helpful', () => {
  const toggle = async (tenant: Tenant, token: string | undefined, id: number) => {
    const res = await t.request(tenant, 'POST', `/api/reviews/${id}/helpful`, { token });
    return { status: res.status, body: await json<HelpfulState>(res) };
  };

  it('toggles on and off with the count; the status follows; the author may mark their own; guests must log in', async () => {
    const { tenant, author, review, others } = await reviewed(1);
    const [reader] = others;
    expect(await toggle(tenant, reader.token, review.id)).toEqual({ status: 200, body: { is_helpful: true, helpful_count: 1 } });
    const status = await t.request(tenant, 'GET', `/api/reviews/${review.id}/helpful/status`, { token: reader.token });
    expect(await json(status)).toEqual({ is_helpful: true, helpful_count: 1 });
    expect((await toggle(tenant, author.token, review.id)).body).toEqual({ is_helpful: true, helpful_count: 2 });
    expect((await toggle(tenant, reader.token, review.id)).body).toEqual({ is_helpful: false, helpful_count: 1 });
    expect(await json(await t.request(tenant, 'GET', `/api/reviews/${review.id}/helpful/status`, { token: reader.token }))).toEqual({ is_helpful: false, helpful_count: 1 });
    expect((await toggle(tenant, undefined, review.id)).status).toBe(401);
    expect((await t.request(tenant, 'GET', `/api/reviews/${review.id}/helpful/status`)).status).toBe(401);
    expect((await toggle(tenant, reader.token, 2_000_000_000)).status).toBe(404);
    expect((await toggle(tenant, reader.token, 0)).status).toBe(404);
    // A marked review deletes cleanly (its marks go with it).
    expect((await t.request(tenant, 'DELETE', `/api/reviews/${review.id}`, { token: author.token })).status).toBe(200);
    expect(await t.db.select().from(reviewHelpful).where(eq(reviewHelpful.reviewId, review.id))).toEqual([]);
  });

  it('50 different users toggling at once give a count of 50; toggling again at once brings it to 0', async () => {
    const { tenant, review } = await reviewed();
    const readers = await mapLimit(Array.from({ length: 50 }, (_, i) => i), 10, () => t.createUser(tenant, 'customer'));
    const first = await Promise.all(readers.map((r) => toggle(tenant, r.token, review.id)));
    expect(first.every((a) => a.status === 200 && a.body.is_helpful)).toBe(true);
    expect(Math.max(...first.map((a) => a.body.helpful_count))).toBe(50);
    const [row] = await t.db.select({ n: reviews.helpfulCount }).from(reviews).where(eq(reviews.id, review.id));
    expect(row.n).toBe(50);
    expect(await t.db.select().from(reviewHelpful).where(eq(reviewHelpful.reviewId, review.id))).toHaveLength(50);

    const second = await Promise.all(readers.map((r) => toggle(tenant, r.token, review.id)));
    expect(second.every((a) => a.status === 200 && !a.body.is_helpful)).toBe(true);
    const [after] = await t.db.select({ n: reviews.helpfulCount }).from(reviews).where(eq(reviews.id, review.id));
    expect(after.n).toBe(0);
  });
});
