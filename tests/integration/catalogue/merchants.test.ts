import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { users, type Tenant } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../fixtures/app';
import { addProducts, makeMerchant } from '../../fixtures/discovery';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const names = (list: { business_name: string }[]) => list.map((m) => m.business_name);
const get = async (tenant: Tenant | string, path: string) => {
  const res = await t.request(tenant, 'GET', path);
  return { status: res.status, body: await res.json() };
};

// Seoul City Hall; the others at known distances from it.
const CITY_HALL = { lat: 37.5665, lng: 126.978 };

async function merchantWorld() {
  const tenant = await t.createTenant();
  const farm = await makeMerchant(t, tenant, {
    businessName: '양평 사과농장',
    description: '유기농 사과를 키웁니다',
    category: 'fruit',
    region: 'yangpyeong',
    lat: 37.4917,
    lng: 127.4875,
  });
  const bakery = await makeMerchant(t, tenant, {
    businessName: '시청 앞 빵집',
    description: '매일 굽는 식빵',
    category: 'bakery',
    region: 'jung-gu',
    lat: 37.5651,
    lng: 126.9895,
    isFeatured: true,
  });
  const deli = await makeMerchant(t, tenant, {
    businessName: '광화문 반찬',
    description: '집밥 반찬과 사과 샐러드',
    category: 'korean',
    region: 'jongno',
    lat: 37.5759,
    lng: 126.9768,
  });
  await addProducts(t, farm.profile, [{ title: '사과 1' }, { title: '사과 2' }, { title: '사과 3' }, { title: '지운 사과', deleted: true }]);
  await addProducts(t, deli.profile, [{ title: '반찬 1', delivery: true }, { title: '중지 반찬', available: false }]);
  // A deleted account never appears.
  const gone = await makeMerchant(t, tenant, { businessName: '탈퇴 사과가게', lat: 37.5665, lng: 126.978, isFeatured: true });
  await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.user.id));
  // Another tenant's merchant, right at city hall.
  const other = await t.createTenant();
  const stranger = await makeMerchant(t, other, { businessName: '다른동네 사과', lat: 37.5665, lng: 126.978, isFeatured: true });
  return { tenant, farm, bakery, deli, gone, other, stranger };
}

