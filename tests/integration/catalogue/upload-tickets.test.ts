import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadTickets, type Tenant } from '../../../db/schema';
import { MSG } from '../../../shared/messages';
import type { ProductDetail, UploadTicket } from '../../../shared/schemas/catalogue';
import { toErrorBody } from '../../../worker/middleware/errors';
import { cleanupExpired } from '../../../worker/services/maintenance/cleanup-expired';
import { createTestApp, type TestApp } from '../../fixtures/app';
import { createProductRest, imageBytes, keyOf, putBytes } from '../../fixtures/catalogue';
import { paidPurchase } from '../../fixtures/reviews';

/**
 * Upload tickets are recorded and limited: who may get one (a review only for a bought product, a
 * post or product only for a merchant, and the merchant's own product), the per-account limits
 * (also under a parallel burst), and the sweep of objects never saved once their window is over.
 */
const OPEN_MAX = 3;
const BYTES_MAX = 10_000;
const HOUR_MS = 60 * 60 * 1000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { uploadLimits: { openTickets: OPEN_MAX, pendingBytes: BYTES_MAX } } });
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

const productTicket = async (tenant: Tenant, token: string, size = 64, product_id?: number): Promise<UploadTicket> =>
  (await t.caller(tenant, token)).catalogue.products.uploadTicket({ file_name: 'a.jpg', content_type: 'image/jpeg', size, ...(product_id ? { product_id } : {}) });

/** The key a ticket names (its token's signed payload, read without checking the signature). */
const ticketKey = (tk: UploadTicket): string =>
  (JSON.parse(Buffer.from(tk.upload_token.split('.')[0], 'base64url').toString('utf8')) as { key: string }).key;

const keyOfTicket = async (tk: UploadTicket) => {
  const [row] = await t.db.select().from(uploadTickets).where(eq(uploadTickets.storageKey, ticketKey(tk)));
  return row;
};

async function shop() {
  const tenant = await t.createTenant();
  const merchant = await t.createUser(tenant, 'merchant');
  const product = (await createProductRest(t, tenant, merchant.token, { title: '티켓 사과' })) as ProductDetail;
  return { tenant, merchant, product };
}

describe('who may have a ticket', () => {
  it('a review ticket needs a paid purchase of that product on this site; a bought one is recorded', async () => {
    const { tenant, product } = await shop();
    const buyer = await t.createUser(tenant, 'customer');
    const caller = await t.caller(tenant, buyer.token);
    const ask = () => caller.reviews.uploadTicket({ product_id: product.id, file_name: 'r.jpg', content_type: 'image/jpeg', size: 64 });
    expect(await refusal(ask())).toMatchObject({ status: 400, detail: MSG.reviewPurchaseRequired });
    await paidPurchase(t, tenant, { tenantId: tenant.id, id: buyer.user.id }, product.id, 'pending');
    expect(await refusal(ask())).toMatchObject({ status: 400, detail: MSG.reviewPurchaseRequired });
    expect(await t.db.select().from(uploadTickets).where(eq(uploadTickets.userId, buyer.user.id))).toEqual([]);

    await paidPurchase(t, tenant, { tenantId: tenant.id, id: buyer.user.id }, product.id);
    const tk = await ask();
    const row = await keyOfTicket(tk);
    expect(row).toMatchObject({ tenantId: tenant.id, userId: buyer.user.id, kind: 'review-upload', sizeBytes: 64, savedAt: null });
    // Open until the save window ends: the PUT window and a day of grace.
    expect(row.expiresAt.getTime()).toBe(new Date(tk.expires_at).getTime() + 24 * HOUR_MS);

    // Another site's product id is not found here.
    const other = await shop();
    expect(await refusal(caller.reviews.uploadTicket({ product_id: other.product.id, file_name: 'r.jpg', content_type: 'image/jpeg', size: 64 }))).toMatchObject({ status: 404 });
  });

  it('a customer gets no post or product ticket; a merchant none for another merchant’s product', async () => {
    const { tenant, product } = await shop();
    const customer = await t.createUser(tenant, 'customer');
    const c = await t.caller(tenant, customer.token);
    expect(await refusal(c.content.posts.uploadTicket({ file_name: 'p.jpg', content_type: 'image/jpeg', size: 64 }))).toMatchObject({ status: 403 });
    expect(await refusal(c.catalogue.products.uploadTicket({ file_name: 'p.jpg', content_type: 'image/jpeg', size: 64 }))).toMatchObject({ status: 403 });

    const rival = await t.createUser(tenant, 'merchant');
    expect(await refusal(productTicket(tenant, rival.token, 64, product.id))).toMatchObject({ status: 403, detail: MSG.productNotOwner });
    expect(await t.db.select().from(uploadTickets).where(eq(uploadTickets.userId, rival.user.id))).toEqual([]);
  });
});

