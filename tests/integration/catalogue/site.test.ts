import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banners, categories, events, notices, regions, type Tenant } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../fixtures/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 60 * 60 * 1000;
const get = async (tenant: Tenant, path: string) => {
  const res = await t.request(tenant, 'GET', path);
  return { status: res.status, body: await res.json() };
};

describe('GET /api/categories and /api/categories/{id}', () => {
  async function withCategories() {
    const tenant = await t.createTenant();
    const rows = await t.db
      .insert(categories)
      .values([
        { tenantId: tenant.id, kind: 'delivery', value: 'chicken', label: '치킨', emoji: '🍗', sortOrder: 2 },
        { tenantId: tenant.id, kind: 'delivery', value: 'korean', label: '한식', emoji: '🍚', sortOrder: 1 },
        { tenantId: tenant.id, kind: 'shopping', value: 'fruit', label: '과일', emoji: '🍎', sortOrder: 0 },
      ])
      .returning();
    return { tenant, rows };
  }

  it('answers both tabs’ options grouped, each in sort order', async () => {
    const { tenant, rows } = await withCategories();
    const { status, body } = await get(tenant, '/api/categories');
    expect(status).toBe(200);
    expect(body).toEqual({
      shopping: [{ id: rows[2].id, value: 'fruit', label: '과일', emoji: '🍎' }],
      delivery: [
        { id: rows[1].id, value: 'korean', label: '한식', emoji: '🍚' },
        { id: rows[0].id, value: 'chicken', label: '치킨', emoji: '🍗' },
      ],
    });
    expect(await (await t.caller(tenant)).catalogue.site.categories()).toEqual(body);
  });

  it('answers one option with its kind; 404 for another tenant’s, a missing or a malformed id', async () => {
    const { tenant, rows } = await withCategories();
    const { body } = await get(tenant, `/api/categories/${rows[0].id}`);
    expect(body).toEqual({ id: rows[0].id, kind: 'delivery', value: 'chicken', label: '치킨', emoji: '🍗' });
    expect(await (await t.caller(tenant)).catalogue.site.category({ id: rows[0].id })).toEqual(body);
    const other = await t.createTenant();
    expect((await get(other, `/api/categories/${rows[0].id}`)).status).toBe(404);
    expect((await get(tenant, '/api/categories/999999999')).status).toBe(404);
    // A path that names no category is a 404 whatever its id looks like (one rule for every {id} path).
    for (const bad of ['abc', '0', '4294967296']) {
      const res = await get(tenant, `/api/categories/${bad}`);
      expect(res.status, bad).toBe(404);
      expect(res.body.detail, bad).toBe('요청한 항목을 찾을 수 없습니다.');
    }
    expect((await get(other, '/api/categories')).body).toEqual({ shopping: [], delivery: [] });
  });

  it('a proxy tenant reads its target’s categories', async () => {
    const { tenant } = await withCategories();
    const proxy = await t.createTenant({ proxyTenant: tenant.name });
    expect((await get(proxy, '/api/categories')).body.delivery).toHaveLength(2);
  });
});

describe('GET /api/banners', () => {
  it('answers active banners within their dates, in sort order, as slides', async () => {
    const tenant = await t.createTenant();
    const now = t.clock.now().getTime();
    await t.db.insert(banners).values([
      { tenantId: tenant.id, title: '둘째', sortOrder: 2, bg: '#fff', link: '/main?tab=shopping' },
      { tenantId: tenant.id, title: '첫째', subtitle: '신선한 과일', imageUrl: '/media/b1.jpg', sortOrder: 1 },
      { tenantId: tenant.id, title: '꺼진 배너', sortOrder: 0, active: false },
      { tenantId: tenant.id, title: '곧 시작', sortOrder: 0, startsAt: new Date(now + HOUR) },
      { tenantId: tenant.id, title: '끝난 배너', sortOrder: 0, endsAt: new Date(now - HOUR) },
      { tenantId: tenant.id, title: '기간 중', sortOrder: 3, startsAt: new Date(now - HOUR), endsAt: new Date(now + HOUR) },
    ]);
    const { body } = await get(tenant, '/api/banners');
    expect(body.banners.map((b: { title: string }) => b.title)).toEqual(['첫째', '둘째', '기간 중']);
    expect(body.banners[0]).toMatchObject({ title: '첫째', subtitle: '신선한 과일', image: '/media/b1.jpg', bg: '', link: null });
    expect(Object.keys(body.banners[0]).sort()).toEqual(['bg', 'id', 'image', 'link', 'subtitle', 'title']);
    // Two hours later the dated ones have swapped.
    t.clock.advance(2 * HOUR);
    const later = (await get(tenant, '/api/banners')).body;
    expect(later.banners.map((b: { title: string }) => b.title)).toEqual(['곧 시작', '첫째', '둘째']);
    t.clock.advance(-2 * HOUR);
    expect((await get(await t.createTenant(), '/api/banners')).body).toEqual({ banners: [] });
    expect(await (await t.caller(tenant)).catalogue.site.banners()).toEqual(body);
  });
});

