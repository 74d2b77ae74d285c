import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plans, tenants, type Tenant } from '../../../db/schema';
import { DEFAULT_THEME_COLOR, lightVariant } from '../../../shared/admin-constants';
import { TENANT_SEED_ELEMENT_ID } from '../../../shared/constants';
import { allFeatures } from '../../../shared/features';
import { MSG } from '../../../shared/messages';
import type { AdminTenant, AdminTenantList } from '../../../shared/schemas/admin';
import type { PublicTenant } from '../../../shared/schemas/tenant';
import { mountWebApp } from '../../../worker/web/node-files';
import { createTestApp, type TestApp } from '../../fixtures/app';
import { adminOf, freshName } from '../../fixtures/admin';

/**
 * The tenant console's site changes (docs/admin.md): a new site, its features, settings and theme
 * (seen by the site at once: its GET /api/tenant/current and its page's seeded tenant), the hero HTML
 * sanitised on save, activation.
 */
let t: TestApp;
let home: Tenant;
let admin: Awaited<ReturnType<typeof adminOf>>;
let webRoot: string;

beforeAll(async () => {
  t = await createTestApp();
  webRoot = await mkdtemp(path.join(os.tmpdir(), 'admin-tenants-test-'));
  await mkdir(path.join(webRoot, '.vite'));
  await writeFile(path.join(webRoot, 'index.html'), '<!doctype html><html lang="ko"><head><meta name="theme-color" content="#FF9630" /><title>로컬 마켓</title></head><body><div id="root"></div></body></html>');
  await writeFile(path.join(webRoot, '.vite/manifest.json'), '{}');
  await mountWebApp(t.app, t.deps, webRoot);
  home = await t.createTenant();
  admin = await adminOf(t, home);
}, 60_000);
afterAll(async () => {
  await t?.close();
  if (webRoot) await rm(webRoot, { recursive: true, force: true });
});

const currentOf = async (site: Tenant | string) => {
  const res = await t.request(site, 'GET', '/api/tenant/current');
  return { status: res.status, body: (await res.json()) as PublicTenant };
};
const seededOf = async (site: Tenant) => {
  const html = await (await t.request(site, 'GET', '/')).text();
  const m = new RegExp(`<script id="${TENANT_SEED_ELEMENT_ID}" type="application/json">([\\s\\S]*?)</script>`).exec(html);
  if (!m) throw new Error('no tenant script in the page');
  return JSON.parse(m[1]) as PublicTenant;
};

describe('creating a site', () => {
  it('makes an active site with every feature on, the default theme, the legal defaults and no plans', async () => {
    const name = freshName('farm');
    const res = await admin.call<AdminTenant>('POST', '/api/admin/tenants/', { name, domain: `${name}.example.com`, display_name: '새 농장' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name,
      domain: `${name}.example.com`,
      display_name: '새 농장',
      is_active: true,
      is_localhost: false,
      proxy_tenant: null,
      features: allFeatures(true),
      theme_color: DEFAULT_THEME_COLOR,
      settings: {
        theme: { primary: DEFAULT_THEME_COLOR, 'primary-light': lightVariant(DEFAULT_THEME_COLOR) },
        legal_info: { shipping_fee: 3000, free_shipping_threshold: 50000 },
      },
    });
    expect(await t.db.select().from(plans).where(eq(plans.tenantId, res.body.id))).toEqual([]);
    // It answers its domain at once.
    const current = await currentOf(`${name}.example.com`);
    expect(current.status).toBe(200);
    expect(current.body).toMatchObject({ id: res.body.id, display_name: '새 농장' });
  });

  it('refuses a taken name or domain (409) and a malformed one (422), in Korean', async () => {
    const name = freshName('dup');
    expect((await admin.call('POST', '/api/admin/tenants/', { name, domain: `${name}.example.com` })).status).toBe(201);
    const sameName = await admin.call<{ detail: string }>('POST', '/api/admin/tenants/', { name, domain: `other-${name}.example.com` });
    expect(sameName).toMatchObject({ status: 409, body: { detail: MSG.tenantNameTaken } });
    const sameDomain = await admin.call<{ detail: string }>('POST', '/api/admin/tenants/', { name: `x${name}`, domain: `${name}.example.com` });
    expect(sameDomain).toMatchObject({ status: 409, body: { detail: MSG.tenantDomainTaken } });
    expect(await admin.call('POST', '/api/admin/tenants/', { name: 'Bad Name!', domain: 'ok.example.com' })).toMatchObject({ status: 422, body: { detail: MSG.tenantNameInvalid } });
    expect(await admin.call('POST', '/api/admin/tenants/', { name: freshName('ok'), domain: 'http://nope' })).toMatchObject({ status: 422, body: { detail: MSG.tenantDomainInvalid } });
  });

  it('makes one site of a burst of the same name: the others get the friendly 409', async () => {
    const name = freshName('burst');
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => admin.call<{ detail?: string }>('POST', '/api/admin/tenants/', { name, domain: `${name}-${i}.example.com` })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.detail === MSG.tenantNameTaken)).toBe(true);
    expect(await t.db.select().from(tenants).where(eq(tenants.name, name))).toHaveLength(1);
  });
});