describe('per-account limits', () => {
  it('open tickets: the next is refused with 429 until one is saved; other accounts are not counted', async () => {
    const { tenant, merchant } = await shop();
    const tickets: UploadTicket[] = [];
    for (let i = 0; i < OPEN_MAX; i++) tickets.push(await productTicket(tenant, merchant.token));
    expect(await refusal(productTicket(tenant, merchant.token))).toMatchObject({ status: 429, detail: MSG.uploadTicketsMax });
    const colleague = await t.createUser(tenant, 'merchant');
    await productTicket(tenant, colleague.token);

    // Saving one frees its place.
    const put = await putBytes(t, tenant, tickets[0].upload_url, imageBytes('jpeg', 64));
    expect(put.status).toBe(200);
    await createProductRest(t, tenant, merchant.token, { images: [{ upload_token: tickets[0].upload_token }] });
    expect((await keyOfTicket(tickets[0])).savedAt).not.toBeNull();
    await productTicket(tenant, merchant.token);
    expect(await refusal(productTicket(tenant, merchant.token))).toMatchObject({ status: 429 });

    // Once its save window is over a ticket no longer counts (the window moved back, the session stays valid).
    await t.db
      .update(uploadTickets)
      .set({ expiresAt: new Date(t.clock.now().getTime() - 1000) })
      .where(eq(uploadTickets.storageKey, ticketKey(tickets[1])));
    await productTicket(tenant, merchant.token);
  });

  it('pending bytes: a ticket that would pass the limit is refused', async () => {
    const { tenant, merchant } = await shop();
    await productTicket(tenant, merchant.token, 6000);
    expect(await refusal(productTicket(tenant, merchant.token, 4001))).toMatchObject({ status: 429, detail: MSG.uploadPendingBytesMax });
    await productTicket(tenant, merchant.token, 4000);
  });

  it('a parallel burst gets exactly the limit', async () => {
    const { tenant, merchant } = await shop();
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => productTicket(tenant, merchant.token)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(OPEN_MAX);
    for (const r of results.filter((r): r is PromiseRejectedResult => r.status === 'rejected')) {
      expect(await refusal(Promise.reject(r.reason))).toMatchObject({ status: 429 });
    }
    const rows = await t.db.select().from(uploadTickets).where(and(eq(uploadTickets.tenantId, tenant.id), eq(uploadTickets.userId, merchant.user.id)));
    expect(rows).toHaveLength(OPEN_MAX);
  });
});

describe('the sweep of unsaved uploads', () => {
  it('deletes an unsaved object once its ticket has expired, keeps saved ones and unexpired ones', async () => {
    const { tenant, merchant } = await shop();
    const upload = async () => {
      const tk = await productTicket(tenant, merchant.token);
      expect((await putBytes(t, tenant, tk.upload_url, imageBytes('jpeg', 64))).status).toBe(200);
      return tk;
    };
    const saved = await upload();
    const unsaved = await upload();
    const product = (await createProductRest(t, tenant, merchant.token, { images: [{ upload_token: saved.upload_token }] })) as ProductDetail;
    const savedKey = keyOf(product.media[0].file_path);
    const unsavedKey = ticketKey(unsaved);
    expect(await t.storage.get(unsavedKey)).not.toBeNull();

    // Still in its save window: kept.
    t.clock.advance(HOUR_MS);
    await cleanupExpired({ db: t.appDb, now: t.clock.now(), storage: t.storage });
    expect(await t.storage.get(unsavedKey)).not.toBeNull();

    t.clock.advance(24 * HOUR_MS);
    const removed = await cleanupExpired({ db: t.appDb, now: t.clock.now(), storage: t.storage });
    expect(removed.unsavedUploads).toBeGreaterThanOrEqual(1);
    expect(await t.storage.get(unsavedKey)).toBeNull();
    expect(await t.db.select().from(uploadTickets).where(eq(uploadTickets.storageKey, unsavedKey))).toEqual([]);
    expect(await t.storage.get(savedKey)).not.toBeNull();
    expect(await t.db.select().from(uploadTickets).where(eq(uploadTickets.storageKey, savedKey))).toHaveLength(1);
    // The saved product still shows its image.
    const served = await t.app.request(`http://${tenant.domain}${product.media[0].file_path}`);
    expect(served.status).toBe(200);
  });
});
