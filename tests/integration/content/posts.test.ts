import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { postMedia, posts, users, type Tenant } from '../../../db/schema';
import type { PostItem, PostList } from '../../../shared/schemas/content';
import { createTestApp, type TestApp } from '../../fixtures/app';
import { imageBytes } from '../../fixtures/catalogue';
import { jpegPart, makeComment, makePost, mp4Part, sendPostForm, webmPart } from '../../fixtures/content';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const json = async <T>(res: Response) => ({ status: res.status, body: (await res.json()) as T });
const get = async <T>(tenant: Tenant, path: string, token?: string) => json<T>(await t.request(tenant, 'GET', path, { token }));
const keyOf = (url: string) => url.replace(/^\/media\//, '');
const countRows = async (query: string) => ((await t.db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0].n;

async function site() {
  const tenant = await t.createTenant();
  const author = await t.createUser(tenant, 'merchant');
  const rival = await t.createUser(tenant, 'merchant');
  const reader = await t.createUser(tenant, 'customer');
  return { tenant, author, rival, reader };
}

describe('POST /api/content/posts', () => {
  it('stores a merchant’s images and videos in order, judged by their bytes; a video makes a video post', async () => {
    const { tenant, author } = await site();
    const res = await sendPostForm(t, tenant, author.token, { title: ' 첫 수확 ', content: '사과를 땄어요', is_announcement: 'true' }, [jpegPart('a.jpg'), mp4Part('b.mp4'), webmPart('c.webm')]);
    const { status, body } = await json<PostItem>(res);
    expect(status).toBe(201);
    expect(body).toMatchObject({ title: '첫 수확', content: '사과를 땄어요', is_announcement: true, is_video: true, likes_count: 0, comments_count: 0, views_count: 0, is_liked: false });
    expect(body.author).toMatchObject({ id: author.user.id, username: author.user.username });
    expect(body.media.map((m) => [m.media_type, m.mime_type, m.file_name, m.is_thumbnail])).toEqual([
      ['image', 'image/jpeg', 'a.jpg', true],
      ['video', 'video/mp4', 'b.mp4', false],
      ['video', 'video/webm', 'c.webm', false],
    ]);
    for (const m of body.media) expect(await t.storage.get(keyOf(m.file_path)), m.file_name).not.toBeNull();
    const image = await makePost(t, tenant, author.token, '사진만');
    expect(image.is_video).toBe(false);
  });

  it('refuses what the spec refuses, with its messages, and stores nothing', async () => {
    const { tenant, author, reader } = await site();
    const send = async (fields: Record<string, string>, files: File[]) => json<{ detail: string; field?: string }>(await sendPostForm(t, tenant, author.token, fields, files));
    const ok = { title: '제목', content: '내용' };
    expect((await send({ title: '  ', content: '내용' }, [jpegPart()])).body.detail).toBe('제목을 입력해주세요.');
    expect((await send({ title: '제목', content: '' }, [jpegPart()])).body.detail).toBe('내용을 입력해주세요.');
    expect((await send({ title: '가'.repeat(101), content: '내용' }, [jpegPart()])).status).toBe(422);
    expect((await send({ title: '제목', content: '가'.repeat(2001) }, [jpegPart()])).status).toBe(422);
    expect(await send(ok, [])).toMatchObject({ status: 422, body: { detail: '이미지 또는 동영상을 1개 이상 첨부해주세요.' } });
    expect(await send(ok, Array.from({ length: 11 }, (_, i) => jpegPart(`${i}.jpg`)))).toMatchObject({ status: 422, body: { detail: '파일은 최대 10개까지 첨부할 수 있습니다.' } });
    const text = new File([new TextEncoder().encode('not a picture at all')], 'note.jpg', { type: 'image/jpeg' });
    expect(await send(ok, [jpegPart(), text])).toMatchObject({ status: 415, body: { detail: '이미지 또는 동영상 파일만 첨부할 수 있습니다.' } });
    const heic = new File([imageBytes('heic', 64) as BlobPart], 'p.heic', { type: 'image/heic' });
    expect((await send(ok, [heic])).status).toBe(415);
    const customer = await sendPostForm(t, tenant, reader.token, ok, [jpegPart()]);
    expect(customer.status).toBe(403);
    const n = await countRows(`select count(*)::int as n from post_media where tenant_id = ${tenant.id}`);
    expect(n).toBe(0);
  });

  it('a file over 50 MB is a 413 naming the file', async () => {
    const { tenant, author } = await site();
    const big = new Uint8Array(50 * 1024 * 1024 + 1);
    big.set(imageBytes('jpeg', 16));
    const res = await sendPostForm(t, tenant, author.token, { title: '큰 사진', content: '내용' }, [new File([big as BlobPart], 'big.jpg', { type: 'image/jpeg' })]);
    expect(await json(res)).toEqual({ status: 413, body: expect.objectContaining({ detail: '파일 크기는 50MB를 초과할 수 없습니다: big.jpg' }) });
  });
});

describe('reading posts', () => {
  it('lists newest first or by the hot score, filters by author, announcement and video, and pages with totals', async () => {
    const { tenant, author, rival, reader } = await site();
    const a = await makePost(t, tenant, author.token, '첫째');
    const b = await makePost(t, tenant, rival.token, '둘째', [mp4Part()]);
    const c = await makePost(t, tenant, author.token, '셋째');
    await t.db.update(posts).set({ likesCount: 1, viewsCount: 10 }).where(eq(posts.id, a.id)); // 13
    await t.db.update(posts).set({ commentsCount: 5 }).where(eq(posts.id, b.id)); // 10
    const titles = (l: PostList) => l.posts.map((p) => p.title);
    expect(titles((await get<PostList>(tenant, '/api/content/posts')).body)).toEqual(['셋째', '둘째', '첫째']);
    expect(titles((await get<PostList>(tenant, '/api/content/posts?sort=popular')).body)).toEqual(['첫째', '둘째', '셋째']);
    expect(titles((await get<PostList>(tenant, `/api/content/posts?author_id=${author.user.id}`)).body)).toEqual(['셋째', '첫째']);
    expect(titles((await get<PostList>(tenant, '/api/main/posts?is_video=true')).body)).toEqual(['둘째']);
    expect(titles((await get<PostList>(tenant, '/api/main/posts?is_video=0')).body)).toEqual(['셋째', '첫째']);
    const page = (await get<PostList>(tenant, '/api/content/posts?page=2&size=2')).body;
    expect(page).toMatchObject({ total: 3, page: 2, size: 2, has_more: false });
    expect(titles(page)).toEqual(['첫째']);
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, rival.user.id));
    expect(titles((await get<PostList>(tenant, '/api/content/posts')).body)).toEqual(['셋째', '첫째']);
    expect((await get(tenant, `/api/content/posts/${b.id}`, reader.token)).status).toBe(404);
    const other = await t.createTenant();
    expect((await get<PostList>(other, '/api/content/posts')).body.posts).toEqual([]);
    expect(await get(other, `/api/content/posts/${c.id}`)).toMatchObject({ status: 404, body: { detail: '게시글을 찾을 수 없습니다' } });
  });

  it('searches partial Korean words in title and content', async () => {
    const { tenant, author } = await site();
    await makePost(t, tenant, author.token, '꿀사과 수확');
    await makePost(t, tenant, author.token, '배추 절이기');
    const found = async (q: string) => (await get<PostList>(tenant, `/api/content/posts/search?q=${encodeURIComponent(q)}`)).body.posts.map((p) => p.title);
    expect(await found('사과')).toEqual(['꿀사과 수확']);
    expect(await found('절이')).toEqual(['배추 절이기']);
    expect(await found('이야기')).toEqual(['배추 절이기', '꿀사과 수확']);
    expect((await get(tenant, '/api/content/posts/search?q=')).status).toBe(422);
  });

  it('counts a view once per viewer and day, never the author’s', async () => {
    const { tenant, author, reader } = await site();
    const post = await makePost(t, tenant, author.token);
    expect((await get<PostItem>(tenant, `/api/content/posts/${post.id}`, reader.token)).body.views_count).toBe(1);
    expect((await get<PostItem>(tenant, `/api/main/posts/${post.id}`, reader.token)).body.views_count).toBe(1);
    expect((await get<PostItem>(tenant, `/api/content/posts/${post.id}`, author.token)).body.views_count).toBe(1);
    expect((await get<PostItem>(tenant, `/api/content/posts/${post.id}`)).body.views_count).toBe(2);
    t.clock.advance(24 * 60 * 60 * 1000);
    expect((await get<PostItem>(tenant, `/api/content/posts/${post.id}`, reader.token)).body.views_count).toBe(3);
  });
});

