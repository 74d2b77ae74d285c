import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type RawRequest, type Result } from 'autocannon';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { freePort } from '../fixtures/postgres';
import { LOGIN_LIMIT_PER_ACCOUNT } from '../../shared/constants';
import { createPgliteDb } from '../../db/client-pglite';
import { createPgDb } from '../../db/client-pg';
import { migrateDb } from '../../db/migrate';
import { seed } from '../../db/seed';
import { nodeStorage, type NodeSettings } from '../../worker/deps-node';
import { DEMO_PASSWORD } from '../../db/seed';
import { benchVars, explainPaths, fillPath, growCatalogue, type ExplainedQuery, type ExplainPath, type StepTimes } from './catalogue';
import { measureApprovals } from './approvals';
import { growScores } from './leaderboard';
import type { Db } from '../../db/client';
import { buildIfStale } from '../../scripts/build-if-stale.mjs';
import { recordStatements, startBareServer } from './bare';
import { growSites } from './sites';
import { checkSiteScope } from './site-scope';

/**
 * `npm run bench`: the compiled Node server (dist/server/node.mjs) in a child process, loaded from this
 * process with autocannon. One run on a fresh PGlite DATA_DIR, and one on DATABASE_URL when it is set.
 * Each run is repeated for every catalogue size: before the server starts, this process migrates
 * and seeds a fresh database, grows tenant farm (localhost) to that many products with SQL
 * (tests/bench/catalogue.ts: generate_series, ~1 merchant per 100 products, VACUUM ANALYZE) and, at
 * the largest size, prints EXPLAIN ANALYZE of every query the catalogue endpoints make.
 *   BENCH_SECONDS (10) per endpoint, BENCH_CONNECTIONS (10), BENCH_SIZES (1000,100000),
 *   BENCH_PGLITE_SIZES (the PGlite run's sizes, BENCH_SIZES unless set; empty: no PGlite run),
 *   BENCH_ONLY (a regular expression: only the cases whose name matches), BENCH_MAX_MINUTES (120:
 *   past it, or when the bench is interrupted, it stops its servers and exits).
 *   DATABASE_URL: its database is dropped and created again for each size, so its name must
 *   start with "bench" (e.g. postgres://postgres@127.0.0.1:5432/bench).
 *   BENCH_REUSE_DB=1: keep that database when it already holds the size's catalogue (an earlier
 *   run's; its searches and views since then stay in it).
 *   BENCH_PREPARE_ONLY=1: only prepare each size's database and print how long each step of the
 *   growth took, then what approving the grown pending payments costs with and without the
 *   sales_days trigger (tests/bench/approvals.ts, rolled back); no server, no load, no EXPLAIN.
 *   BENCH_APPROVALS (1000): how many pending payments that approval measurement approves.
 *   BENCH_BARE (1): on PostgreSQL, load every GET case again on a bare node:http + pg server that
 *   runs only the statements the app ran for it (tests/bench/bare.ts) and print the app's share;
 *   0 skips it.
 *   BENCH_SITES (0: off): on PostgreSQL, the first size is measured on two databases side by side:
 *   farm alone, and a copy of it beside BENCH_SITES − 1 more sites of BENCH_SITE_PRODUCTS (1000)
 *   products each (tests/bench/sites.ts); every case alternates between them, and the statement
 *   checker then runs sign-up, login and checkout on the many-site one (tests/bench/site-scope.ts).
 *   BENCH_SITE_ROUNDS (3): rounds of each case on each side; the table shows each side's median.
 *   BENCH_SERVER_FLAGS: more node flags for the server (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof").
 *   BENCH_SOAK_SECONDS (0: none): after the cases of the first size, every guest GET case in turn on
 *   each of BENCH_SOAK_CONNECTIONS (200) connections for that long, the server's RSS sampled every
 *   10 s; it prints the errors, the non-2xx answers, p99 and the RSS samples (300: the issue's soak).
 * The account and tenant endpoints do not depend on the catalogue: they run at the first size only.
 */