describe('GET /api/events', () => {
  it('answers active events that have not ended, newest first', async () => {
    const tenant = await t.createTenant();
    const now = t.clock.now().getTime();
    await t.db.insert(events).values([
      { tenantId: tenant.id, title: '지난주 시작', startsAt: new Date(now - 7 * 24 * HOUR) },
      { tenantId: tenant.id, title: '어제 시작', startsAt: new Date(now - 24 * HOUR), endsAt: new Date(now + HOUR), link: '/e/1' },
      { tenantId: tenant.id, title: '끝난 이벤트', startsAt: new Date(now - 48 * HOUR), endsAt: new Date(now - HOUR) },
      { tenantId: tenant.id, title: '꺼진 이벤트', startsAt: new Date(now), active: false },
    ]);
    const { body } = await get(tenant, '/api/events');
    expect(body.events.map((e: { title: string }) => e.title)).toEqual(['어제 시작', '지난주 시작']);
    expect(body.events[0]).toMatchObject({
      link: '/e/1',
      image_url: null,
      starts_at: new Date(now - 24 * HOUR).toISOString(),
      ends_at: new Date(now + HOUR).toISOString(),
    });
    expect(body.events[1].ends_at).toBeNull();
    expect(await (await t.caller(tenant)).catalogue.site.events()).toEqual(body);
    expect((await get(await t.createTenant(), '/api/events')).body).toEqual({ events: [] });
  });
});

describe('GET /api/notices', () => {
  async function withNotices(n: number) {
    const tenant = await t.createTenant();
    const base = t.clock.now().getTime();
    await t.db.insert(notices).values(
      Array.from({ length: n }, (_, i) => ({
        tenantId: tenant.id,
        title: `공지 ${i}`,
        content: `내용 ${i}`,
        isPinned: i === 0,
        createdAt: new Date(base + i * 1000),
      })),
    );
    return tenant;
  }

  it('pages notices pinned first, then newest', async () => {
    const tenant = await withNotices(5);
    const p1 = (await get(tenant, '/api/notices?page=1&size=2')).body;
    expect(p1).toMatchObject({ total: 5, page: 1, size: 2 });
    expect(p1.notices.map((n: { title: string }) => n.title)).toEqual(['공지 0', '공지 4']);
    expect(p1.notices[0]).toMatchObject({ is_pinned: true, content: '내용 0' });
    const p2 = (await get(tenant, '/api/notices?page=2&size=2')).body;
    expect(p2.notices.map((n: { title: string }) => n.title)).toEqual(['공지 3', '공지 2']);
    const p3 = (await get(tenant, '/api/notices?page=3&size=2')).body;
    expect(p3.notices.map((n: { title: string }) => n.title)).toEqual(['공지 1']);
    const all = (await get(tenant, '/api/notices')).body;
    expect(all).toMatchObject({ total: 5, page: 1, size: 20 });
    expect(await (await t.caller(tenant)).catalogue.site.notices({ page: 2, size: 2 })).toEqual(p2);
  });

  it('refuses bad paging with 422 and the field; another tenant sees none', async () => {
    const tenant = await withNotices(1);
    for (const [q, field] of [
      ['page=0', 'page'],
      ['size=1000', 'size'],
      ['page=x', 'page'],
    ]) {
      const { status, body } = await get(tenant, `/api/notices?${q}`);
      expect(status, q).toBe(422);
      expect(body.field, q).toBe(field);
    }
    expect((await get(await t.createTenant(), '/api/notices')).body).toEqual({ notices: [], total: 0, page: 1, size: 20 });
  });
});

describe('GET /api/regions', () => {
  it('answers the tenant’s regions in sort order; a proxy tenant reads its target’s', async () => {
    const tenant = await t.createTenant();
    await t.db.insert(regions).values([
      { tenantId: tenant.id, code: 'jongno', name: '종로구', lat: 37.57, lng: 126.98, sortOrder: 2 },
      { tenantId: tenant.id, code: 'jung-gu', name: '중구', sortOrder: 1 },
    ]);
    const { body } = await get(tenant, '/api/regions');
    expect(body.regions.map(({ id: _id, ...r }: { id: number }) => r)).toEqual([
      { code: 'jung-gu', name: '중구', lat: null, lng: null },
      { code: 'jongno', name: '종로구', lat: 37.57, lng: 126.98 },
    ]);
    expect(await (await t.caller(tenant)).catalogue.site.regions()).toEqual(body);
    const proxy = await t.createTenant({ proxyTenant: tenant.name });
    expect((await get(proxy, '/api/regions')).body).toEqual(body);
    expect((await get(await t.createTenant(), '/api/regions')).body).toEqual({ regions: [] });
  });
});
