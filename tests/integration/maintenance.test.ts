import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { oauthStates, passwordResets, productViewDays, postViewDays, rateLimits, sessions } from '../../db/schema';
import { cleanupExpired } from '../../worker/services/maintenance/cleanup-expired';
import { seoulDay } from '../../worker/lib/seoul-day';
import { createTestApp, type TestApp } from '../fixtures/app';

const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('cleanupExpired', () => {
  it('deletes rows that ended more than a day ago and keeps the rest', async () => {
    const tenant = await t.createTenant();
    const { user } = await t.createUser(tenant);
    const now = new Date();
    const ago = (ms: number) => new Date(now.getTime() - ms);
    const tag = `m${tenant.id}`;

    await t.db.insert(sessions).values([
      { tokenHash: `${tag}-old`, tenantId: tenant.id, userId: user.id, expiresAt: ago(2 * DAY) },
      { tokenHash: `${tag}-recent`, tenantId: tenant.id, userId: user.id, expiresAt: ago(DAY / 2) },
      { tokenHash: `${tag}-revoked`, tenantId: tenant.id, userId: user.id, expiresAt: new Date(now.getTime() + DAY), revokedAt: ago(3 * DAY) },
      { tokenHash: `${tag}-live`, tenantId: tenant.id, userId: user.id, expiresAt: new Date(now.getTime() + DAY) },
    ]);
    await t.db.insert(rateLimits).values([
      { key: `${tag}:old`, count: 5, resetAt: ago(2 * DAY) },
      { key: `${tag}:open`, count: 1, resetAt: new Date(now.getTime() + 60_000) },
    ]);
    await t.db.insert(oauthStates).values([
      { state: `${tag}-old`, tenantId: tenant.id, provider: 'kakao', expiresAt: ago(2 * DAY) },
      { state: `${tag}-new`, tenantId: tenant.id, provider: 'kakao', expiresAt: new Date(now.getTime() + 600_000) },
    ]);
    await t.db.insert(passwordResets).values([
      { tokenHash: `${tag}-old`, tenantId: tenant.id, userId: user.id, expiresAt: ago(2 * DAY) },
      { tokenHash: `${tag}-used`, tenantId: tenant.id, userId: user.id, expiresAt: new Date(now.getTime() + DAY), usedAt: ago(2 * DAY) },
      { tokenHash: `${tag}-new`, tenantId: tenant.id, userId: user.id, expiresAt: new Date(now.getTime() + DAY) },
    ]);

    const removed = await cleanupExpired({ db: t.appDb, now });
    expect(removed.sessions).toBeGreaterThanOrEqual(2);
    expect(removed.passwordResets).toBeGreaterThanOrEqual(2);

    const keys = async <T>(rows: Promise<T[]>, pick: (r: T) => string) => (await rows).map(pick).sort();
    expect(await keys(t.db.select().from(sessions).where(like(sessions.tokenHash, `${tag}-%`)), (r) => r.tokenHash)).toEqual([
      `${tag}-live`,
      `${tag}-recent`,
    ]);
    expect(await keys(t.db.select().from(rateLimits).where(like(rateLimits.key, `${tag}:%`)), (r) => r.key)).toEqual([`${tag}:open`]);
    expect(await keys(t.db.select().from(oauthStates).where(eq(oauthStates.tenantId, tenant.id)), (r) => r.state)).toEqual([`${tag}-new`]);
    expect(await keys(t.db.select().from(passwordResets).where(eq(passwordResets.tenantId, tenant.id)), (r) => r.tokenHash)).toEqual([
      `${tag}-new`,
    ]);
  });

  it('deletes product view rows whose day (Asia/Seoul) is more than two days old', async () => {
    const tenant = await t.createTenant();
    const now = new Date();
    const day = (daysAgo: number) => seoulDay(new Date(now.getTime() - daysAgo * DAY));
    const productId = -tenant.id;
    await t.db
      .insert(productViewDays)
      .values([3, 2, 1, 0].map((d) => ({ day: day(d), productId, viewerKey: 'a:viewer', tenantId: tenant.id })));
    await t.db.insert(postViewDays).values([3, 0].map((d) => ({ day: day(d), postId: productId, viewerKey: 'a:viewer', tenantId: tenant.id })));
    const removed = await cleanupExpired({ db: t.db, now });
    expect(removed.productViews).toBeGreaterThanOrEqual(1);
    expect(removed.postViews).toBeGreaterThanOrEqual(1);
    const kept = await t.db.select().from(productViewDays).where(eq(productViewDays.productId, productId));
    expect(kept.map((r) => r.day).sort()).toEqual([day(2), day(1), day(0)]);
    const keptPostViews = await t.db.select().from(postViewDays).where(eq(postViewDays.postId, productId));
    expect(keptPostViews.map((r) => r.day)).toEqual([day(0)]);
  });
});