describe('editing and deleting', () => {
  it('the author edits text, drops and adds media (1 to 10 remain, the first the thumbnail); others are refused', async () => {
    const { tenant, author, rival } = await site();
    const post = await makePost(t, tenant, author.token, '원래 제목', [jpegPart('a.jpg'), jpegPart('b.jpg')]);
    const [a, b] = post.media;
    const put = (token: string, fields: Record<string, string>, files: File[] = []) => sendPostForm(t, tenant, token, fields, files, 'PUT', `/api/content/posts/${post.id}`);
    const edited = await json<PostItem>(await put(author.token, { title: '바뀐 제목', content: '바뀐 내용', remove_media_ids: JSON.stringify([a.id]) }, [mp4Part('v.mp4')]));
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ title: '바뀐 제목', content: '바뀐 내용', is_video: true });
    expect(edited.body.media.map((m) => [m.id === b.id ? 'b' : m.file_name, m.is_thumbnail])).toEqual([
      ['b', true],
      ['v.mp4', false],
    ]);
    expect(await t.storage.get(keyOf(a.file_path))).toBeNull();
    const all = JSON.stringify(edited.body.media.map((m) => m.id));
    expect(await json(await put(author.token, { title: '제목', content: '내용', remove_media_ids: all }))).toMatchObject({ status: 422, body: { detail: '이미지 또는 동영상을 1개 이상 첨부해주세요.' } });
    const strange = await makePost(t, tenant, rival.token);
    expect((await put(author.token, { title: '제목', content: '내용', remove_media_ids: JSON.stringify([strange.media[0].id]) })).status).toBe(422);
    expect(await json(await put(rival.token, { title: '가로채기', content: '내용' }))).toMatchObject({ status: 403, body: { detail: '게시글을 수정할 권한이 없습니다.' } });
    expect((await get<PostItem>(tenant, `/api/content/posts/${post.id}`)).body.title).toBe('바뀐 제목');
  });

  it('deleting a post removes its comments, likes, media rows and files; bulk delete is all or none', async () => {
    const { tenant, author, rival, reader } = await site();
    const post = await makePost(t, tenant, author.token);
    await makeComment(t, tenant, reader.token, post.id);
    expect((await t.request(tenant, 'POST', `/api/content/posts/${post.id}/like`, { token: reader.token })).status).toBe(200);
    expect((await t.request(tenant, 'DELETE', `/api/content/posts/${post.id}`, { token: rival.token })).status).toBe(403);
    expect((await t.request(tenant, 'DELETE', `/api/content/posts/${post.id}`, { token: author.token })).status).toBe(200);
    for (const table of ['comments', 'post_likes', 'post_media']) {
      const n = await countRows(`select count(*)::int as n from ${table} where post_id = ${post.id}`);
      expect(n, table).toBe(0);
    }
    expect(await t.storage.get(keyOf(post.media[0].file_path))).toBeNull();

    const mine = await makePost(t, tenant, author.token);
    const theirs = await makePost(t, tenant, rival.token);
    const both = await t.request(tenant, 'DELETE', '/api/content/posts', { token: author.token, json: { post_ids: [mine.id, theirs.id] } });
    expect(both.status).toBe(403);
    expect((await t.db.select().from(posts).where(eq(posts.id, mine.id))).length).toBe(1);
    const own = await t.request(tenant, 'DELETE', '/api/content/posts', { token: author.token, json: { post_ids: [mine.id] } });
    expect(await own.json()).toEqual({ success: true, deleted: [mine.id] });
    expect((await t.db.select().from(postMedia).where(eq(postMedia.postId, mine.id))).length).toBe(0);
  });
});

