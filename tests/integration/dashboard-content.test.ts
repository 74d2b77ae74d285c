import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comments, posts, type Tenant, type User } from '../../db/schema';
import type { DashboardAnnouncementList, DashboardCommentGroupList, DashboardContentList, DashboardMyCommentList } from '../../shared/schemas/dashboard';
import { createTestApp, type TestApp } from '../fixtures/app';
import { jpegPart, makeComment, makePost, mp4Part, sendPostForm } from '../fixtures/content';

/** The dashboard's content lists: /contents, /comments, /my-comments, /announcements, /my-announcements. */
let t: TestApp;
let site: Tenant;
let otherSite: Tenant;
let merchant: { user: User; token: string };
let rival: { user: User; token: string };
let reader: { user: User; token: string };
let foreign: { user: User; token: string };
/** The merchant's posts by title. */
const post: Record<string, number> = {};

const get = async <T>(tenant: Tenant, path: string, token?: string) => {
  const res = await t.request(tenant, 'GET', path, { token });
  return { status: res.status, body: (await res.json()) as T & { detail?: string; code?: string; field?: string } };
};
const announce = async (tenant: Tenant, token: string, title: string) => {
  const res = await sendPostForm(t, tenant, token, { title, content: `${title} 내용`, is_announcement: 'true' }, [jpegPart()]);
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: number }).id;
};

beforeAll(async () => {
  t = await createTestApp();
  site = await t.createTenant();
  otherSite = await t.createTenant();
  merchant = await t.createUser(site, 'merchant');
  rival = await t.createUser(site, 'merchant');
  reader = await t.createUser(site);
  foreign = await t.createUser(otherSite, 'merchant');

  // Oldest first: three posts, two videos, two announcements of the merchant.
  for (const title of ['글 1', '글 2', '글 3']) {
    t.clock.advance(1000);
    post[title] = (await makePost(t, site, merchant.token, title)).id;
  }
  for (const title of ['영상 1', '영상 2']) {
    t.clock.advance(1000);
    post[title] = (await makePost(t, site, merchant.token, title, [mp4Part()])).id;
  }
  t.clock.advance(1000);
  post['공지 1'] = await announce(site, merchant.token, '공지 1');
  t.clock.advance(1000);
  post['이웃 공지'] = await announce(site, rival.token, '이웃 공지');
  t.clock.advance(1000);
  post['공지 2'] = await announce(site, merchant.token, '공지 2');
  post['이웃 글'] = (await makePost(t, site, rival.token, '이웃 글')).id;
  post['다른 사이트 글'] = (await makePost(t, otherSite, foreign.token, '다른 사이트 글')).id;
  post['다른 사이트 공지'] = await announce(otherSite, foreign.token, '다른 사이트 공지');
  // 글 2 is the most popular: the hot score 3×likes + 2×comments + views.
  await t.db.update(posts).set({ viewsCount: 100 }).where(eq(posts.id, post['글 2']));
  await t.db.update(posts).set({ viewsCount: 50 }).where(eq(posts.id, post['영상 1']));

  // Comments, oldest first: on the merchant's posts by the reader and the merchant; elsewhere.
  const say = async (tenant: Tenant, token: string, postId: number, text: string, parent?: number) => {
    t.clock.advance(1000);
    return (await makeComment(t, tenant, token, postId, text, parent)).id;
  };
  const c1 = await say(site, reader.token, post['글 1'], '첫 댓글');
  await say(site, reader.token, post['글 3'], '둘째 댓글');
  await say(site, merchant.token, post['글 1'], '판매자 답글', c1);
  await say(site, reader.token, post['글 1'], '셋째 댓글');
  await say(site, reader.token, post['이웃 글'], '이웃 글 댓글');
  await say(site, merchant.token, post['이웃 글'], '판매자가 이웃 글에');
  await say(otherSite, foreign.token, post['다른 사이트 글'], '다른 사이트 댓글');
});
afterAll(() => t.close());

const titles = (l: { contents?: { title: string }[]; announcements?: { title: string }[] }) => (l.contents ?? l.announcements ?? []).map((p) => p.title);

