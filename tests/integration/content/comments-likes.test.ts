import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { posts, type Tenant } from '../../../db/schema';
import type { CommentItem, CommentList, LikeState, PostItem } from '../../../shared/schemas/content';
import { createTestApp, type TestApp } from '../../fixtures/app';
import { makeComment, makePost } from '../../fixtures/content';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = async <T>(tenant: Tenant, method: string, path: string, token?: string, body?: unknown) => {
  const res = await t.request(tenant, method, path, { token, json: body });
  return { status: res.status, body: (await res.json()) as T };
};
const counts = async (id: number) => (await t.db.select({ likes: posts.likesCount, comments: posts.commentsCount }).from(posts).where(eq(posts.id, id)))[0];

async function site() {
  const tenant = await t.createTenant();
  const author = await t.createUser(tenant, 'merchant');
  const reader = await t.createUser(tenant, 'customer');
  const post = await makePost(t, tenant, author.token);
  return { tenant, author, reader, post };
}

describe('comments', () => {
  it('top-level comments newest first with their replies nested; blank content refused; guests must log in', async () => {
    const { tenant, author, reader, post } = await site();
    const first = await makeComment(t, tenant, reader.token, post.id, '첫 댓글');
    const second = await makeComment(t, tenant, author.token, post.id, '둘째 댓글');
    const reply = await makeComment(t, tenant, author.token, post.id, '답글', first.id);
    expect(reply).toMatchObject({ parent_id: first.id, depth: 1, author: { id: author.user.id } });
    const deeper = await makeComment(t, tenant, reader.token, post.id, '답글의 답글', reply.id);
    const { body } = await call<CommentList>(tenant, 'GET', `/api/content/posts/${post.id}/comments`);
    expect(body).toMatchObject({ total: 2, page: 1, has_more: false });
    expect(body.comments.map((c) => c.id)).toEqual([second.id, first.id]);
    expect(body.comments[1].replies.map((r) => [r.id, r.replies.map((x) => x.id)])).toEqual([[reply.id, [deeper.id]]]);
    expect((await counts(post.id)).comments).toBe(4);
    for (const content of ['', '   ']) {
      expect(await call(tenant, 'POST', `/api/content/posts/${post.id}/comments`, reader.token, { content })).toMatchObject({ status: 422, body: { detail: '댓글 내용을 입력해주세요.' } });
    }
    expect((await call(tenant, 'POST', `/api/content/posts/${post.id}/comments`, undefined, { content: '익명' })).status).toBe(401);
    const viaQuery = await t.request(tenant, 'POST', `/api/main/posts/${post.id}/comments?content=${encodeURIComponent('쿼리 댓글')}&parent_id=${second.id}`, { token: reader.token });
    expect(viaQuery.status).toBe(201);
    expect(await viaQuery.json()).toMatchObject({ content: '쿼리 댓글', parent_id: second.id, depth: 1 });
    const main = await call<CommentList>(tenant, 'GET', `/api/main/posts/${post.id}/comments`);
    expect(main.body.comments[0].replies.map((r) => r.content)).toEqual(['쿼리 댓글']);
  });

  it('replies go five levels deep; a reply below depth 5 is refused with “Maximum comment depth”; a parent of another post is a 404', async () => {
    const { tenant, reader, post, author } = await site();
    let parent: CommentItem = await makeComment(t, tenant, reader.token, post.id, '0단계');
    for (let depth = 1; depth <= 5; depth++) parent = await makeComment(t, tenant, reader.token, post.id, `${depth}단계`, parent.id);
    expect(parent.depth).toBe(5);
    const refused = await call<{ detail: string }>(tenant, 'POST', `/api/content/posts/${post.id}/comments`, reader.token, { content: '6단계', parent_id: parent.id });
    expect(refused.status).toBe(422);
    expect(refused.body.detail).toContain('Maximum comment depth');
    const elsewhere = await makePost(t, tenant, author.token, '다른 글');
    expect((await call(tenant, 'POST', `/api/content/posts/${elsewhere.id}/comments`, reader.token, { content: '엉뚱한 답글', parent_id: parent.id })).status).toBe(404);
  });

  it('only its author deletes a comment, and its replies go with it', async () => {
    const { tenant, author, reader, post } = await site();
    const top = await makeComment(t, tenant, reader.token, post.id);
    await makeComment(t, tenant, author.token, post.id, '답글', top.id);
    expect(await call(tenant, 'DELETE', `/api/content/comments/${top.id}`, author.token)).toMatchObject({ status: 403, body: { detail: '댓글을 삭제할 권한이 없습니다.' } });
    expect((await call(tenant, 'DELETE', `/api/content/comments/${top.id}`, reader.token)).status).toBe(200);
    expect((await call<CommentList>(tenant, 'GET', `/api/content/posts/${post.id}/comments`)).body.comments).toEqual([]);
    expect((await counts(post.id)).comments).toBe(0);
    expect((await call(tenant, 'DELETE', `/api/content/comments/${top.id}`, reader.token)).status).toBe(404);
  });
});

describe('likes', () => {
  it('set and unset by separate calls, or toggled; each answers is_liked and the count; the reader sees is_liked', async () => {
    const { tenant, reader, post } = await site();
    const like = `/api/content/posts/${post.id}/like`;
    expect((await call<LikeState>(tenant, 'POST', like, reader.token)).body).toEqual({ is_liked: true, likes_count: 1 });
    expect((await call<LikeState>(tenant, 'POST', like, reader.token)).body).toEqual({ is_liked: true, likes_count: 1 });
    expect((await call<PostItem>(tenant, 'GET', `/api/content/posts/${post.id}`, reader.token)).body.is_liked).toBe(true);
    expect((await call<LikeState>(tenant, 'DELETE', like, reader.token)).body).toEqual({ is_liked: false, likes_count: 0 });
    expect((await call<LikeState>(tenant, 'DELETE', like, reader.token)).body).toEqual({ is_liked: false, likes_count: 0 });
    const toggle = `/api/main/posts/${post.id}/like`;
    expect((await call<LikeState>(tenant, 'POST', toggle, reader.token)).body).toEqual({ is_liked: true, likes_count: 1 });
    expect((await call<LikeState>(tenant, 'POST', toggle, reader.token)).body).toEqual({ is_liked: false, likes_count: 0 });
    expect((await call(tenant, 'POST', like)).status).toBe(401);
    expect((await call(tenant, 'POST', `/api/content/posts/999999/like`, reader.token)).status).toBe(404);
  });

  it('50 parallel likes and 50 parallel comments of 50 readers count exactly 50 each', async () => {
    const { tenant, post } = await site();
    const readers = await Promise.all(Array.from({ length: 50 }, () => t.createUser(tenant, 'customer')));
    const [likes, comments] = await Promise.all([
      Promise.all(readers.map((r) => call(tenant, 'POST', `/api/content/posts/${post.id}/like`, r.token))),
      Promise.all(readers.map((r, i) => call(tenant, 'POST', `/api/content/posts/${post.id}/comments`, r.token, { content: `댓글 ${i}` }))),
    ]);
    expect(likes.map((l) => l.status).filter((s) => s !== 200)).toEqual([]);
    expect(comments.map((c) => c.status).filter((s) => s !== 201)).toEqual([]);
    expect(await counts(post.id)).toEqual({ likes: 50, comments: 50 });
    await Promise.all(readers.slice(0, 20).map((r) => call(tenant, 'DELETE', `/api/content/posts/${post.id}/like`, r.token)));
    expect((await counts(post.id)).likes).toBe(30);
  });
});
