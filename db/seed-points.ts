import { eq, isNotNull, like } from 'drizzle-orm';
import type { Db, DbOrTx } from './client';
import { comments, payments, pointEarnings, postMedia, posts, reviewMedia, reviews, type Tenant } from './schema';
import type { TenantSettings } from '../shared/schemas/tenant';
import { ORDER_RULES, type ActivityKey, type EarnCause } from '../shared/wallet';
import { paymentBuyer, reviewAuthor } from '../worker/scope/people';
import { personOf, tenantScope, type AccountScope } from '../worker/scope/tenant-scope';
import { clawbackSource, earnActivity, earnOrder, siteSettings } from '../worker/services/wallet/earning/internal';
import { seedOrderPrefix } from './seed-commerce';

/** One thing that earned (or took back) points, at the time it happened. */
interface PointEvent {
  at: Date;
  /** Ties in time: a payment's earning before its clawback, then by kind and id (the same order on every run). */
  order: number;
  id: number;
  /** Its earning (or clawback) is already written: a second run skips it (the keys would refuse it anyway). */
  done: boolean;
  run: (tx: DbOrTx) => Promise<unknown>;
}

/** How many events share a transaction: few enough that a failure is local, enough that the seed stays quick. */
const BATCH = 25;

/**
 * The demo's points (docs/wallet.md Seed): the seeded sales, reviews, comments and posts of one demo
 * tenant earn what they would have earned in the app, by the same functions (earnOrder, earnActivity,
 * clawbackSource) and the site's own rules, replayed in time order with each source's own time as
 * `now` (so the daily caps and the weekend rule apply as they would have):
 * - every seeded paid product-order payment earns its order rules on the buyer's own site (a proxy
 *   site of the tenant, maybe: personOf(paymentBuyer, payment)), and a fully refunded or cancelled one
 *   is clawed back at its refund time, as the product_order purpose's reverse does;
 * - every review earns review_photo (with photos) or review_text, on its author's site;
 * - every comment comment_create, every post post_with_video / post_with_photo / post_text by its media.
 * Every earning is keyed by its cause (point_earnings unique, `earn:` / `clawback:` entries), so a
 * second run writes nothing: the caps find the day's earnings already there, a cause already earned
 * is not earned again, a clawback already made is not made again.
 */