describe('GET /media with Range', () => {
  it('serves a video in parts (206, Content-Range), the whole without a range (Accept-Ranges), 416 past the end', async () => {
    const { tenant, author } = await site();
    const post = await makePost(t, tenant, author.token, '영상', [mp4Part('v.mp4')]);
    const path = post.media[0].file_path;
    const whole = new Uint8Array(await (await t.request(tenant, 'GET', path)).arrayBuffer());
    const ask = (range: string) => t.request(tenant, 'GET', path, { headers: { range } });
    const full = await t.request(tenant, 'GET', path);
    expect(full.status).toBe(200);
    expect(full.headers.get('accept-ranges')).toBe('bytes');
    expect(full.headers.get('content-type')).toBe('video/mp4');
    const part = await ask('bytes=4-11');
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 4-11/${whole.length}`);
    expect(part.headers.get('content-length')).toBe('8');
    expect(new TextDecoder().decode(await part.arrayBuffer())).toBe('ftypisom');
    const tail = await ask('bytes=-3');
    expect(tail.headers.get('content-range')).toBe(`bytes ${whole.length - 3}-${whole.length - 1}/${whole.length}`);
    expect(new Uint8Array(await tail.arrayBuffer())).toEqual(whole.subarray(whole.length - 3));
    const open = await ask(`bytes=${whole.length - 2}-`);
    expect(new Uint8Array(await open.arrayBuffer())).toEqual(whole.subarray(whole.length - 2));
    const past = await ask(`bytes=${whole.length}-`);
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${whole.length}`);
    for (const ignored of ['bytes=0-1,4-5', 'items=0-3', 'bytes=9-2', 'bytes=abc']) {
      const res = await ask(ignored);
      expect(res.status, ignored).toBe(200);
      expect(new Uint8Array(await res.arrayBuffer()), ignored).toEqual(whole);
    }
  });
});