describe('GET /api/merchants', () => {
  it('pages the live merchants of the tenant, newest first, with product counts', async () => {
    const { tenant, farm, deli } = await merchantWorld();
    const { status, body } = await get(tenant, '/api/merchants');
    expect(status).toBe(200);
    expect(names(body.merchants)).toEqual(['광화문 반찬', '시청 앞 빵집', '양평 사과농장']);
    expect(body).toMatchObject({ total: 3, page: 1, size: 20, has_more: false });
    const farmRow = body.merchants.find((m: { id: number }) => m.id === farm.profile.id);
    expect(farmRow).toEqual({
      id: farm.profile.id,
      owner_id: farm.user.id,
      username: farm.user.username,
      business_name: '양평 사과농장',
      business_description: '유기농 사과를 키웁니다',
      address: farm.profile.address,
      region: 'yangpyeong',
      category: 'fruit',
      lat: 37.4917,
      lng: 127.4875,
      is_featured: false,
      profile_image: null,
      product_count: 3,
    });
    expect(body.merchants.find((m: { id: number }) => m.id === deli.profile.id).product_count).toBe(1);
  });

  it('pages: page 2 of size 2, has_more and total', async () => {
    const { tenant } = await merchantWorld();
    const p1 = (await get(tenant, '/api/merchants?page=1&size=2')).body;
    expect(names(p1.merchants)).toEqual(['광화문 반찬', '시청 앞 빵집']);
    expect(p1).toMatchObject({ total: 3, has_more: true, page: 1, size: 2 });
    const p2 = (await get(tenant, '/api/merchants?page=2&size=2')).body;
    expect(names(p2.merchants)).toEqual(['양평 사과농장']);
    expect(p2).toMatchObject({ total: 3, has_more: false, page: 2 });
    const p3 = (await get(tenant, '/api/merchants?page=3&size=2')).body;
    expect(p3.merchants).toEqual([]);
  });

  it('filters by words in the name or description, category and region code', async () => {
    const { tenant } = await merchantWorld();
    expect(names((await get(tenant, `/api/merchants?search=${encodeURIComponent('사과')}`)).body.merchants)).toEqual([
      '광화문 반찬',
      '양평 사과농장',
    ]);
    expect(names((await get(tenant, '/api/merchants?category=bakery')).body.merchants)).toEqual(['시청 앞 빵집']);
    expect(names((await get(tenant, '/api/merchants?location=jongno')).body.merchants)).toEqual(['광화문 반찬']);
    const none = (await get(tenant, '/api/merchants?location=jongno&category=fruit')).body;
    expect(none).toMatchObject({ merchants: [], total: 0, has_more: false });
  });

  it('refuses bad paging with 422 and the field', async () => {
    const { tenant } = await merchantWorld();
    for (const [q, field] of [
      ['page=0', 'page'],
      ['size=101', 'size'],
      ['size=x', 'size'],
    ]) {
      const { status, body } = await get(tenant, `/api/merchants?${q}`);
      expect(status, q).toBe(422);
      expect(body.field, q).toBe(field);
    }
  });

  it('is 403 when the merchant feature is off', async () => {
    const tenant = await t.createTenant({ features: { merchant: false } });
    for (const p of ['/api/merchants', '/api/merchants/featured', '/api/merchants/1', '/api/merchants/search?q=a']) {
      expect((await get(tenant, p)).status, p).toBe(403);
    }
    await expect((await t.caller(tenant)).catalogue.merchants.featured()).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('GET /api/merchants/search', () => {
  it('needs q; finds by name or description with category and location filters', async () => {
    const { tenant } = await merchantWorld();
    for (const p of ['/api/merchants/search', '/api/merchants/search?q=', '/api/merchants/search?q=%20%20']) {
      const { status, body } = await get(tenant, p);
      expect(status, p).toBe(422);
      expect(body).toMatchObject({ field: 'q', detail: '검색어를 입력해주세요.' });
    }
    const found = (await get(tenant, `/api/merchants/search?q=${encodeURIComponent('식빵')}`)).body;
    expect(names(found.merchants)).toEqual(['시청 앞 빵집']);
    expect(found).toMatchObject({ total: 1, has_more: false });
    const filtered = (await get(tenant, `/api/merchants/search?q=${encodeURIComponent('사과')}&location=yangpyeong`)).body;
    expect(names(filtered.merchants)).toEqual(['양평 사과농장']);
    const paged = (await get(tenant, `/api/merchants/search?q=${encodeURIComponent('사과')}&size=1&page=2`)).body;
    expect(paged).toMatchObject({ total: 2, has_more: false, page: 2, size: 1 });
    expect(names(paged.merchants)).toEqual(['양평 사과농장']);
  });

  it('takes % literally and never finds another tenant’s merchants', async () => {
    const { tenant, other } = await merchantWorld();
    expect((await get(tenant, '/api/merchants/search?q=%25')).body.merchants).toEqual([]);
    expect(names((await get(other, `/api/merchants/search?q=${encodeURIComponent('사과')}`)).body.merchants)).toEqual([
      '다른동네 사과',
    ]);
  });
});

describe('GET /api/merchants/featured', () => {
  it('puts the operator’s picks first, then the most products; live accounts of the tenant only', async () => {
    const { tenant } = await merchantWorld();
    const { body } = await get(tenant, '/api/merchants/featured');
    expect(names(body.merchants)).toEqual(['시청 앞 빵집', '양평 사과농장', '광화문 반찬']);
    expect(body.merchants[0].is_featured).toBe(true);
  });

  it('answers at most 10', async () => {
    const tenant = await t.createTenant();
    for (let i = 0; i < 11; i++) await makeMerchant(t, tenant, { businessName: `가게 ${i}` });
    expect((await get(tenant, '/api/merchants/featured')).body.merchants).toHaveLength(10);
  });
});

describe('GET /api/merchants/nearby', () => {
  it('answers merchants within the radius, nearest first, with distance_km to 0.01', async () => {
    const { tenant } = await merchantWorld();
    const { status, body } = await get(tenant, `/api/merchants/nearby?lat=${CITY_HALL.lat}&lng=${CITY_HALL.lng}`);
    expect(status).toBe(200);
    expect(names(body.merchants)).toEqual(['시청 앞 빵집', '광화문 반찬']);
    // Haversine on a 6371 km sphere: about 1.02 km and 1.05 km.
    const [bakery, deli] = body.merchants;
    expect(bakery.distance_km).toBeCloseTo(1.02, 1);
    expect(deli.distance_km).toBeCloseTo(1.05, 1);
    for (const m of body.merchants) expect(Math.round(m.distance_km * 100) / 100).toBe(m.distance_km);
    expect(bakery.distance_km).toBeLessThan(deli.distance_km);
  });

  it('a larger radius reaches farther; a tiny one finds nothing', async () => {
    const { tenant } = await merchantWorld();
    const far = (await get(tenant, `/api/merchants/nearby?lat=${CITY_HALL.lat}&lng=${CITY_HALL.lng}&radius=50`)).body;
    expect(names(far.merchants)).toEqual(['시청 앞 빵집', '광화문 반찬', '양평 사과농장']);
    expect(far.merchants[2].distance_km).toBeGreaterThan(40);
    expect(far.merchants[2].distance_km).toBeLessThan(50);
    const near = (await get(tenant, `/api/merchants/nearby?lat=${CITY_HALL.lat}&lng=${CITY_HALL.lng}&radius=0.5`)).body;
    expect(near.merchants).toEqual([]);
    const limited = (await get(tenant, `/api/merchants/nearby?lat=${CITY_HALL.lat}&lng=${CITY_HALL.lng}&radius=50&limit=1`)).body;
    expect(names(limited.merchants)).toEqual(['시청 앞 빵집']);
  });

  it('refuses missing or bad coordinates and a radius over 50 km with 422 and the field', async () => {
    const { tenant } = await merchantWorld();
    for (const [q, field] of [
      ['lng=126.9', 'lat'],
      ['lat=37.5', 'lng'],
      ['lat=&lng=126.9', 'lat'],
      ['lat=abc&lng=126.9', 'lat'],
      ['lat=91&lng=126.9', 'lat'],
      ['lat=37.5&lng=181', 'lng'],
      ['lat=37.5&lng=126.9&radius=51', 'radius'],
      ['lat=37.5&lng=126.9&radius=0', 'radius'],
      ['lat=37.5&lng=126.9&radius=-3', 'radius'],
    ]) {
      const { status, body } = await get(tenant, `/api/merchants/nearby?${q}`);
      expect(status, q).toBe(422);
      expect(body.field, q).toBe(field);
    }
    const tooFar = (await get(tenant, '/api/merchants/nearby?lat=37.5&lng=126.9&radius=51')).body;
    expect(tooFar.detail).toBe('검색 반경은 최대 50km까지 가능합니다.');
  });

  it('works near the antimeridian and the pole without error', async () => {
    const tenant = await t.createTenant();
    await makeMerchant(t, tenant, { businessName: '피지 가게', lat: -17.7, lng: 179.99 });
    await makeMerchant(t, tenant, { businessName: '건너편 가게', lat: -17.7, lng: -179.99 });
    const body = (await get(tenant, '/api/merchants/nearby?lat=-17.7&lng=179.99&radius=10')).body;
    expect(names(body.merchants)).toEqual(['피지 가게', '건너편 가게']);
    expect((await get(tenant, '/api/merchants/nearby?lat=90&lng=0&radius=50')).status).toBe(200);
  });

  it('never answers another tenant’s merchants; the tRPC twin answers the same', async () => {
    const { tenant, other } = await merchantWorld();
    const path = `/api/merchants/nearby?lat=${CITY_HALL.lat}&lng=${CITY_HALL.lng}`;
    expect(names((await get(other, path)).body.merchants)).toEqual(['다른동네 사과']);
    const trpc = await (await t.caller(tenant)).catalogue.merchants.nearby(CITY_HALL);
    expect(trpc).toEqual((await get(tenant, path)).body);
  });

  it('the bounding box can be served by merchant_profiles_location_idx', async () => {
    // Enough merchants spread over Korea that the planner sees the box as selective.
    const tenant = await t.createTenant();
    await t.db.execute(sql`insert into users (tenant_id, email, username, user_type)
      select ${tenant.id}, 'm' || g || '@bulk.test', 'bulk' || g, 'merchant' from generate_series(1, 3000) g`);
    await t.db.execute(sql`insert into merchant_profiles (tenant_id, user_id, business_name, business_number, address, phone, lat, lng, region)
      select u.tenant_id, u.id, u.username, '1234567890', '주소', '010', 33 + (u.id % 500) / 100.0, 126 + (u.id % 300) / 100.0, 'r' || (u.id % 3)
      from users u where u.tenant_id = ${tenant.id}`);
    await t.db.execute(sql`analyze merchant_profiles`);
    const plan = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const res = await tx.execute(sql`explain select id from merchant_profiles
        where tenant_id = ${tenant.id} and lat between 37.5 and 37.6 and lng between 126.9 and 127.1`);
      return (res as unknown as { rows: Record<string, string>[] }).rows.map((r) => Object.values(r)[0]).join('\n');
    });
    expect(plan).toContain('merchant_profiles_location_idx');
  });
});

describe('GET /api/merchants/{id}', () => {
  it('answers the channel shape of a merchant of the tenant', async () => {
    const { tenant, bakery } = await merchantWorld();
    const { status, body } = await get(tenant, `/api/merchants/${bakery.profile.id}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: bakery.profile.id,
      owner_id: bakery.user.id,
      username: bakery.user.username,
      business_name: '시청 앞 빵집',
      is_featured: true,
      product_count: 0,
      merchant: { id: bakery.profile.id, business_name: '시청 앞 빵집', business_description: '매일 굽는 식빵' },
    });
    const trpc = await (await t.caller(tenant)).catalogue.merchants.get({ id: bakery.profile.id });
    expect(trpc).toEqual(body);
  });

  it('is a 404 for another tenant’s merchant, a deleted account, a missing or a non-numeric id', async () => {
    const { tenant, gone, stranger } = await merchantWorld();
    // A path that names no merchant is a 404 whatever its id looks like (one rule for every {id} path).
    for (const id of [stranger.profile.id, gone.profile.id, 999_999_999, 'abc', '1.5', '-1', '0', '3000000000', '99999999999999999999']) {
      const { status, body } = await get(tenant, `/api/merchants/${id}`);
      expect(status, String(id)).toBe(404);
      expect(body.detail).toBe('요청한 항목을 찾을 수 없습니다.');
    }
    await expect((await t.caller(tenant)).catalogue.merchants.get({ id: stranger.profile.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('a proxy tenant reads its target’s merchants', async () => {
    const { tenant, farm } = await merchantWorld();
    const proxy = await t.createTenant({ proxyTenant: tenant.name });
    expect((await get(proxy, `/api/merchants/${farm.profile.id}`)).body.business_name).toBe('양평 사과농장');
    expect((await get(proxy, '/api/merchants')).body.total).toBe(3);
  });
});