const root = path.resolve(import.meta.dirname, '../..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SIZES = (process.env.BENCH_SIZES ?? '1000,100000').split(',').map(Number);
const PGLITE_SIZES = (process.env.BENCH_PGLITE_SIZES ?? SIZES.join(',')).split(',').filter(Boolean).map(Number);
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
const REUSE_DB = process.env.BENCH_REUSE_DB === '1';
const PREPARE_ONLY = process.env.BENCH_PREPARE_ONLY === '1';
const APPROVALS = Number(process.env.BENCH_APPROVALS ?? 1000);
const BARE = process.env.BENCH_BARE !== '0';
const SOAK_SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 0);
const SOAK_CONNECTIONS = Number(process.env.BENCH_SOAK_CONNECTIONS ?? 200);
const SITES = Number(process.env.BENCH_SITES ?? 0);
const SITE_PRODUCTS = Number(process.env.BENCH_SITE_PRODUCTS ?? 1000);
const SITE_ROUNDS = Math.max(1, Number(process.env.BENCH_SITE_ROUNDS ?? 3));
const CUSTOMER = { username: 'customer@example.com', password: 'demo1234!' };

interface BenchContext {
  token: string;
  /** The account with the most soft-deleted products (vars.deletedOwner). */
  merchantToken: string;
  /** {name} values of the paths, looked up in the grown catalogue (benchVars). */
  vars: Record<string, string>;
  /** Tokens of the cases' `login` accounts, by username. */
  tokens: Record<string, string>;
}

/** The shop with the most sales (the demo merchant, vars.seller) and the site's superuser. */
const sellerLogin = (vars: Record<string, string>) => ({ username: vars.seller, password: DEMO_PASSWORD });
const adminLogin = () => ({ username: 'admin@example.com', password: DEMO_PASSWORD });
const bearerOf = (login: (vars: Record<string, string>) => { username: string }) => (ctx: BenchContext) => ({
  authorization: `Bearer ${ctx.tokens[login(ctx.vars).username]}`,
});

/** One endpoint to load. Add cases here; `request` may vary each request (setupRequest). */
interface BenchCase {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  headers?: (ctx: BenchContext) => Record<string, string>;
  body?: string;
  setupRequest?: (req: RawRequest) => RawRequest;
  /** Measured at every catalogue size (and explained at the largest). */
  catalogue?: boolean;
  /** Connections of this case (BENCH_CONNECTIONS otherwise). */
  connections?: number;
  /** Signed in as the merchant of vars.deletedOwner (explained signed in too). */
  asMerchant?: boolean;
  /** Signed in as this account (its token in ctx.tokens[username]; explained signed in too). */
  login?: (vars: Record<string, string>) => { username: string; password: string };
}

const form = { 'content-type': 'application/x-www-form-urlencoded' };
const loginBody = new URLSearchParams(CUSTOMER).toString();

/**
 * Login is rate-limited per account and per client address. Every attempt counts first (so a burst
 * cannot pass the limit) and a success gives its count back: more than LOGIN_LIMIT_PER_ACCOUNT
 * logins to one account in flight at once are refused, as they should be, so the login case runs
 * with that many connections. The bench logs in with the right password, so it measures real
 * logins (PBKDF2 + a new session row), each request from its own X-Forwarded-For.
 */