describe('GET /api/dashboard/contents', () => {
  it('the account’s own posts of every kind, newest first, 6 a page, with has_more', async () => {
    const { status, body } = await get<DashboardContentList>(site, '/api/dashboard/contents', merchant.token);
    expect(status).toBe(200);
    expect(titles(body)).toEqual(['공지 2', '공지 1', '영상 2', '영상 1', '글 3', '글 2']);
    expect(body).toMatchObject({ total: 7, limit: 6, offset: 0, has_more: true });
    // The PostItem shape of the content lists.
    expect(body.contents[2]).toMatchObject({ is_video: true, is_announcement: false, author: { id: merchant.user.id } });
    expect(body.contents[2].media[0].media_type).toBe('video');
    const next = await get<DashboardContentList>(site, '/api/dashboard/contents?offset=6', merchant.token);
    expect(titles(next.body)).toEqual(['글 1']);
    expect(next.body.has_more).toBe(false);
  });

  it('content_type: post (neither video nor announcement), video, announcement', async () => {
    const of = async (type: string) => titles((await get<DashboardContentList>(site, `/api/dashboard/contents?content_type=${type}`, merchant.token)).body);
    expect(await of('post')).toEqual(['글 3', '글 2', '글 1']);
    expect(await of('video')).toEqual(['영상 2', '영상 1']);
    expect(await of('announcement')).toEqual(['공지 2', '공지 1']);
  });

  it('sorts: popular by the hot score, oldest first', async () => {
    const popular = await get<DashboardContentList>(site, '/api/dashboard/contents?content_type=post&sort=popular', merchant.token);
    // 글 2: 100 views; 글 1: three comments (6); 글 3: one comment (2).
    expect(titles(popular.body)).toEqual(['글 2', '글 1', '글 3']);
    const oldest = await get<DashboardContentList>(site, '/api/dashboard/contents?sort=oldest&limit=3', merchant.token);
    expect(titles(oldest.body)).toEqual(['글 1', '글 2', '글 3']);
    expect(oldest.body.has_more).toBe(true);
  });

  it('never another account’s posts, nor another site’s', async () => {
    const theirs = titles((await get<DashboardContentList>(site, '/api/dashboard/contents', rival.token)).body);
    expect(theirs.sort()).toEqual(['이웃 공지', '이웃 글'].sort());
    expect(titles((await get<DashboardContentList>(otherSite, '/api/dashboard/contents', foreign.token)).body).sort()).toEqual(['다른 사이트 공지', '다른 사이트 글'].sort());
    expect((await get<DashboardContentList>(site, '/api/dashboard/contents', reader.token)).body).toMatchObject({ contents: [], total: 0, has_more: false });
  });

  it.each(['?limit=0', '?limit=51', '?offset=-1', '?content_type=photo', '?sort=random', '?limit=x'])('bad input %s → 422 with a Korean message', async (qs) => {
    const { status, body } = await get(site, `/api/dashboard/contents${qs}`, merchant.token);
    expect(status).toBe(422);
    expect(body.code).toBe('VALIDATION');
    expect(body.detail).toMatch(/[가-힣]/);
  });

  it('guests 401; the content feature off is 403; tRPC dashboard.contents answers the same', async () => {
    expect((await get(site, '/api/dashboard/contents')).status).toBe(401);
    const dark = await t.createTenant({ features: { content: false } });
    const owner = await t.createUser(dark, 'merchant');
    for (const path of ['contents', 'comments', 'my-comments', 'announcements', 'my-announcements']) {
      const off = await get(dark, `/api/dashboard/${path}`, owner.token);
      expect(off.status, path).toBe(403);
      expect(off.body.code, path).toBe('FEATURE_DISABLED');
    }
    const caller = await t.caller(site, merchant.token);
    expect(await caller.dashboard.contents({ content_type: 'video', sort: 'popular' })).toEqual(
      (await get(site, '/api/dashboard/contents?content_type=video&sort=popular', merchant.token)).body,
    );
  });
});

