import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from 'esbuild';
import { Miniflare } from 'miniflare';
import { unstable_getMiniflareWorkerOptions } from 'wrangler';
import { and, eq } from 'drizzle-orm';
import { jobRuns, mailOutbox, merchantProfiles, notifications, rateLimits, sessions, tenants, uploadTickets, users, type Tenant, type User } from '../../db/schema';
import type { DbHandle } from '../../db/client';
import { createPgDb } from '../../db/client-pg';
import { migrateDb } from '../../db/migrate';
import { TENANT_SEED_ELEMENT_ID } from '../../shared/constants';
import { allFeatures } from '../../shared/features';
import { MSG } from '../../shared/messages';
import { hashPassword, sha256Hex } from '../../worker/lib/crypto';
import { TENANT_CACHE_TTL_MS } from '../../worker/scope/tenant-cache';
import { providePostgres, type ProvidedPostgres } from '../fixtures/postgres';
import { startWsProxy, type WsProxy } from '../fixtures/ws-proxy';
import { giveUnlimitedPlan } from '../fixtures/subscriptions';

/**
 * The production bundle (wrangler's own build of worker/index.ts) in workerd, through Miniflare,
 * on a real PostgreSQL reached the way production reaches Neon: the Neon serverless driver over a
 * WebSocket, here a loopback ws-to-TCP proxy. PostgreSQL is DATABASE_URL when it answers, else
 * PGlite served over the wire protocol.
 */
