/**
 * `npm run lighthouse`: Lighthouse's mobile preset on the storefront's first load, against the Node
 * server on a fresh PGlite database, in Debian's Chromium. Builds the web app and the server when
 * either is missing or older than its sources, starts `dist/server/node.mjs` on a free loopback
 * port, runs Lighthouse on every storefront page a visit starts on (/, the main tabs shopping,
 * delivery and video, /login, a seeded product, post and merchant channel) and on the shop's
 * dashboard and the site console signed in as their demo accounts, prints the figures (with each
 * page's JavaScript as sent, and the accessibility score, which is axe-core's audit) and the
 * initial JavaScript of / (gzip),
 * stops the server and the browser by their PIDs, and exits 1 when the budget is missed.
 *   LIGHTHOUSE_RUNS (1): runs of each page; the figures are each page's median run (by performance).
 *   LIGHTHOUSE_PAGES: a regular expression, only the pages whose path matches.
 * Not part of `npm test`: it takes minutes and its figures move with the machine's load.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import WebSocket from 'ws';
import { DEMO_PASSWORD } from '../db/seed';
import { freePort } from '../tests/fixtures/postgres';
import { INITIAL_JS_BUDGET_KB, initialJsGzipKb } from './initial-js';
import { buildIfStale } from './build-if-stale.mjs';

const root = path.resolve(import.meta.dirname, '..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const BUDGET = { performance: 90, lcpMs: 2500, tbtMs: 200, cls: 0.1, seo: 95, initialJsGzipKb: INITIAL_JS_BUDGET_KB };
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));
const ONLY = process.env.LIGHTHOUSE_PAGES ? new RegExp(process.env.LIGHTHOUSE_PAGES) : null;

/** Flags of every Chromium here (DESIGN.md), headless and without any network of its own. */
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--no-default-browser-check',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-default-apps',
  '--disable-extensions',
  '--mute-audio',
];

interface Child {
  child: ChildProcess;
  stop(): Promise<void>;
}

/** Starts a process in its own group, so stopping it by its PID also stops what it started. */
function startChild(command: string, args: string[], env: NodeJS.ProcessEnv, log: (s: string) => void): Child {
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  child.stdout!.on('data', (d) => log(String(d)));
  child.stderr!.on('data', (d) => log(String(d)));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid!, 'SIGTERM');
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // already gone
      }
    }, 5000);
    await exited;
    clearTimeout(timer);
  };
  return { child, stop };
}

async function waitFor(label: string, child: ChildProcess, probe: () => Promise<boolean>, output: () => string) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${label} exited:\n${output()}`);
    if (await probe().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${label} did not answer within 120 s:\n${output()}`);
}

/** A product of the seeded shopping catalogue that the product page can show. */
async function seededProductId(base: string): Promise<number> {
  const res = await fetch(`${base}/api/products/?page_size=1`);
  const body = (await res.json()) as { products?: { id: number }[] };
  const id = body.products?.[0]?.id;
  if (!id) throw new Error(`no seeded product at ${base}/api/products/: ${JSON.stringify(body).slice(0, 300)}`);
  return id;
}

/** A seeded post with a video (the video tab's first card) and its author's channel. */
async function seededPost(base: string): Promise<{ postId: number; authorId: number }> {
  const res = await fetch(`${base}/api/main/posts?size=1&is_video=true`);
  const body = (await res.json()) as { posts?: { id: number; author: { id: number } }[] };
  const post = body.posts?.[0];
  if (!post) throw new Error(`no seeded video post at ${base}/api/main/posts: ${JSON.stringify(body).slice(0, 300)}`);
  return { postId: post.id, authorId: post.author.id };
}

interface PageFigures {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The largest paint's element, as Lighthouse names it. */
  lcpElement: string;
  /** The page's JavaScript as sent, KB (Lighthouse's resource summary). */
  scriptKb: number;
}

const score = (x: number | null | undefined) => Math.round((x ?? 0) * 100);