describe('GET /api/dashboard/comments', () => {
  it('comments on my posts (mine too), newest first, grouped by post in the order of each post’s newest comment', async () => {
    const { status, body } = await get<DashboardCommentGroupList>(site, '/api/dashboard/comments', merchant.token);
    expect(status).toBe(200);
    expect(body).toMatchObject({ total: 4, limit: 10, offset: 0, has_more: false });
    expect(body.comment_groups.map((g) => [g.post.title, g.comments.map((c) => c.content)])).toEqual([
      ['글 1', ['셋째 댓글', '판매자 답글', '첫 댓글']],
      ['글 3', ['둘째 댓글']],
    ]);
    const reply = body.comment_groups[0].comments[1];
    expect(reply).toMatchObject({ depth: 1, author: { id: merchant.user.id, username: merchant.user.username }, post_id: post['글 1'] });
    expect(reply.parent_id).toBe(body.comment_groups[0].comments[2].id);
    expect(body.comment_groups[0].post).toEqual({ id: post['글 1'], title: '글 1', is_video: false, is_announcement: false });
  });

  it('pages with limit and offset: a page’s groups hold only its comments', async () => {
    const first = await get<DashboardCommentGroupList>(site, '/api/dashboard/comments?limit=2', merchant.token);
    expect(first.body.comment_groups.map((g) => g.comments.map((c) => c.content))).toEqual([['셋째 댓글', '판매자 답글']]);
    expect(first.body).toMatchObject({ total: 4, has_more: true });
    const second = await get<DashboardCommentGroupList>(site, '/api/dashboard/comments?limit=2&offset=2', merchant.token);
    expect(second.body.comment_groups.map((g) => [g.post.title, g.comments.map((c) => c.content)])).toEqual([
      ['글 3', ['둘째 댓글']],
      ['글 1', ['첫 댓글']],
    ]);
    expect(second.body.has_more).toBe(false);
  });

  it('another merchant sees the comments on their posts only; another site nothing of this one', async () => {
    const theirs = (await get<DashboardCommentGroupList>(site, '/api/dashboard/comments', rival.token)).body;
    expect(theirs.comment_groups.flatMap((g) => g.comments.map((c) => c.content)).sort()).toEqual(['이웃 글 댓글', '판매자가 이웃 글에'].sort());
    const abroad = (await get<DashboardCommentGroupList>(otherSite, '/api/dashboard/comments', foreign.token)).body;
    expect(abroad.comment_groups.flatMap((g) => g.comments.map((c) => c.content))).toEqual(['다른 사이트 댓글']);
  });

  it('post_author_id is the post’s author whatever an insert says (the trigger)', async () => {
    const [row] = await t.db
      .insert(comments)
      .values({ tenantId: site.id, postId: post['글 2'], authorId: reader.user.id, content: '직접 넣은 댓글', postAuthorId: rival.user.id })
      .returning();
    expect(row.postAuthorId).toBe(merchant.user.id);
    await t.db.delete(comments).where(eq(comments.id, row.id));
  });

  it('bad paging is 422 in Korean; guests 401; tRPC dashboard.comments answers the same', async () => {
    const bad = await get(site, '/api/dashboard/comments?limit=100', merchant.token);
    expect(bad.status).toBe(422);
    expect(bad.body.detail).toMatch(/[가-힣]/);
    expect((await get(site, '/api/dashboard/comments')).status).toBe(401);
    const caller = await t.caller(site, merchant.token);
    expect(await caller.dashboard.comments({ limit: 3, offset: 1 })).toEqual((await get(site, '/api/dashboard/comments?limit=3&offset=1', merchant.token)).body);
  });
});