let ipSeq = 0;
const nextIp = () => {
  const n = ipSeq++;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

const CASES: BenchCase[] = [
  { name: 'GET /api/tenant/current', method: 'GET', path: '/api/tenant/current' },
  {
    name: 'GET /api/auth/me',
    method: 'GET',
    path: '/api/auth/me',
    headers: (ctx) => ({ authorization: `Bearer ${ctx.token}` }),
  },
  {
    name: 'POST /api/auth/login',
    method: 'POST',
    path: '/api/auth/login',
    headers: () => form,
    body: loginBody,
    connections: LOGIN_LIMIT_PER_ACCOUNT.max,
    setupRequest: (req) => ({ ...req, headers: { ...req.headers, 'x-forwarded-for': nextIp() } }),
  },
  ...listCases([
    // Product lists (pageOfProducts: a page and its total).
    '/api/products/',
    '/api/products/?sort=price_low',
    '/api/products/?sort=price_high',
    '/api/products/?sort=views',
    '/api/products/?sort=orders',
    '/api/products/?category=fruit',
    '/api/products/?category=fruit&sort=price_low',
    '/api/products/?delivery_category=banchan',
    '/api/products/?is_delivery=0',
    '/api/products/?is_delivery=1',
    '/api/products/?is_delivery=1&sort=orders',
    '/api/products/?min_price=10000&max_price=20000',
    '/api/products/?merchant_id={merchant}',
    '/api/products/?page=50',
    '/api/products/popular',
    '/api/products/popular?is_delivery=1',
    '/api/products/latest',
    '/api/products/latest?is_delivery=0',
    '/api/products/discount',
    '/api/products/category/fruit',
    '/api/products/category/banchan?sort=orders',
    // 사과 is in about 1 title of 24 (a common word); 한라봉 only in the demo seed (a rare one).
    '/api/products/search?q=사과',
    '/api/products/search?q=한라봉',
    '/api/products/search?q=사과&category=fruit',
    // The main feeds (a few lists each; a search also counts).
    '/api/main/delivery',
    '/api/main/delivery?category=banchan',
    '/api/main/delivery?search=김치',
    '/api/main/shopping',
    '/api/main/shopping?category=fruit',
    '/api/main/shopping?search=사과',
    // Merchants (merchantPage: a page and its total).
    '/api/merchants',
    '/api/merchants?category=fruit',
    '/api/merchants?location=mapo',
    '/api/merchants?search=싱싱',
    '/api/merchants/search?q=싱싱',
    '/api/merchants/search?q=상회&location=mapo',
    '/api/merchants/featured',
    '/api/merchants/nearby?lat=37.55&lng=126.92&radius=5',
    // Search, keywords, notices.
    '/api/search?q=사과',
    '/api/search?q=사과&type=products',
    '/api/search/keywords/suggest?q=사과',
    '/api/search/keywords/popular',
    '/api/notices',
    // Community (as many posts as products, a quarter of them videos): the post tab's feed, the video
    // tab, the hot posts, a search, and one post (one viewer: counted once a day).
    '/api/main/posts?size=20&is_video=false',
    '/api/main/posts?size=20&is_video=true',
    '/api/content/posts?sort=popular&size=3',
    '/api/content/posts/search?q=수확',
    '/api/content/posts/{post}',
  ]),
  { name: 'GET /api/products/deleted (merchant)', method: 'GET', path: '/api/products/deleted', catalogue: true, asMerchant: true, headers: (ctx) => ({ authorization: `Bearer ${ctx.merchantToken}` }) },
  // Sales figures over the grown payments (as many as products, growCommerce), and one product's reviews.
  {
    name: 'GET /api/payment/analytics/summary (merchant)',
    method: 'GET',
    path: '/api/payment/analytics/summary?period=month',
    catalogue: true,
    login: sellerLogin,
    headers: bearerOf(sellerLogin),
  },
  {
    name: 'GET /api/payment/analytics/summary (superuser)',
    method: 'GET',
    path: '/api/payment/analytics/summary?period=week',
    catalogue: true,
    login: adminLogin,
    headers: bearerOf(adminLogin),
  },
  { name: 'GET /api/reviews/product/{reviewed}?sort_by=most_helpful', method: 'GET', path: '/api/reviews/product/{reviewed}?sort_by=most_helpful&limit=10', catalogue: true },
  { name: 'GET /api/reviews/product/{reviewed}?sort_by=newest', method: 'GET', path: '/api/reviews/product/{reviewed}?sort_by=newest&limit=10&skip=20', catalogue: true },
  { name: 'GET /api/dashboard/products (merchant)', method: 'GET', path: '/api/dashboard/products?limit=20&offset=40', catalogue: true, asMerchant: true, headers: (ctx) => ({ authorization: `Bearer ${ctx.merchantToken}` }) },
  // The dashboard's other reads (tests/bench/dashboard.ts grows one shop to 10,000 products and 100,000 comments on its own).
  ...['/api/dashboard/products?limit=20&offset=40&sort=price_low&availability=all', '/api/dashboard/stats', '/api/dashboard/summary', '/api/dashboard/comments?limit=10', '/api/dashboard/recent-activity'].map(
    (p): BenchCase => ({ name: `GET ${p} (merchant)`, method: 'GET', path: p, catalogue: true, asMerchant: true, headers: (ctx) => ({ authorization: `Bearer ${ctx.merchantToken}` }) }),
  ),
  // A product view: 50 readers of one product. Autocannon sends one address and user agent (one viewer);
  // the second case gives each request its own user agent, so every request is a new viewer.
  { name: 'GET /api/products/{product} (50 conn, one viewer)', method: 'GET', path: '/api/products/{product}', catalogue: true, connections: 50 },
  // The leaderboard over as many scored players as products (growBoard; docs/wallet.md Leaderboard).
  {
    name: 'GET /api/score/leaderboard (customer)',
    method: 'GET',
    path: '/api/score/leaderboard?top_n=10',
    catalogue: true,
    login: () => customerLogin(),
    headers: (ctx) => ({ authorization: `Bearer ${ctx.tokens[CUSTOMER.username]}` }),
  },
  {
    name: 'GET /api/products/{product} (50 conn, new viewer each)',
    method: 'GET',
    path: '/api/products/{product}',
    catalogue: true,
    connections: 50,
    setupRequest: (req) => ({ ...req, headers: { ...req.headers, 'user-agent': `bench-viewer-${ipSeq++}` } }),
  },
];

/** Catalogue list cases named after their path (the Korean words stay readable in the name). */
function listCases(paths: string[]): BenchCase[] {
  return paths.map((p) => {
    return { name: `GET ${p}`, method: 'GET', path: p.replace(/[^\x00-\x7f]+/g, encodeURIComponent), catalogue: true };
  });
}

interface Server {
  child: ChildProcess;
  base: string;
  stop(): Promise<void>;
  rssKb(): number | null;
}

/** The process groups of the servers now running, so an interrupted bench does not leave them behind. */
const serverGroups = new Set<number>();

function stopServersNow() {
  for (const pgid of serverGroups) {
    try {
      process.kill(-pgid, 'SIGKILL');
    } catch {}
  }
  serverGroups.clear();
}

// Killed or out of time, the bench takes its servers with it (they run in process groups of their own).
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.once(signal, () => {
    stopServersNow();
    process.exit(128 + os.constants.signals[signal]);
  });
}
const MAX_MINUTES = Number(process.env.BENCH_MAX_MINUTES ?? 120);
setTimeout(() => {
  console.error(`bench: still running after ${MAX_MINUTES} minutes (BENCH_MAX_MINUTES); stopping its servers`);
  stopServersNow();
  process.exit(1);
}, MAX_MINUTES * 60_000).unref();

