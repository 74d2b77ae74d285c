import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type RawRequest, type Result } from 'autocannon';
import { freePort } from '../fixtures/postgres';

/**
 * `npm run bench`: the Node server (worker/node.ts) in a child process, loaded from this process
 * with autocannon. One run on a fresh PGlite DATA_DIR, and one on DATABASE_URL when it is set.
 *   BENCH_SECONDS (10) per endpoint, BENCH_CONNECTIONS (10).
 */
const root = path.resolve(import.meta.dirname, '../..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const CUSTOMER = { username: 'customer@example.com', password: 'demo1234!' };

interface BenchContext {
  token: string;
}

/** One endpoint to load. Add cases here; `request` may vary each request (setupRequest). */
interface BenchCase {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  headers?: (ctx: BenchContext) => Record<string, string>;
  body?: string;
  setupRequest?: (req: RawRequest) => RawRequest;
}

const form = { 'content-type': 'application/x-www-form-urlencoded' };
const loginBody = new URLSearchParams(CUSTOMER).toString();

/**
 * Login is rate-limited per account and per client address (failures count; the window blocks
 * further tries). The bench logs in with the right password, so it measures real logins
 * (PBKDF2 + a new session row), and gives every request its own X-Forwarded-For so that even a
 * limiter that counted successes per address would not answer 429 instead of doing the work.
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
    setupRequest: (req) => ({ ...req, headers: { ...req.headers, 'x-forwarded-for': nextIp() } }),
  },
];

interface Server {
  child: ChildProcess;
  base: string;
  stop(): Promise<void>;
  rssKb(): number | null;
}

/** Starts `tsx worker/node.ts` in its own process group and waits until it answers. */
async function startServer(label: string, env: Record<string, string | undefined>): Promise<Server> {
  const port = await freePort();
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['worker/node.ts'], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', APP_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
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
  };
  // The server is tsx's child: measure every process of the group and keep the largest.
  const rssKb = () => {
    try {
      const out = execFileSync('ps', ['-o', 'rss=', '-g', String(child.pid)], { encoding: 'utf8' });
      return Math.max(...out.trim().split(/\s+/).map(Number));
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

async function login(base: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: form, body: loginBody });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

function load(base: string, c: BenchCase, ctx: BenchContext, duration: number): Promise<Result> {
  return autocannon({
    url: base + c.path,
    method: c.method,
    headers: c.headers?.(ctx),
    body: c.body,
    connections: CONNECTIONS,
    duration,
    requests: c.setupRequest ? [{ setupRequest: c.setupRequest }] : undefined,
  });
}

interface Row {
  run: string;
  endpoint: string;
  'req/s': number;
  'p50 ms': number;
  'p99 ms': number;
  requests: number;
  errors: number;
  'non-2xx': number;
  statuses: string;
}

async function benchRun(label: string, env: Record<string, string | undefined>): Promise<{ rows: Row[]; rssKb: number | null }> {
  const started = performance.now();
  const server = await startServer(label, env);
  console.log(`${label}: server up in ${Math.round(performance.now() - started)} ms (${server.base})`);
  try {
    const ctx = { token: await login(server.base) };
    const rows: Row[] = [];
    for (const c of CASES) {
      await load(server.base, c, ctx, 1); // warm-up, not counted
      const r = await load(server.base, c, ctx, SECONDS);
      rows.push({
        run: label,
        endpoint: c.name,
        'req/s': Math.round(r.requests.average),
        'p50 ms': r.latency.p50,
        'p99 ms': r.latency.p99,
        requests: r.requests.total,
        errors: r.errors + r.timeouts,
        'non-2xx': r.non2xx,
        statuses: Object.entries(r.statusCodeStats)
          .map(([code, s]) => `${code}×${s.count}`)
          .join(' '),
      });
      console.log(`  ${c.name}: ${Math.round(r.requests.average)} req/s`);
    }
    return { rows, rssKb: server.rssKb() };
  } finally {
    await server.stop();
  }
}

async function main() {
  console.log(`bench: ${SECONDS} s per endpoint, ${CONNECTIONS} connections, node ${process.version}, ${os.cpus().length} CPUs`);
  const rows: Row[] = [];
  const rss: Record<string, string> = {};

  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'market-bench-'));
  try {
    const pglite = await benchRun('pglite', { DATA_DIR: dataDir, DATABASE_URL: undefined });
    rows.push(...pglite.rows);
    if (pglite.rssKb) rss.pglite = `${Math.round(pglite.rssKb / 1024)} MiB`;
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }

  if (process.env.DATABASE_URL) {
    const mediaDir = await mkdtemp(path.join(os.tmpdir(), 'market-bench-pg-'));
    try {
      const pg = await benchRun('postgres', { DATA_DIR: mediaDir, DATABASE_URL: process.env.DATABASE_URL });
      rows.push(...pg.rows);
      if (pg.rssKb) rss.postgres = `${Math.round(pg.rssKb / 1024)} MiB`;
    } finally {
      await rm(mediaDir, { recursive: true, force: true });
    }
  }

  console.table(rows);
  console.log('server RSS after the run:', rss);
  const failed = rows.filter((r) => r.errors > 0 || r['non-2xx'] > 0);
  if (failed.length) {
    console.error(`errors or non-2xx answers in: ${failed.map((r) => `${r.run} ${r.endpoint}`).join(', ')}`);
    process.exitCode = 1;
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
