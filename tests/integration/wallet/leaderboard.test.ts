import { and, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userScoreTotals, userScores, type Tenant } from '../../../db/schema';
import type { Leaderboard } from '../../../shared/schemas/wallet';
import { ACTIVITY_KEYS, ACTIVITY_LABELS } from '../../../shared/wallet';
import { createTestApp, type TestApp } from '../../fixtures/app';
import { jpegPart, makeComment, makePost, mp4Part } from '../../fixtures/content';

/** GET /api/score/leaderboard (docs/wallet.md Leaderboard): ranks, top_percent, breakdowns, the site's own users only. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t.close());

const board = async (tenant: Tenant, token: string, query = '') => {
  const res = await t.request(tenant, 'GET', `/api/score/leaderboard${query}`, { token });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Leaderboard;
};

/** Scores straight into the table, and the counts of each total again (the earning that keeps both is tested below and in earning.test.ts). */
const setScore = async (tenant: Tenant, userId: number, s: { commentCreate?: number; postWithPhoto?: number; reviewText?: number }) => {
  const total = (s.commentCreate ?? 0) + (s.postWithPhoto ?? 0) + (s.reviewText ?? 0);
  await t.db
    .insert(userScores)
    .values({ tenantId: tenant.id, userId, total, ...s })
    .onConflictDoUpdate({ target: [userScores.tenantId, userScores.userId], set: { total, commentCreate: s.commentCreate ?? 0, postWithPhoto: s.postWithPhoto ?? 0, reviewText: s.reviewText ?? 0 } });
  await t.db.delete(userScoreTotals).where(eq(userScoreTotals.tenantId, tenant.id));
  await t.db.execute(sql`insert into user_score_totals (tenant_id, total, users) select tenant_id, total, count(*) from user_scores where tenant_id = ${tenant.id} and total > 0 group by tenant_id, total`);
};
/** The kept counts of each total equal a count of user_scores. */
const countsHold = async (tenant: Tenant) => {
  const kept = await t.db.select().from(userScoreTotals).where(and(eq(userScoreTotals.tenantId, tenant.id), gt(userScoreTotals.users, 0))).orderBy(userScoreTotals.total);
  const counted = await t.db
    .select({ total: userScores.total, users: sql<number>`count(*)::int` })
    .from(userScores)
    .where(and(eq(userScores.tenantId, tenant.id), gt(userScores.total, 0)))
    .groupBy(userScores.total)
    .orderBy(userScores.total);
  expect(kept.map((k) => [k.total, k.users])).toEqual(counted.map((c) => [c.total, Number(c.users)]));
};

describe('leaderboard', () => {
  it('ranks by total then user id; me, top_percent, breakdown segments with Korean labels; a user without a score ranks last', async () => {
    const tenant = await t.createTenant();
    const users = [];
    for (let i = 0; i < 5; i++) users.push(await t.createUser(tenant, 'customer'));
    const [a, b, c, d, none] = users;
    await setScore(tenant, a.user.id, { commentCreate: 10, reviewText: 20 }); // 30
    await setScore(tenant, b.user.id, { postWithPhoto: 40 }); // 40
    await setScore(tenant, c.user.id, { commentCreate: 30 }); // 30, a higher id than a
    await setScore(tenant, d.user.id, {}); // 0: no score
    const top = await board(tenant, a.token);
    expect(top.top.map((e) => [e.rank, e.user_id, e.total_score])).toEqual([
      [1, b.user.id, 40],
      [2, a.user.id, 30],
      [3, c.user.id, 30],
    ]);
    expect(top.top[0].username).toBe(b.user.username);
    expect(top.me).toEqual({
      rank: 2,
      top_percent: 66.7,
      breakdown: {
        total: 30,
        segments: ACTIVITY_KEYS.map((key) => ({ key, label: ACTIVITY_LABELS[key], value: key === 'comment_create' ? 10 : key === 'review_text' ? 20 : 0 })),
      },
    });
    expect(top.top[1].breakdown).toEqual(top.me.breakdown);
    expect((await board(tenant, b.token)).me).toMatchObject({ rank: 1, top_percent: 33.3 });
    expect((await board(tenant, c.token)).me).toMatchObject({ rank: 3, top_percent: 100 });
    for (const u of [d, none]) expect((await board(tenant, u.token)).me).toMatchObject({ rank: 4, top_percent: 100, breakdown: { total: 0 } });
    // top_n: 2 of them; above 50 is 50; a word is 422; tRPC agrees.
    expect((await board(tenant, a.token, '?top_n=2')).top).toHaveLength(2);
    expect((await board(tenant, a.token, '?top_n=500')).top).toHaveLength(3);
    expect((await t.request(tenant, 'GET', '/api/score/leaderboard?top_n=abc', { token: a.token })).status).toBe(422);
    expect(await (await t.caller(tenant, a.token)).score.leaderboard({ top_n: 10 })).toEqual(JSON.parse(JSON.stringify(top)));
    expect((await t.request(tenant, 'GET', '/api/score/leaderboard')).status).toBe(401);
  });

  it('another site’s users never appear, and its scores do not move this site’s ranks', async () => {
    const here = await t.createTenant();
    const there = await t.createTenant();
    const mine = await t.createUser(here, 'customer');
    const theirs = await t.createUser(there, 'customer');
    await setScore(here, mine.user.id, { commentCreate: 5 });
    await setScore(there, theirs.user.id, { commentCreate: 500 });
    const b = await board(here, mine.token);
    expect(b.top.map((e) => e.user_id)).toEqual([mine.user.id]);
    expect(b.me).toMatchObject({ rank: 1, top_percent: 100 });
    expect((await board(there, theirs.token)).top.map((e) => e.user_id)).toEqual([theirs.user.id]);
  });

  it('earnings move the board and a deleted post drops its author; a deleted account leaves it', async () => {
    const tenant = await t.createTenant();
    const merchant = await t.createUser(tenant, 'merchant');
    const customer = await t.createUser(tenant, 'customer');
    const photo = await makePost(t, tenant, merchant.token, '사진', [jpegPart()]);
    await makePost(t, tenant, merchant.token, '영상', [mp4Part()]);
    for (let i = 0; i < 3; i++) await makeComment(t, tenant, customer.token, photo.id, `댓글 ${i}`);
    let b = await board(tenant, customer.token);
    expect(b.top.map((e) => [e.user_id, e.total_score])).toEqual([
      [merchant.user.id, 50],
      [customer.user.id, 15],
    ]);
    expect(b.me.rank).toBe(2);
    await countsHold(tenant);
    // Deleting the photo post (20) leaves the merchant the video's 30.
    expect((await t.request(tenant, 'DELETE', `/api/content/posts/${photo.id}`, { token: merchant.token })).status).toBe(200);
    b = await board(tenant, customer.token);
    expect(b.top.map((e) => [e.user_id, e.total_score])).toEqual([
      [merchant.user.id, 30],
      [customer.user.id, 15],
    ]);
    const row = (await t.db.select().from(userScores).where(and(eq(userScores.tenantId, tenant.id), eq(userScores.userId, merchant.user.id))))[0];
    expect(row).toMatchObject({ total: 30, postWithPhoto: 0, postWithVideo: 30 });
    await countsHold(tenant);
    expect((await t.request(tenant, 'DELETE', '/api/auth/account', { token: merchant.token })).status).toBeLessThan(300);
    b = await board(tenant, customer.token);
    expect(b.top.map((e) => e.user_id)).toEqual([customer.user.id]);
    expect(b.me).toMatchObject({ rank: 1, top_percent: 100 });
    await countsHold(tenant);
  });
});