/** Starts the compiled server (dist/server/node.mjs) in its own process group and waits until it answers. */
async function startServer(label: string, env: Record<string, string | undefined>): Promise<Server> {
  const port = await freePort();
  const flags = (process.env.BENCH_SERVER_FLAGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, ['--enable-source-maps', ...flags, 'dist/server/node.mjs'], {
    cwd: root,
    // The bench seeded its database before growing it: a start that ran the seed again would replay
    // the points of every grown review, post and comment (db/seed-points.ts), minutes at 10,000.
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', APP_ENV: 'production', APP_SECRET: 'bench-signing-secret', SEED_DEMO: 'false' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  serverGroups.add(child.pid!);
  let log = '';
  child.stdout!.on('data', (d) => (log += d));
  child.stderr!.on('data', (d) => (log += d));
  const base = `http://127.0.0.1:${port}`;

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid!, 'SIGTERM');
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {}
    }, 5000);
    await exited;
    clearTimeout(timer);
    serverGroups.delete(child.pid!);
  };
  const rssKb = () => {
    try {
      return Number(execFileSync('ps', ['-o', 'rss=', '-p', String(child.pid)], { encoding: 'utf8' }).trim());
    } catch {
      return null;
    }
  };

  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${label} server exited:\n${log}`);
    const ok = await fetch(`${base}/api/tenant/current`).then((r) => r.ok, () => false);
    if (ok) return { child, base, stop, rssKb };
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`${label} server did not answer within 90 s:\n${log}`);
}

async function login(base: string, body = loginBody): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: form, body });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

function load(base: string, c: BenchCase, ctx: BenchContext, duration: number): Promise<Result> {
  return autocannon({
    url: base + fillPath(c.path, ctx.vars),
    method: c.method,
    headers: c.headers?.(ctx),
    body: c.body,
    connections: c.connections ?? CONNECTIONS,
    duration,
    requests: c.setupRequest ? [{ setupRequest: c.setupRequest }] : undefined,
  });
}

interface Row {
  run: string;
  products: number;
  endpoint: string;
  conn: number;
  'req/s': number;
  'p50 ms': number;
  'p99 ms': number;
  requests: number;
  errors: number;
  'non-2xx': number;
  statuses: string;
  /** The bare server's req/s on the same statements (PostgreSQL runs, BENCH_BARE), and the app's share of it. */
  'bare req/s'?: number;
  'of bare'?: string;
  /** BENCH_SITES: the same case on the site's database alone, and the many-site figure's share of it. */
  'alone req/s'?: number;
  'of alone'?: string;
}

const merchantLogin = (vars: Record<string, string>) => ({ username: vars.deletedOwner, password: DEMO_PASSWORD });
/** The demo customer (a score in the middle of the grown players: growBoard). */
const customerLogin = () => CUSTOMER;

async function benchRun(
  label: string,
  size: number,
  cases: BenchCase[],
  vars: Record<string, string>,
  env: Record<string, string | undefined>,
): Promise<{ rows: Row[]; rssKb: number | null }> {
  const started = performance.now();
  const server = await startServer(label, env);
  console.log(`${label} ${size}: server up in ${Math.round(performance.now() - started)} ms (${server.base})`);
  try {
    const ctx = await signIn(server.base, cases, vars);
    const rows: Row[] = [];
    for (const c of cases) {
      const r = await measure(server.base, c, ctx);
      rows.push({ run: label, products: size, endpoint: c.name, conn: c.connections ?? CONNECTIONS, ...r });
      console.log(`  ${c.name}: ${r['req/s']} req/s`);
    }
    if (SOAK_SECONDS > 0 && size === SIZES[0]) await soak(label, server, cases, ctx);
    if (BARE && env.DATABASE_URL) await compareWithBare(env.DATABASE_URL, settingsFor(env.DATA_DIR!, env.DATABASE_URL), cases, ctx, rows);
    return { rows, rssKb: server.rssKb() };
  } finally {
    await server.stop();
  }
}

/** The bench's accounts signed in on a server: the customer, the merchant and each case's own. */
async function signIn(base: string, cases: BenchCase[], vars: Record<string, string>): Promise<BenchContext> {
  const ctx: BenchContext = {
    token: await login(base),
    merchantToken: await login(base, new URLSearchParams(merchantLogin(vars)).toString()),
    vars,
    tokens: {},
  };
  for (const c of cases) {
    const account = c.login?.(vars);
    if (account && !ctx.tokens[account.username]) ctx.tokens[account.username] = await login(base, new URLSearchParams(account).toString());
  }
  return ctx;
}

/**
 * BENCH_SITES: farm's cases on its database alone and on a copy beside many more sites. Both servers
 * run at once and each case is loaded on one and the other in turn, BENCH_SITE_ROUNDS times, so a
 * change in the machine's load meets both; each side keeps its median round. Then the statement checker.
 */
async function sitesRun(url: string, mediaDir: string, size: number, cases: BenchCase[], vars: Record<string, string>): Promise<Row[]> {
  const sitesUrl = await copyDatabase(url, `${new URL(url).pathname.slice(1)}_sites`);
  const handle = createPgDb(sitesUrl, 2);
  try {
    const grown = await growSites(handle.db, SITES - 1, SITE_PRODUCTS);
    console.log(`postgres ${size}: ${SITES} sites, ${grown.products} products in all, grown in ${grown.ms} ms`);
    console.table(grown.steps.map(([name, ms]) => ({ step: name, ms })));
  } finally {
    await handle.close();
  }
  const sitesMedia = await mkdtemp(path.join(os.tmpdir(), 'market-bench-sites-'));
  const alone = await startServer('alone', { DATA_DIR: mediaDir, DATABASE_URL: url });
  const many = await startServer('sites', { DATA_DIR: sitesMedia, DATABASE_URL: sitesUrl });
  const rows: Row[] = [];
  try {
    const aloneCtx = await signIn(alone.base, cases, vars);
    const manyCtx = await signIn(many.base, cases, vars);
    for (const c of cases) {
      const rounds = { alone: [] as Awaited<ReturnType<typeof measure>>[], sites: [] as Awaited<ReturnType<typeof measure>>[] };
      for (let round = 0; round < SITE_ROUNDS; round++) {
        rounds.alone.push(await measure(alone.base, c, aloneCtx));
        rounds.sites.push(await measure(many.base, c, manyCtx));
      }
      const median = (rs: typeof rounds.alone) => [...rs].sort((x, y) => x['req/s'] - y['req/s'])[Math.floor(rs.length / 2)];
      const a = median(rounds.alone);
      const m = median(rounds.sites);
      const all = [...rounds.alone, ...rounds.sites];
      const errors = all.reduce((n, r) => n + r.errors, 0);
      const non2xx = all.reduce((n, r) => n + r['non-2xx'], 0);
      rows.push({ run: `postgres, ${SITES} sites`, products: size, endpoint: c.name, conn: c.connections ?? CONNECTIONS, ...m, 'alone req/s': a['req/s'], 'of alone': (m['req/s'] / a['req/s']).toFixed(2), errors, 'non-2xx': non2xx });
      console.log(`  ${c.name}: alone ${a['req/s']} req/s, beside ${SITES - 1} sites ${m['req/s']} (${(m['req/s'] / a['req/s']).toFixed(2)})`);
    }
  } finally {
    await alone.stop();
    await many.stop();
    await rm(sitesMedia, { recursive: true, force: true });
  }
  const scope = await checkSiteScope(sitesUrl, settingsFor(mediaDir, sitesUrl));
  console.log(`statement checker, ${SITES} sites: sign-up, login and checkout ran ${scope.statements} statements, ${scope.plans} plans, ${scope.scans} scans of site tables`);
  console.table(Object.entries(scope.reads).map(([table, r]) => ({ table, 'most rows a scan read': r.most, "the site's rows": r.site, 'all sites': r.all })));
  for (const f of scope.findings) console.error(`  ${f.step}: ${f.problem}\n    ${f.statement.replace(/\s+/g, ' ').slice(0, 300)}`);
  if (scope.findings.length > 0) process.exitCode = 1;
  else console.log('statement checker: no statement read another site\'s rows');
  return rows;
}

/** A copy of the database of `url` under `name` (CREATE DATABASE … TEMPLATE), made again each run. */
async function copyDatabase(url: string, name: string): Promise<string> {
  const copy = Object.assign(new URL(url), { pathname: `/${name}` }).toString();
  await recreateDatabase(copy, decodeURIComponent(new URL(url).pathname.slice(1)));
  return copy;
}

/** Drops the database of `url` if it is there and creates it again (empty, or a copy of `template`). */
async function recreateDatabase(url: string, template?: string): Promise<void> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const admin = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString() });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  } finally {
    await admin.end();
  }
}

/**
 * The soak: the guest GET cases (the storefront's reads) in turn on every connection, for
 * SOAK_SECONDS, with the server's RSS every 10 s. A leak shows as RSS that keeps growing after the
 * first minute; a limit as errors or non-2xx answers.
 */
async function soak(label: string, server: Server, cases: BenchCase[], ctx: BenchContext) {
  const reads = cases.filter((c) => c.method === 'GET' && !c.headers && !c.setupRequest).map((c) => ({ method: 'GET', path: fillPath(c.path, ctx.vars) }));
  const samples: number[] = [];
  const sampler = setInterval(() => {
    const kb = server.rssKb();
    if (kb) samples.push(Math.round(kb / 1024));
  }, 10_000);
  try {
    const r = await autocannon({ url: server.base, connections: SOAK_CONNECTIONS, duration: SOAK_SECONDS, requests: reads });
    console.log(
      `${label} soak: ${SOAK_SECONDS} s, ${SOAK_CONNECTIONS} connections over ${reads.length} reads: ${r.requests.total} requests, ` +
        `${Math.round(r.requests.average)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, errors ${r.errors + r.timeouts}, non-2xx ${r.non2xx}`,
    );
    console.log(`${label} soak: server RSS every 10 s (MiB): ${samples.join(' ')}`);
    if (r.errors + r.timeouts + r.non2xx > 0) process.exitCode = 1;
  } finally {
    clearInterval(sampler);
  }
}

/** One case loaded for SECONDS after a one-second warm-up. */
async function measure(base: string, c: BenchCase, ctx: BenchContext) {
  await load(base, c, ctx, 1); // warm-up, not counted
  const r = await load(base, c, ctx, SECONDS);
  return {
    'req/s': Math.round(r.requests.average),
    'p50 ms': r.latency.p50,
    'p99 ms': r.latency.p99,
    requests: r.requests.total,
    errors: r.errors + r.timeouts,
    'non-2xx': r.non2xx,
    statuses: Object.entries(r.statusCodeStats)
      .map(([code, s]) => `${code}×${s.count}`)
      .join(' '),
  };
}

/**
 * The app against its own SQL: every GET case whose requests are all alike is recorded through the
 * app (tests/bench/bare.ts) and loaded again on the bare server, which runs only those statements;
 * each row gets the bare server's req/s and the app's share of it.
 */
async function compareWithBare(databaseUrl: string, settings: NodeSettings, cases: BenchCase[], ctx: BenchContext, rows: Row[]) {
  const comparable = cases.filter((c) => c.method === 'GET' && !c.setupRequest);
  const address = (c: BenchCase) => fillPath(c.path, ctx.vars);
  const statements = await recordStatements(
    databaseUrl,
    settings,
    comparable.map((c) => ({ address: address(c), headers: c.headers?.(ctx) ?? {} })),
  );
  const bare = await startBareServer(databaseUrl, statements);
  serverGroups.add(bare.pid);
  try {
    for (const c of comparable) {
      const r = await measure(bare.base, c, ctx);
      const row = rows.find((x) => x.endpoint === c.name)!;
      row['bare req/s'] = r['req/s'];
      row['of bare'] = (row['req/s'] / r['req/s']).toFixed(2);
      console.log(`  bare ${c.name}: ${r['req/s']} req/s (${statements[address(c)].length} statements; the app ${row['of bare']} of it)`);
    }
  } finally {
    await bare.stop();
    serverGroups.delete(bare.pid);
  }
}

const settingsFor = (dataDir: string, databaseUrl?: string): NodeSettings => ({
  databaseUrl,
  dataDir,
  environment: 'production',
  seedDemo: true,
  trustProxy: false,
  appSecret: 'bench-signing-secret',
});

function printPlans(label: string, size: number, explained: ExplainedQuery[]) {
  console.log(`\n=== EXPLAIN ANALYZE, ${label}, ${size} products ===`);
  for (const e of explained) {
    console.log(`\n--- ${e.path}: ${e.executionMs ?? '-'} ms, indexes: ${e.indexes.join(', ') || 'none'}\n${e.sql}\n${e.plan}`);
  }
  console.log(`\n=== plans in short, ${label}, ${size} products (one line per statement) ===`);
  for (const e of explained) {
    const seq = [...e.plan.matchAll(/Seq Scan on (\S+)/g)].map((m) => m[1]);
    const sorts = (e.plan.match(/Sort Method/g) ?? []).length;
    console.log(
      `${e.path} | ${e.executionMs ?? (e.plan.startsWith('(EXPLAIN') ? 'estimate' : 'write')} ms | ${e.indexes.join(', ') || '-'}${seq.length ? ` | seq scan: ${[...new Set(seq)].join(', ')}` : ''}${sorts ? ` | sorts: ${sorts}` : ''}`,
    );
  }
}

/** Tenant farm's leaderboard: `size` scored players (tests/bench/leaderboard.ts), the demo customer in the middle of them. */
async function growBoard(label: string, db: Db, size: number) {
  const farm = (await db.execute(sql`select id from tenants where name = 'farm'`)) as unknown as { rows: { id: number }[] };
  const id = farm.rows[0].id;
  const steps = await growScores(db, id, size);
  await db.execute(sql`
    insert into user_scores (tenant_id, user_id, total, comment_create, review_text)
    select tenant_id, id, 300, 100, 200 from users where tenant_id = ${id} and email = ${CUSTOMER.username}
    on conflict (tenant_id, user_id) do update set total = 300, comment_create = 100, review_text = 200`);
  await db.execute(sql`insert into user_score_totals (tenant_id, total, users) values (${id}, 300, 1) on conflict (tenant_id, total) do update set users = user_score_totals.users + 1`);
  console.log(`${label} ${size}: ${size} leaderboard players (users ${steps.users} ms, user_scores ${steps.scores} ms, analyze ${steps.analyze} ms)`);
}

/** A migrated, seeded and grown catalogue in dataDir (PGlite), explained at the largest size. */
async function preparePglite(dataDir: string, size: number, explain: boolean): Promise<Record<string, string>> {
  const settings = settingsFor(dataDir);
  const handle = await createPgliteDb(path.join(dataDir, 'pglite'));
  try {
    await migrateDb(handle);
    await seed(handle.db, { storage: nodeStorage(settings) });
    const grown = await growCatalogue(handle.db, size);
    await growBoard('pglite', handle.db, size);
    console.log(`pglite ${size}: ${grown.products} products, ${grown.merchants} merchants, grown in ${grown.ms} ms`);
    if (PREPARE_ONLY) await reportPreparation('pglite', size, grown.steps, handle.db);
    const vars = await benchVars(handle.db);
    if (explain) printPlans('pglite', size, await explainPaths({ kind: 'pglite', client: handle.client }, settings, explained(vars)));
    return vars;
  } finally {
    await handle.close();
  }
}

/** The same on PostgreSQL: the bench database is made again for each size. */
async function preparePostgres(url: string, mediaDir: string, size: number, explain: boolean): Promise<Record<string, string>> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^bench\w*$/.test(name)) throw new Error(`the bench drops and creates its database: name it bench… (got "${name}")`);
  const reuse = REUSE_DB && (await holdsCatalogue(url, size));
  if (!reuse) await recreateDatabase(url);
  const settings = settingsFor(mediaDir, url);
  const handle = createPgDb(url, 2);
  try {
    if (reuse) console.log(`postgres ${size}: reusing ${name} (BENCH_REUSE_DB), ${size} products`);
    else {
      await migrateDb(handle);
      await seed(handle.db, { storage: nodeStorage(settings) });
      const grown = await growCatalogue(handle.db, size);
      await growBoard('postgres', handle.db, size);
      console.log(`postgres ${size}: ${grown.products} products, ${grown.merchants} merchants, grown in ${grown.ms} ms`);
      if (PREPARE_ONLY) await reportPreparation('postgres', size, grown.steps, handle.db);
    }
    const vars = await benchVars(handle.db);
    if (explain) printPlans('postgres', size, await explainPaths({ kind: 'pg', pool: handle.pool }, settings, explained(vars)));
    return vars;
  } finally {
    await handle.close();
  }
}

/** BENCH_PREPARE_ONLY: the growth's steps and the approvals with and without the sales_days trigger. */
async function reportPreparation(label: string, size: number, steps: StepTimes, db: Db) {
  console.log(`${label} ${size}: steps of the growth (ms)`);
  console.table(steps.map(([name, ms]) => ({ step: name, ms })));
  const approvals = await measureApprovals(db, APPROVALS);
  console.log(`${label} ${size}: approvals (pending → paid), rolled back, load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  console.table(approvals);
}