describe('GET /api/dashboard/my-comments', () => {
  it('the comments I wrote, newest first, each with its post', async () => {
    const { status, body } = await get<DashboardMyCommentList>(site, '/api/dashboard/my-comments', merchant.token);
    expect(status).toBe(200);
    expect(body.comments.map((c) => [c.content, c.post.title])).toEqual([
      ['판매자가 이웃 글에', '이웃 글'],
      ['판매자 답글', '글 1'],
    ]);
    expect(body).toMatchObject({ total: 2, has_more: false });
    const mine = (await get<DashboardMyCommentList>(site, '/api/dashboard/my-comments?limit=2&offset=1', reader.token)).body;
    expect(mine.comments.map((c) => c.content)).toEqual(['셋째 댓글', '둘째 댓글']);
    expect(mine).toMatchObject({ total: 4, has_more: true });
  });

  it('nothing of another site; bad paging 422; tRPC dashboard.myComments answers the same', async () => {
    expect((await get<DashboardMyCommentList>(otherSite, '/api/dashboard/my-comments', foreign.token)).body.comments.map((c) => c.content)).toEqual(['다른 사이트 댓글']);
    expect((await get(site, '/api/dashboard/my-comments?offset=abc', reader.token)).status).toBe(422);
    const caller = await t.caller(site, reader.token);
    expect(await caller.dashboard.myComments({})).toEqual((await get(site, '/api/dashboard/my-comments', reader.token)).body);
  });
});

describe('GET /api/dashboard/announcements and /my-announcements', () => {
  it('the site’s announcements, newest first (any account); never another site’s', async () => {
    const { status, body } = await get<DashboardAnnouncementList>(site, '/api/dashboard/announcements', reader.token);
    expect(status).toBe(200);
    expect(titles(body)).toEqual(['공지 2', '이웃 공지', '공지 1']);
    expect(body).toMatchObject({ total: 3, limit: 10, has_more: false });
    const page = await get<DashboardAnnouncementList>(site, '/api/dashboard/announcements?limit=1&offset=1', reader.token);
    expect(titles(page.body)).toEqual(['이웃 공지']);
    expect(page.body.has_more).toBe(true);
    expect(titles((await get<DashboardAnnouncementList>(otherSite, '/api/dashboard/announcements', foreign.token)).body)).toEqual(['다른 사이트 공지']);
  });

  it('an announcement of a deleted account is not shown', async () => {
    const leaving = await t.createUser(site, 'merchant');
    await announce(site, leaving.token, '떠난 공지');
    expect(titles((await get<DashboardAnnouncementList>(site, '/api/dashboard/announcements', reader.token)).body)).toContain('떠난 공지');
    expect((await t.request(site, 'DELETE', '/api/auth/account', { token: leaving.token, json: { password: 'test-pass-1234' } })).status).toBe(200);
    expect(titles((await get<DashboardAnnouncementList>(site, '/api/dashboard/announcements', reader.token)).body)).not.toContain('떠난 공지');
  });

  it('my announcements: only mine', async () => {
    expect(titles((await get<DashboardAnnouncementList>(site, '/api/dashboard/my-announcements', merchant.token)).body)).toEqual(['공지 2', '공지 1']);
    expect(titles((await get<DashboardAnnouncementList>(site, '/api/dashboard/my-announcements', rival.token)).body)).toEqual(['이웃 공지']);
    expect((await get<DashboardAnnouncementList>(site, '/api/dashboard/my-announcements', reader.token)).body).toMatchObject({ announcements: [], total: 0 });
  });

  it('bad paging 422 in Korean; guests 401; the tRPC twins answer the same', async () => {
    for (const path of ['announcements', 'my-announcements']) {
      const bad = await get(site, `/api/dashboard/${path}?limit=0`, merchant.token);
      expect(bad.status, path).toBe(422);
      expect(bad.body.detail, path).toMatch(/[가-힣]/);
      expect((await get(site, `/api/dashboard/${path}`)).status, path).toBe(401);
    }
    const caller = await t.caller(site, merchant.token);
    expect(await caller.dashboard.announcements({ limit: 2 })).toEqual((await get(site, '/api/dashboard/announcements?limit=2', merchant.token)).body);
    expect(await caller.dashboard.myAnnouncements({})).toEqual((await get(site, '/api/dashboard/my-announcements', merchant.token)).body);
  });
});