describe('a site’s settings, features and theme', () => {
  it('are seen by the edited site at once: its /api/tenant/current and its page’s seeded tenant', async () => {
    const site = await t.createTenant();
    // A look-up before the change (the per-process cache holds it now).
    expect((await currentOf(site)).body.features.wallet).toBe(true);
    expect((await seededOf(site)).settings.theme?.primary).toBe('#123456');

    const theme = await admin.call<AdminTenant>('PUT', `/api/admin/tenants/${site.id}/settings`, {
      display_name: '바뀐 이름',
      theme_color: '#2F9E44',
      settings: { company_info: { company_name: '바뀐 회사' }, contact_phone: '02-000-0000' },
    });
    expect(theme.status).toBe(200);
    expect(theme.body).toMatchObject({ display_name: '바뀐 이름', theme_color: '#2F9E44', settings: { theme: { primary: '#2F9E44', 'primary-light': '#2F9E4420' } } });
    const current = await currentOf(site);
    expect(current.body).toMatchObject({
      display_name: '바뀐 이름',
      settings: { theme: { primary: '#2F9E44', 'primary-light': '#2F9E4420' }, company_info: { company_name: '바뀐 회사' }, contact_phone: '02-000-0000' },
    });
    // Groups left out are kept.
    expect(current.body.settings.service_info?.service_name).toBe(site.settings.service_info?.service_name);
    expect((await seededOf(site)).settings.theme?.primary).toBe('#2F9E44');

    expect((await admin.call('PUT', `/api/admin/tenants/${site.id}/features`, { features: { wallet: false, reviews: false } })).status).toBe(200);
    expect((await currentOf(site)).body.features).toEqual({ ...allFeatures(true), wallet: false, reviews: false });
    expect((await seededOf(site)).features.wallet).toBe(false);
  });

  it('stores the hero HTML sanitised, and the site answers it so', async () => {
    const site = await t.createTenant();
    const res = await admin.call<AdminTenant>('PUT', `/api/admin/tenants/${site.id}/settings`, {
      settings: {
        service_info: {
          hero_title: '제철 사과',
          hero_subtitle: '<img src=x onerror=alert(1)><b>새벽</b> 수확 <script>alert(1)</script>',
          hero_description: '<a href="javascript:alert(1)" onclick="alert(2)">보기</a> <a href="/main">메인</a> <span onmouseover=alert(3)>직송</span>',
        },
      },
    });
    expect(res.status).toBe(200);
    const stored = res.body.settings.service_info!;
    expect(stored.hero_subtitle).toBe('<b>새벽</b> 수확 ');
    expect(stored.hero_description).toBe('<a>보기</a> <a href="/main">메인</a> <span>직송</span>');
    const current = (await currentOf(site)).body.settings.service_info!;
    expect(current).toMatchObject({ hero_title: '제철 사과', hero_subtitle: stored.hero_subtitle, hero_description: stored.hero_description });
    const [row] = await t.db.select().from(tenants).where(eq(tenants.id, site.id));
    expect(JSON.stringify(row.settings)).not.toMatch(/onerror|onclick|onmouseover|javascript:|<script|<img/i);
  });

  it('changes the domain only to a free one; refuses bad input in Korean, never a 500', async () => {
    const [a, b] = [await t.createTenant(), await t.createTenant()];
    expect(await admin.call('PUT', `/api/admin/tenants/${a.id}/settings`, { domain: b.domain })).toMatchObject({ status: 409, body: { detail: MSG.tenantDomainTaken } });
    const moved = `${freshName('moved')}.example.com`;
    expect((await admin.call('PUT', `/api/admin/tenants/${a.id}/settings`, { domain: moved })).status).toBe(200);
    expect((await currentOf(moved)).body.id).toBe(a.id);
    expect((await currentOf(a)).status).toBe(404);
    expect(await admin.call('PUT', `/api/admin/tenants/${b.id}/settings`, { theme_color: 'red' })).toMatchObject({ status: 422, body: { detail: MSG.tenantThemeColorInvalid } });
    expect(await admin.call('PUT', `/api/admin/tenants/${b.id}/settings`, { display_name: '  ' })).toMatchObject({ status: 422, body: { detail: MSG.tenantDisplayNameRequired } });
    expect((await admin.call('PUT', `/api/admin/tenants/${b.id}/settings`, { settings: { unknown_group: 1 } })).status).toBe(422);
    expect((await admin.call('PUT', `/api/admin/tenants/${b.id}/features`, { features: { wallet: 'yes' } })).status).toBe(422);
    expect(await admin.call('PUT', '/api/admin/tenants/2147483000/settings', { display_name: 'x' })).toMatchObject({ status: 404, body: { detail: MSG.tenantNotFoundAdmin } });
    expect((await admin.call('PUT', '/api/admin/tenants/abc/settings', {})).status).toBe(404);
  });
});

describe('activation', () => {
  it('deactivates a site (it answers 503) and activates it again', async () => {
    const site = await t.createTenant();
    const off = await admin.call<AdminTenant>('PUT', `/api/admin/tenants/${site.id}/deactivate`);
    expect(off).toMatchObject({ status: 200, body: { is_active: false } });
    expect((await currentOf(site)).status).toBe(503);
    const list = await admin.call<AdminTenantList>('GET', '/api/admin/tenants/list');
    expect(list.body.items.find((i) => i.id === site.id)?.is_active).toBe(false);
    expect(list.body.active).toBe(list.body.items.filter((i) => i.is_active).length);
    expect(list.body.total).toBe(list.body.items.length);
    expect(JSON.stringify(list.body)).not.toContain('msg_auth_secret');
    const on = await admin.call<AdminTenant>('PUT', `/api/admin/tenants/${site.id}/activate`);
    expect(on).toMatchObject({ status: 200, body: { is_active: true } });
    expect((await currentOf(site)).status).toBe(200);
  });
});