function lcpElementOf(lhr: { audits: Record<string, { details?: unknown }> }): string {
  const details = lhr.audits['largest-contentful-paint-element']?.details as { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined;
  return details?.items?.[0]?.items?.[0]?.node?.snippet?.slice(0, 90) ?? '';
}

/** The run in the middle by performance (the lower middle of an even count). */
function medianRun(runs: PageFigures[]): PageFigures {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance || b.lcpMs - a.lcpMs);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

async function audit(url: string, port: number, page: string, signedIn: boolean): Promise<PageFigures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    // A signed-in page keeps the session signIn() stored (its HTTP cache was cleared there).
    disableStorageReset: signedIn,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  // LIGHTHOUSE_REPORTS=<folder> keeps each page's full report (the LCP element, long tasks, chains).
  if (process.env.LIGHTHOUSE_REPORTS) {
    await mkdir(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
    const name = page.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home';
    await writeFile(path.join(process.env.LIGHTHOUSE_REPORTS, `${name}.json`), JSON.stringify(lhr));
  }
  const ms = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
  return {
    page,
    performance: score(lhr.categories.performance?.score),
    accessibility: score(lhr.categories.accessibility?.score),
    bestPractices: score(lhr.categories['best-practices']?.score),
    seo: score(lhr.categories.seo?.score),
    fcpMs: ms('first-contentful-paint'),
    lcpMs: ms('largest-contentful-paint'),
    tbtMs: ms('total-blocking-time'),
    cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)),
    lcpElement: lcpElementOf(lhr),
    scriptKb: scriptKbOf(lhr),
  };
}

/** The JavaScript the page loaded during the run, as sent (compressed), in KB. */
function scriptKbOf(lhr: { audits: Record<string, { details?: unknown }> }): number {
  const items = (lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? [];
  return Math.round((items.find((i) => i.resourceType === 'script')?.transferSize ?? 0) / 1024);
}

/** A page to measure; `login` signs the browser in first (a demo account). */
interface Page {
  path: string;
  login?: { username: string; password: string };
}

/**
 * Signs the browser in as `login` on `base`, as the web app does (its session in localStorage,
 * web/src/lib/session.ts), through the DevTools protocol on a tab of its own, and clears the HTTP
 * cache, so the audit that follows (which keeps storage) still loads every file.
 */
async function signIn(base: string, debugPort: number, login: NonNullable<Page['login']>) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(login),
  });
  if (!res.ok) throw new Error(`login as ${login.username} answered ${res.status}: ${await res.text()}`);
  const { access_token, user } = (await res.json()) as { access_token: string; user: unknown };
  const tab = (await (await fetch(`http://127.0.0.1:${debugPort}/json/new?${base}/robots.txt`, { method: 'PUT' })).json()) as { id: string; webSocketDebuggerUrl: string };
  const socket = new WebSocket(tab.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  let seq = 0;
  const send = (method: string, params: object = {}) =>
    new Promise<void>((resolve) => {
      const id = ++seq;
      socket.on('message', (data) => JSON.parse(String(data)).id === id && resolve());
      socket.send(JSON.stringify({ id, method, params }));
    });
  const store = `localStorage.setItem('access_token', ${JSON.stringify(access_token)}); localStorage.setItem('user', ${JSON.stringify(JSON.stringify(user))});`;
  await send('Runtime.evaluate', { expression: store });
  await send('Network.clearBrowserCache');
  socket.close();
  await fetch(`http://127.0.0.1:${debugPort}/json/close/${tab.id}`);
}