export async function seedPoints(db: Db, tenant: Tenant): Promise<void> {
  const shown = tenantScope('shown', tenant.id);
  const own = tenantScope('own', tenant.id);
  const settings = (tenant.settings ?? {}) as TenantSettings;
  const settingsOf = new Map<number, TenantSettings>([[tenant.id, settings]]);
  const siteOf = async (tx: DbOrTx, accounts: AccountScope) => {
    let s = settingsOf.get(accounts.tenantId);
    if (!s) settingsOf.set(accounts.tenantId, (s = await siteSettings(tx, accounts)));
    return s;
  };
  const events: PointEvent[] = [];
  // What earlier runs wrote, by (site, cause, source): a second run (every start of the node server) only looks.
  const earned = new Map<string, boolean>();
  const written = async (sites: Iterable<number>) => {
    for (const site of new Set(sites)) {
      const rows = await db
        .select({ cause: pointEarnings.cause, sourceId: pointEarnings.sourceId, clawedBackAt: pointEarnings.clawedBackAt })
        .from(pointEarnings)
        .where(tenantScope('own', site).where(pointEarnings));
      for (const r of rows) earned.set(`${site}:${r.cause}:${r.sourceId}`, r.clawedBackAt !== null);
    }
  };
  const has = (site: number, cause: EarnCause, sourceId: number) => earned.has(`${site}:${cause}:${sourceId}`);

  // Paid product orders of the seed (paid, or refunded after they were paid).
  const sold = await db
    .select()
    .from(payments)
    .where(shown.where(payments, eq(payments.purpose, 'product_order'), isNotNull(payments.paidAt), like(payments.shopOrderNo, `${seedOrderPrefix(tenant)}%`)));
  const reviewed = await db
    .select({ id: reviews.id, createdAt: reviews.createdAt, ...reviewAuthor.columns })
    .from(reviews)
    .where(shown.where(reviews));
  await written([tenant.id, ...sold.map((p) => p.buyerTenantId), ...reviewed.map((r) => r.authorTenantId)]);

  for (const p of sold) {
    const buyer = personOf(paymentBuyer, p);
    events.push({
      at: p.paidAt!,
      order: 0,
      id: p.id,
      done: ORDER_RULES.some((rule) => has(buyer.accounts.tenantId, rule, p.id)),
      run: async (tx) =>
        earnOrder({ db: tx, own: buyer.accounts, shown, settings: await siteOf(tx, buyer.accounts), userId: buyer.id, amount: p.amount, now: p.paidAt!, paymentId: p.id }),
    });
    // A reverse that leaves nothing of the order takes its points back (product_order's reverse).
    if (p.refundedAt && p.refundedAmount >= p.amount) {
      const kept = ORDER_RULES.filter((rule) => has(buyer.accounts.tenantId, rule, p.id));
      const done = kept.length > 0 && kept.every((rule) => earned.get(`${buyer.accounts.tenantId}:${rule}:${p.id}`));
      events.push({ at: p.refundedAt, order: 1, id: p.id, done, run: (tx) => clawbackSource(tx, buyer.accounts, ORDER_RULES, p.id, p.refundedAt!) });
    }
  }

  // Reviews: with a photo, review_photo; else review_text (create-review-with-uploads / create-review).
  const withPhotos = new Set(
    (await db.selectDistinct({ id: reviewMedia.reviewId }).from(reviewMedia).where(shown.where(reviewMedia))).map((r) => r.id),
  );
  for (const r of reviewed) {
    const author = personOf(reviewAuthor, r);
    const activity: ActivityKey = withPhotos.has(r.id) ? 'review_photo' : 'review_text';
    events.push({
      at: r.createdAt,
      order: 2,
      id: r.id,
      done: has(author.accounts.tenantId, activity, r.id),
      run: async (tx) =>
        earnActivity({ db: tx, own: author.accounts, settings: await siteOf(tx, author.accounts), now: r.createdAt, userId: author.id, activity, sourceId: r.id }),
    });
  }

  // Posts, by their media: a video, else a photo, else text (insertPost).
  const posted = await db.select({ id: posts.id, authorId: posts.authorId, createdAt: posts.createdAt }).from(posts).where(own.where(posts));
  const mediaOf = new Map<number, ('image' | 'video')[]>();
  for (const m of await db.select({ postId: postMedia.postId, type: postMedia.mediaType }).from(postMedia).where(own.where(postMedia))) {
    mediaOf.set(m.postId, [...(mediaOf.get(m.postId) ?? []), m.type]);
  }
  for (const p of posted) {
    const media = mediaOf.get(p.id) ?? [];
    const activity: ActivityKey = media.includes('video') ? 'post_with_video' : media.length > 0 ? 'post_with_photo' : 'post_text';
    events.push({ at: p.createdAt, order: 3, id: p.id, done: has(tenant.id, activity, p.id), run: (tx) => earnActivity({ db: tx, own, settings, now: p.createdAt, userId: p.authorId, activity, sourceId: p.id }) });
  }

  // Comments (create-comment).
  const said = await db.select({ id: comments.id, authorId: comments.authorId, createdAt: comments.createdAt }).from(comments).where(own.where(comments));
  for (const c of said) {
    events.push({
      at: c.createdAt,
      order: 4,
      id: c.id,
      done: has(tenant.id, 'comment_create', c.id),
      run: (tx) => earnActivity({ db: tx, own, settings, now: c.createdAt, userId: c.authorId, activity: 'comment_create', sourceId: c.id }),
    });
  }

  // A source the cap stopped has no earning: it goes through earnActivity again, which finds the day's cap reached.
  const todo = events.filter((e) => !e.done);
  todo.sort((a, b) => a.at.getTime() - b.at.getTime() || a.order - b.order || a.id - b.id);
  for (let i = 0; i < todo.length; i += BATCH) {
    const batch = todo.slice(i, i + BATCH);
    await db.transaction(async (tx) => {
      for (const e of batch) await e.run(tx);
    });
  }
}