/** Whether the database of `url` exists and tenant farm holds `size` products (a bench database left by an earlier run). */
async function holdsCatalogue(url: string, size: number): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from products where tenant_id = (select id from tenants where name = 'farm')`);
    return rows[0]?.n === size;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

const selected = CASES.filter((c) => !ONLY || ONLY.test(c.name));
/** Every catalogue path once (the two product view cases share theirs). */
const explained = (vars: Record<string, string>): ExplainPath[] => [
  ...new Map(
    selected
      .filter((c) => c.catalogue)
      .map((c) => [c.path, { path: fillPath(c.path, vars), login: c.login?.(vars) ?? (c.asMerchant ? merchantLogin(vars) : undefined) }] as const),
  ).values(),
];
const casesAt = (i: number) => selected.filter((c) => c.catalogue || i === 0);

async function main() {
  console.log(
    `bench: ${SECONDS} s per endpoint, ${CONNECTIONS} connections, sizes ${SIZES.join(', ')} (PGlite: ${PGLITE_SIZES.join(', ') || 'none'}), node ${process.version}, ${os.cpus().length} CPUs, load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`,
  );
  if (!PREPARE_ONLY) await buildIfStale();
  const rows: Row[] = [];
  const rss: Record<string, string> = {};
  const largest = Math.max(...SIZES);

  for (const [i, size] of PGLITE_SIZES.entries()) {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'market-bench-'));
    try {
      const vars = await preparePglite(dataDir, size, !PREPARE_ONLY && size === Math.max(...PGLITE_SIZES));
      if (PREPARE_ONLY) continue;
      const run = await benchRun('pglite', size, casesAt(i), vars, { DATA_DIR: dataDir, DATABASE_URL: undefined });
      rows.push(...run.rows);
      if (run.rssKb) rss[`pglite ${size}`] = `${Math.round(run.rssKb / 1024)} MiB`;
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }

  const url = process.env.DATABASE_URL;
  if (url) {
    for (const [i, size] of SIZES.entries()) {
      const mediaDir = await mkdtemp(path.join(os.tmpdir(), 'market-bench-pg-'));
      try {
        const vars = await preparePostgres(url, mediaDir, size, !PREPARE_ONLY && size === largest);
        if (PREPARE_ONLY) continue;
        if (SITES > 1 && i === 0) {
          rows.push(...(await sitesRun(url, mediaDir, size, casesAt(i), vars)));
          continue;
        }
        const run = await benchRun('postgres', size, casesAt(i), vars, { DATA_DIR: mediaDir, DATABASE_URL: url });
        rows.push(...run.rows);
        if (run.rssKb) rss[`postgres ${size}`] = `${Math.round(run.rssKb / 1024)} MiB`;
      } finally {
        await rm(mediaDir, { recursive: true, force: true });
      }
    }
  }

  console.table(rows);
  console.log(`load average at the end: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  console.log('server RSS after each run:', rss);
  const failed = rows.filter((r) => r.errors > 0 || r['non-2xx'] > 0);
  if (failed.length) {
    console.error(`errors or non-2xx answers in: ${failed.map((r) => `${r.run} ${r.products} ${r.endpoint}`).join(', ')}`);
    process.exitCode = 1;
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