async function main() {
  await buildIfStale();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'lighthouse-data-'));
  const profileDir = await mkdtemp(path.join(os.tmpdir(), 'lighthouse-chromium-'));
  let serverLog = '';
  let chromeLog = '';
  const serverPort = await freePort();
  const server = startChild(
    process.execPath,
    ['--enable-source-maps', 'dist/server/node.mjs'],
    { ...process.env, PORT: String(serverPort), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', APP_ENV: 'production', APP_SECRET: 'lighthouse-signing-secret' },
    (s) => (serverLog += s),
  );
  let chrome: Child | null = null;
  try {
    const base = `http://localhost:${serverPort}`;
    await waitFor('the server', server.child, () => fetch(`${base}/api/tenant/current`).then((r) => r.ok), () => serverLog);
    const productId = await seededProductId(base);
    const { postId, authorId } = await seededPost(base);

    const debugPort = await freePort();
    chrome = startChild(
      CHROMIUM,
      [...CHROME_FLAGS, `--remote-debugging-port=${debugPort}`, `--remote-debugging-address=127.0.0.1`, `--user-data-dir=${profileDir}`, 'about:blank'],
      process.env,
      (s) => (chromeLog += s),
    );
    await waitFor('Chromium', chrome.child, () => fetch(`http://127.0.0.1:${debugPort}/json/version`).then((r) => r.ok), () => chromeLog);

    const js = await initialJsGzipKb();
    const pages: Page[] = [
      ...['/', '/main?tab=shopping', '/main?tab=delivery', '/main?tab=video', '/login', `/products/${productId}`, `/content/${postId}`, `/merchant/${authorId}`].map(
        (p) => ({ path: p }),
      ),
      // The signed-in screens the issue names: the shop's dashboard and the site console.
      { path: '/merchant/dashboard', login: { username: 'merchant@example.com', password: DEMO_PASSWORD } },
      { path: '/admin/tenants', login: { username: 'admin@example.com', password: DEMO_PASSWORD } },
    ].filter((p) => !ONLY || ONLY.test(p.path));
    const all: PageFigures[][] = pages.map(() => []);
    // Round by round (every page once, then again), so a moment of load falls on one run of each page.
    for (let run = 1; run <= RUNS; run++) {
      for (const [i, page] of pages.entries()) {
        console.log(`lighthouse ${base}${page.path}${page.login ? ` (as ${page.login.username})` : ''}${RUNS > 1 ? ` (run ${run} of ${RUNS})` : ''} …`);
        if (page.login) await signIn(base, debugPort, page.login);
        const f = await audit(`${base}${page.path}`, debugPort, page.path, !!page.login);
        if (RUNS > 1) console.log(`  ${f.performance} / LCP ${f.lcpMs} ms / TBT ${f.tbtMs} ms / CLS ${f.cls}`);
        all[i].push(f);
      }
    }
    const figures = all.map(medianRun);

    console.log(`\nload average: ${os.loadavg().map((l) => l.toFixed(2)).join(', ')}  (${os.cpus().length} CPUs)`);
    console.table(
      figures.map((f) => ({
        page: f.page,
        performance: f.performance,
        'LCP ms': f.lcpMs,
        'TBT ms': f.tbtMs,
        CLS: f.cls,
        'FCP ms': f.fcpMs,
        SEO: f.seo,
        accessibility: f.accessibility,
        'best practices': f.bestPractices,
        'JS KB': f.scriptKb,
      })),
    );
    if (RUNS > 1) {
      console.log(`runs of each page (perf / LCP / TBT / CLS), the median above:`);
      for (const [i, page] of pages.entries()) console.log(`  ${page.path}: ${all[i].map((f) => `${f.performance} / ${f.lcpMs} / ${f.tbtMs} / ${f.cls}`).join(', ')}`);
    }
    for (const f of figures) console.log(`largest paint of ${f.page}: ${f.lcpElement}`);
    console.log(`initial JS of /: ${js.kb} KB gzip (${js.files.length} files: ${js.files.map((f) => f.file).join(', ')})`);

    const misses: string[] = [];
    for (const f of figures) {
      if (f.performance < BUDGET.performance) misses.push(`${f.page}: performance ${f.performance} < ${BUDGET.performance}`);
      if (f.lcpMs > BUDGET.lcpMs) misses.push(`${f.page}: LCP ${f.lcpMs} ms > ${BUDGET.lcpMs} ms`);
      if (f.tbtMs > BUDGET.tbtMs) misses.push(`${f.page}: TBT ${f.tbtMs} ms > ${BUDGET.tbtMs} ms`);
      if (!(f.cls <= BUDGET.cls)) misses.push(`${f.page}: CLS ${f.cls} > ${BUDGET.cls}`);
      // A signed-in screen is kept out of search engines on purpose (is-crawlable fails): no SEO budget.
      if (f.seo < BUDGET.seo && !pages.find((p) => p.path === f.page)?.login) misses.push(`${f.page}: SEO ${f.seo} < ${BUDGET.seo}`);
    }
    if (js.kb > BUDGET.initialJsGzipKb) misses.push(`initial JS of /: ${js.kb} KB gzip > ${BUDGET.initialJsGzipKb} KB`);
    if (misses.length) {
      console.log(`\nbudget missed:\n  ${misses.join('\n  ')}`);
      process.exitCode = 1;
    } else {
      console.log('\nbudget met');
    }
  } finally {
    await chrome?.stop();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
    await rm(profileDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