const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');
const PASSWORD = 'worker-pass-1234';
/** A stand-in for web/dist (the build is not needed here), with the real _headers and robots.txt. */
const INDEX_HTML = `<!doctype html>
<html lang="ko">
  <head>
    <meta name="theme-color" content="#FF9630" />
    <meta name="description" content="우리 동네 생산자의 상품을 만나는 로컬 마켓" />
    <link rel="icon" id="app-favicon" href="data:," />
    <title>로컬 마켓</title>
    <script type="module" crossorigin src="/assets/index-AbC123.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;
const ASSET = 'console.log("worker asset");\n';

let tmp: string;
let pgServer: ProvidedPostgres;
let proxy: WsProxy;
let handle: DbHandle;
let mf: Miniflare;
let tenant: Tenant;
let user: User;
const timings: Record<string, number> = {};

async function timed<T>(label: string, fn: () => Promise<T>): Promise<T> {
  const start = performance.now();
  try {
    return await fn();
  } finally {
    timings[label] = Math.round(performance.now() - start);
  }
}

const compatibilityDate = async () => {
  const toml = await readFile(path.join(root, 'wrangler.toml'), 'utf8');
  return /^compatibility_date\s*=\s*"([^"]+)"/m.exec(toml)![1];
};

function request(host: string, pathname: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return mf.dispatchFetch(`http://${host}${pathname}`, { ...init, headers: { host, ...init.headers } });
}

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'worker-test-'));
  const outdir = path.join(tmp, 'bundle');

  await timed('wrangler build', async () => {
    // The [assets] directory must exist for wrangler to build; the web app itself is not needed here.
    await mkdir(path.join(root, 'web/dist'), { recursive: true });
    await run('npx', ['wrangler', 'deploy', '--dry-run', '--outdir', outdir], {
      cwd: root,
      timeout: 90_000,
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true' },
    });
  });
  await timed('r2 probe build', () =>
    build({
      entryPoints: [path.join(root, 'tests/worker/r2-probe.ts')],
      outfile: path.join(tmp, 'probe/index.js'),
      bundle: true,
      format: 'esm',
      platform: 'neutral',
      logLevel: 'silent',
    }),
  );

  // The [assets] of wrangler.toml as wrangler hands them to Miniflare (run_worker_first included),
  // on a small web root of our own.
  const assetsDir = path.join(tmp, 'web');
  await mkdir(path.join(assetsDir, 'assets'), { recursive: true });
  await writeFile(path.join(assetsDir, 'index.html'), INDEX_HTML);
  await writeFile(path.join(assetsDir, 'assets/index-AbC123.js'), ASSET);
  await copyFile(path.join(root, 'web/public/_headers'), path.join(assetsDir, '_headers'));
  await copyFile(path.join(root, 'web/public/robots.txt'), path.join(assetsDir, 'robots.txt'));
  const { assets } = unstable_getMiniflareWorkerOptions(path.join(root, 'wrangler.toml')).workerOptions;

  pgServer = await timed('postgres', () => providePostgres(process.env.DATABASE_URL));
  proxy = await startWsProxy({ host: pgServer.host, port: pgServer.port });
  handle = createPgDb(pgServer.url, 2);
  await timed('migrate', () => migrateDb(handle));

  const name = `wk${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  [tenant] = await handle.db
    .insert(tenants)
    .values({
      name,
      displayName: `워커 ${name}`,
      domain: `${name}.worker.test`,
      features: allFeatures(true),
      settings: { service_info: { service_name: `워커 ${name}` } },
    })
    .returning();
  [user] = await handle.db
    .insert(users)
    .values({
      tenantId: tenant.id,
      email: `${name}@example.com`,
      username: name,
      passwordHash: await hashPassword(PASSWORD),
      userType: 'customer',
    })
    .returning();

  mf = await timed('miniflare start', async () => {
    const m = new Miniflare({
      workers: [
        {
          name: 'app',
          modules: true,
          scriptPath: path.join(outdir, 'index.js'),
          // Module names are paths relative to this root; the bundle lives outside the project.
          modulesRoot: outdir,
          compatibilityDate: await compatibilityDate(),
          compatibilityFlags: ['nodejs_compat'],
          bindings: { DATABASE_URL: pgServer.url, NEON_WS_PROXY: proxy.address, APP_ENV: 'test' },
          r2Buckets: ['MEDIA'],
          assets: { ...assets!, directory: assetsDir },
        },
        {
          name: 'r2probe',
          modules: true,
          scriptPath: path.join(tmp, 'probe/index.js'),
          modulesRoot: path.join(tmp, 'probe'),
          compatibilityDate: await compatibilityDate(),
          r2Buckets: ['MEDIA'],
        },
      ],
    });
    await m.ready;
    return m;
  });
}, 180_000);

afterAll(async () => {
  await mf?.dispose();
  if (handle && tenant) await handle.db.delete(tenants).where(eq(tenants.id, tenant.id));
  await handle?.close();
  await proxy?.close();
  await pgServer?.close();
  if (tmp) await rm(tmp, { recursive: true, force: true });
  console.log(`worker test on ${pgServer?.kind}: ${JSON.stringify(timings)}`);
});

describe('the Worker bundle in workerd', () => {
  it('answers the tenant of the Host header from PostgreSQL over the Neon driver', async () => {
    const res = await timed('first request', () => request(tenant.domain, '/api/tenant/current'));
    expect(res.status).toBe(200);
    const body = (await res.json()) as { display_name: string };
    expect(body.display_name).toBe(tenant.displayName);
  });

  it('refuses an unknown host with the Korean 404', async () => {
    const res = await request('nobody.invalid', '/api/tenant/current');
    expect(res.status).toBe(404);
    expect(((await res.json()) as { detail: string }).detail).toBe(MSG.tenantNotFound);
  });

  it('logs in with a form and answers /api/auth/me with the token', async () => {
    const form = new URLSearchParams({ username: user.email, password: PASSWORD });
    const login = await timed('login', () =>
      request(tenant.domain, '/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
      }),
    );
    expect(login.status).toBe(200);
    const session = (await login.json()) as { access_token: string; user: { email: string } };
    expect(session.user.email).toBe(user.email);

    const me = await request(tenant.domain, '/api/auth/me', { headers: { authorization: `Bearer ${session.access_token}` } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { email: string }).email).toBe(user.email);

    const guest = await request(tenant.domain, '/api/auth/me');
    expect(guest.status).toBe(401);
  });

  it('refuses a wrong password with the Korean message', async () => {
    const res = await request(tenant.domain, '/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: user.email, password: 'not-the-password' }).toString(),
    });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { detail: string }).detail).toBe(MSG.invalidCredentials);
  });

  it('serves tRPC: tenant.current', async () => {
    const res = await request(tenant.domain, '/trpc/tenant.current');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { result: { data: { json: { display_name: string } } } };
    expect(body.result.data.json.display_name).toBe(tenant.displayName);
  });

  it('keeps no database connection between requests', async () => {
    // Ten requests in parallel, each with its own pool: all succeed and none is left open.
    const answers = await Promise.all(Array.from({ length: 10 }, () => request(tenant.domain, '/api/tenant/current')));
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(200));
    await Promise.all(answers.map((r) => r.arrayBuffer()));
    // Each pool was ended with its request: no WebSocket stays open at the proxy.
    await expect.poll(() => proxy.openConnections(), { timeout: 5000 }).toBe(0);
  });

  it('serves app routes itself: index.html with the tenant of the Host in it', async () => {
    const seedOf = (html: string) => {
      const m = new RegExp(`<script id="${TENANT_SEED_ELEMENT_ID}" type="application/json">([\\s\\S]*?)</script>`).exec(html);
      return m ? JSON.parse(m[1]) : undefined;
    };
    for (const p of ['/', '/products/1', '/main?tab=shopping', '/index.html']) {
      const res = await request(tenant.domain, p);
      expect(res.status, p).toBe(200);
      expect(res.headers.get('cache-control'), p).toBe('no-cache');
      const html = await res.text();
      expect(html, p).toContain(`<title>${tenant.displayName}</title>`);
      expect(seedOf(html)).toMatchObject({
        id: tenant.id,
        display_name: tenant.displayName,
      });
    }
    const unknown = await request('nobody.invalid', '/');
    expect(unknown.status).toBe(404);
    const html = await unknown.text();
    expect(html).toContain('<div id="root"></div>');
    expect(seedOf(html)).toBeNull();
  });

  it('leaves hashed assets and robots.txt to Workers assets, with the _headers cache rules', async () => {
    const asset = await request(tenant.domain, '/assets/index-AbC123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await asset.text()).toBe(ASSET);

    const robots = await request(tenant.domain, '/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await robots.text()).toContain('User-agent: *');

    for (const p of ['/assets/index-Gone99.js', '/favicon.ico']) {
      const missing = await request(tenant.domain, p);
      expect(missing.status, p).toBe(404);
      expect(await missing.text(), p).not.toContain('<div id="root">');
    }
    const api = await request(tenant.domain, '/api/no/such/path');
    expect(api.status).toBe(404);
    expect(((await api.json()) as { code: string }).code).toBe('NOT_FOUND');
  });

  it('round-trips objects through the R2 storage adapter on the MEDIA binding', async () => {
    const probe = await mf.getWorker('r2probe');
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 250]);
    const put = await probe.fetch('http://probe/media/test.png', {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: bytes,
    });
    expect(put.status).toBe(204);

    // Seen from outside the adapter: the object is in the bucket with its type.
    const bucket = await mf.getR2Bucket('MEDIA');
    const raw = await bucket.get('media/test.png');
    expect(raw?.httpMetadata?.contentType).toBe('image/png');
    expect(new Uint8Array(await raw!.arrayBuffer())).toEqual(bytes);

    // And the other way: an object put straight into the bucket is read by the adapter.
    await bucket.put('media/other.txt', '안녕', { httpMetadata: { contentType: 'text/plain; charset=utf-8' } });
    const got = await probe.fetch('http://probe/media/other.txt');
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(got.headers.get('x-size')).toBe(String(new TextEncoder().encode('안녕').length));
    expect(await got.text()).toBe('안녕');

    const missing = await probe.fetch('http://probe/media/none');
    expect(missing.status).toBe(404);
    await missing.arrayBuffer();
  });

  it('uploads a product image by signed ticket into R2 and serves it from /media with nosniff', async () => {
    const email = `m${user.email}`;
    const [merchant] = await handle.db
      .insert(users)
      .values({ tenantId: tenant.id, email, username: `m${user.username}`, passwordHash: await hashPassword(PASSWORD), userType: 'merchant' })
      .returning();
    await handle.db.insert(merchantProfiles).values({
      tenantId: tenant.id,
      userId: merchant.id,
      businessName: '워커 농장',
      businessNumber: '1234567890',
      address: '경기도 양평군',
      phone: '010-0000-0000',
    });
    // Room to add products (the product limit: tests/integration/subscriptions/product-limit.test.ts).
    await giveUnlimitedPlan(handle.db, tenant.id, merchant.id);
    const login = await request(tenant.domain, '/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: email, password: PASSWORD }),
    });
    const auth = { authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` };

    const bytes = new Uint8Array(2048).map((_, i) => (i * 7) & 255);
    bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const ticketRes = await request(tenant.domain, '/trpc/catalogue.products.uploadTicket', {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ json: { file_name: 'a.png', content_type: 'image/png', size: bytes.byteLength } }),
    });
    expect(ticketRes.status).toBe(200);
    const ticket = ((await ticketRes.json()) as { result: { data: { json: { upload_url: string; upload_token: string } } } }).result.data.json;
    // No R2 S3 credentials here: the Worker's own upload route.
    expect(ticket.upload_url).toBe(`/api/uploads/${ticket.upload_token}`);
    const put = await mf.dispatchFetch(`http://${tenant.domain}${ticket.upload_url}`, {
      method: 'PUT',
      headers: { host: tenant.domain, 'content-type': 'image/png' },
      body: bytes,
    });
    expect(put.status).toBe(200);
    await put.arrayBuffer();

    const created = await request(tenant.domain, '/api/products/', {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ is_delivery: false, title: '워커 사과', price: 1000, category: '과일', images: [{ upload_token: ticket.upload_token }] }),
    });
    expect(created.status).toBe(201);
    const product = (await created.json()) as { id: number; thumbnail_url: string; media: { file_path: string }[] };
    expect(product.thumbnail_url).toBe(product.media[0].file_path);
    // A guest's read runs the prepared detail and view statements through the Neon driver: twice,
    // so the second run reuses them; one guest counts one view a day.
    for (const views of [1, 1]) {
      const read = await request(tenant.domain, `/api/products/${product.id}`);
      expect(read.status).toBe(200);
      expect(((await read.json()) as { views_count: number; media: unknown[] }).views_count).toBe(views);
    }

    const served = await request(tenant.domain, product.media[0].file_path);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
    // Ranges through R2 (videos seek with them).
    const part = await request(tenant.domain, product.media[0].file_path, { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 100-199/2048');
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(bytes.subarray(100, 200));
    const past = await request(tenant.domain, product.media[0].file_path, { headers: { range: 'bytes=4096-' } });
    expect(past.status).toBe(416);
    await past.arrayBuffer();
    const hidden = await request(tenant.domain, `/media/t${tenant.id}/merchant-docs/x.pdf`);
    expect(hidden.status).toBe(404);
    await hidden.arrayBuffer();
  });

  it('a site change through the tenant console shows on the next request; one made behind its back within the cache’s bound', async () => {
    // The isolate keeps the tenant look-up (worker/scope/tenant-cache.ts): a console write drops it at once,
    // a row changed in the table shows once TENANT_CACHE_TTL_MS has run.
    const displayName = async () => ((await (await request(tenant.domain, '/api/tenant/current')).json()) as { display_name: string }).display_name;
    const admin = `wa${Date.now().toString(36)}`;
    await handle.db.insert(users).values({ tenantId: tenant.id, email: `${admin}@example.com`, username: admin, passwordHash: await hashPassword(PASSWORD), userType: 'superuser' });
    const login = await request(tenant.domain, '/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: `${admin}@example.com`, password: PASSWORD }).toString(),
    });
    expect(login.status).toBe(200);
    const { access_token } = (await login.json()) as { access_token: string };
    expect(await displayName()).toBe(tenant.displayName);

    const saved = await request(tenant.domain, `/api/admin/tenants/${tenant.id}/settings`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ display_name: '워커 콘솔에서', settings: {} }),
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect(await displayName()).toBe('워커 콘솔에서');

    await handle.db.update(tenants).set({ displayName: '워커 뒤에서' }).where(eq(tenants.id, tenant.id));
    const changedAt = Date.now();
    // Cached: the isolate still answers the row it looked up (unless its 5 s ran out meanwhile).
    if (Date.now() - changedAt < 4_000) expect(await displayName()).toBe('워커 콘솔에서');
    await expect.poll(displayName, { timeout: TENANT_CACHE_TTL_MS + 3_000, interval: 500 }).toBe('워커 뒤에서');
    await handle.db.update(tenants).set({ displayName: tenant.displayName }).where(eq(tenants.id, tenant.id));
  });

  it('runs the scheduled jobs from the cron trigger: the clean-up and the notification sender', async () => {
    const day = 24 * 60 * 60 * 1000;
    const now = Date.now();
    const oldToken = await sha256Hex(`old-${tenant.id}`);
    const freshToken = await sha256Hex(`fresh-${tenant.id}`);
    await handle.db.insert(sessions).values([
      { tokenHash: oldToken, tenantId: tenant.id, userId: user.id, expiresAt: new Date(now - 2 * day) },
      // Expired, but within the day of grace: kept.
      { tokenHash: freshToken, tenantId: tenant.id, userId: user.id, expiresAt: new Date(now - 60_000) },
    ]);
    const limitKey = `worker-test:${tenant.id}`;
    await handle.db.insert(rateLimits).values({ key: limitKey, count: 3, resetAt: new Date(now - 3 * day) });

    // An upload whose ticket's save window ended unsaved: its object goes from R2 too.
    const bucket = await mf.getR2Bucket('MEDIA');
    const unsavedKey = `public/t${tenant.id}/products/never-saved.jpg`;
    await bucket.put(unsavedKey, new Uint8Array([0xff, 0xd8, 0xff]));
    await handle.db.insert(uploadTickets).values({
      tenantId: tenant.id,
      userId: user.id,
      kind: 'product-upload',
      storageKey: unsavedKey,
      sizeBytes: 3,
      createdAt: new Date(now - 2 * day),
      expiresAt: new Date(now - day),
    });

    // A notification written by some change of this tenant: the sender mails it from the same event.
    await handle.db.insert(notifications).values({
      tenantId: tenant.id,
      userId: user.id,
      channel: 'mail',
      topic: 'billing_past_due',
      recipient: user.email,
      payload: { plan: '베이직', amount: 9900 },
      nextAttemptAt: new Date(now - 60_000),
    });

    const worker = await mf.getWorker('app');
    const scheduledTime = new Date();
    const hour = scheduledTime.toISOString().slice(0, 13);
    // An earlier run of this test on the same database may have had this hour's clean-up.
    await handle.db.delete(jobRuns).where(and(eq(jobRuns.job, 'cleanup-expired'), eq(jobRuns.periodKey, hour)));
    const result = await worker.scheduled({ cron: '* * * * *', scheduledTime });
    expect(result.outcome).toBe('ok');
    const [cleanupRun] = await handle.db.select().from(jobRuns).where(and(eq(jobRuns.job, 'cleanup-expired'), eq(jobRuns.periodKey, hour)));
    expect(cleanupRun).toMatchObject({ tenantId: 0, status: 'done' });
    const [senderRun] = await handle.db.select().from(jobRuns).where(and(eq(jobRuns.job, 'send-notifications'), eq(jobRuns.tenantId, tenant.id)));
    expect(senderRun).toMatchObject({ status: 'done', periodKey: scheduledTime.toISOString().slice(0, 16), result: { sent: 1 } });
    const [mail] = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email));
    expect(mail.subject).toContain('구독이 정지되었습니다 (베이직)');
    // A second event in the same minute finds every period claimed.
    expect((await worker.scheduled({ cron: '* * * * *', scheduledTime })).outcome).toBe('ok');
    expect(await handle.db.select().from(jobRuns).where(and(eq(jobRuns.job, 'cleanup-expired'), eq(jobRuns.periodKey, hour)))).toHaveLength(1);
    expect(await handle.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email))).toHaveLength(1);
    expect(await bucket.head(unsavedKey)).toBeNull();
    expect(await handle.db.select().from(uploadTickets).where(eq(uploadTickets.storageKey, unsavedKey))).toEqual([]);

    const left = await handle.db.select({ tokenHash: sessions.tokenHash }).from(sessions).where(eq(sessions.userId, user.id));
    const hashes = left.map((s) => s.tokenHash);
    expect(hashes).not.toContain(oldToken);
    expect(hashes).toContain(freshToken);
    expect(await handle.db.select().from(rateLimits).where(eq(rateLimits.key, limitKey))).toEqual([]);
  });
});
