#!/usr/bin/env node
/**
 * `npm run dev:worker`: the Worker in local workerd (wrangler dev --local) on a real PostgreSQL,
 * reached as production reaches Neon: the Neon driver over a WebSocket, here a loopback
 * ws-to-TCP proxy. R2 is emulated by wrangler (.wrangler/state); the seed writes the demo
 * pictures into that same emulated bucket through Miniflare before wrangler starts.
 *
 *   DATABASE_URL  PostgreSQL to use (default: database market_dev on 127.0.0.1:5432, created if
 *                 missing); when none answers, PGlite in .data/dev-worker-pglite is served over
 *                 the wire protocol instead (DATABASE_URL=pglite asks for that directly).
 *   PORT          wrangler dev's port (8787).
 *   DEV_WORKER_SECONDS  stop by itself after this many seconds (scripted checks).
 * These are read from the environment and from `.env` when present (the environment wins).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { loadDotEnv } from './load-env.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (loadDotEnv()) console.log('[dev:worker] settings from .env (the environment wins over it)');
const ts = (file) => tsImport(path.join(root, file), import.meta.url);
const DEFAULT_SERVER = 'postgres://postgres@127.0.0.1:5432';
const DEFAULT_DB = 'market_dev';

const cleanups = [];
let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const fn of cleanups.reverse()) await fn().catch((err) => console.error(err));
  process.exit(code);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

/** The web app is served from web/dist by the assets binding; build it once if it is missing. */
function ensureWebDist() {
  if (existsSync(path.join(root, 'web/dist/index.html'))) return;
  console.log('[dev:worker] web/dist is missing: npm run build:web');
  const built = spawnSync('npm', ['run', 'build:web'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) console.warn('[dev:worker] the web build failed; the API still runs, pages will 404');
}

/** DATABASE_URL when given; else the local server's market_dev (created once); else null. */
async function pickPostgres(pg) {
  const answers = async (url) => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
    try {
      await client.connect();
      return client;
    } catch {
      await client.end().catch(() => {});
      return null;
    }
  };
  if (process.env.DATABASE_URL === 'pglite') return null;
  if (process.env.DATABASE_URL) {
    const client = await answers(process.env.DATABASE_URL);
    if (!client) throw new Error(`DATABASE_URL does not answer: ${process.env.DATABASE_URL}`);
    await client.end();
    return process.env.DATABASE_URL;
  }
  const admin = await answers(`${DEFAULT_SERVER}/postgres`);
  if (!admin) return null;
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [DEFAULT_DB]);
    if (!rowCount) await admin.query(`create database ${DEFAULT_DB}`);
  } finally {
    await admin.end();
  }
  return `${DEFAULT_SERVER}/${DEFAULT_DB}`;
}

/**
 * The R2 bucket `wrangler dev --local` will use: the MEDIA binding of wrangler.toml persisted in
 * .wrangler/state/v3, opened with the same Miniflare wrangler runs (closed before wrangler starts).
 */
async function openLocalR2() {
  const { Miniflare } = await import('miniflare');
  const mf = new Miniflare({
    modules: true,
    script: 'export default { fetch() { return new Response(null, { status: 404 }) } }',
    r2Buckets: { MEDIA: { id: 'local-market-media' } },
    defaultPersistRoot: path.join(root, '.wrangler/state/v3'),
  });
  const bucket = await mf.getR2Bucket('MEDIA');
  return { bucket, close: () => mf.dispose() };
}

async function main() {
  ensureWebDist();
  // wrangler refuses to start when the [assets] directory does not exist.
  await mkdir(path.join(root, 'web/dist'), { recursive: true });

  const { default: pg } = await import('pg');
  const { providePostgres } = await ts('tests/fixtures/postgres.ts');
  const { startWsProxy } = await ts('tests/fixtures/ws-proxy.ts');
  const { createPgDb } = await ts('db/client-pg.ts');
  const { migrateDb } = await ts('db/migrate.ts');
  const { seed } = await ts('db/seed.ts');
  const { createR2Storage } = await ts('worker/adapters/storage-r2.ts');

  const url = await pickPostgres(pg);
  if (!url) console.log('[dev:worker] no PostgreSQL to use: serving PGlite (.data/dev-worker-pglite) over TCP');
  const dataDir = path.join(root, '.data/dev-worker-pglite');
  if (!url) await mkdir(dataDir, { recursive: true });
  const server = await providePostgres(url ?? undefined, { dataDir });
  cleanups.push(() => server.close());

  const handle = createPgDb(server.url, 1);
  const media = await openLocalR2();
  try {
    console.log('[dev:worker] migrating and checking the demo data…');
    const applied = await migrateDb(handle);
    if (applied > 0) console.log(`[dev:worker] applied ${applied} migration${applied === 1 ? '' : 's'}; seeding demo data…`);
    await seed(handle.db, { storage: createR2Storage(media.bucket) });
  } finally {
    await handle.close();
    await media.close();
  }
  const proxy = await startWsProxy({ host: server.host, port: server.port });
  cleanups.push(() => proxy.close());
  console.log(`[dev:worker] ${server.kind} ${new URL(server.url).host}${new URL(server.url).pathname}, migrated and seeded; ws proxy ${proxy.address}`);

  const port = process.env.PORT ?? '8787';
  const vars = {
    DATABASE_URL: server.url,
    NEON_WS_PROXY: proxy.address,
    APP_ENV: 'development',
  };
  const args = ['wrangler', 'dev', '--local', '--ip', '127.0.0.1', '--port', port, '--show-interactive-dev-session=false'];
  for (const [k, v] of Object.entries(vars)) args.push('--var', `${k}:${v}`);
  // Its own process group, so stopping it stops workerd too (by the group's id, never by name).
  const wrangler = spawn('npx', args, {
    cwd: root,
    stdio: 'inherit',
    detached: true,
    env: {
      // No request to Cloudflare for a real Request.cf object: the placeholder is enough locally.
      CLOUDFLARE_CF_FETCH_ENABLED: 'false',
      WRANGLER_SEND_METRICS: 'false',
      ...process.env,
    },
  });
  cleanups.push(async () => {
    if (wrangler.exitCode !== null) return;
    const exited = new Promise((resolve) => wrangler.once('exit', resolve));
    try {
      process.kill(-wrangler.pid, 'SIGTERM');
    } catch {}
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    if (wrangler.exitCode === null) {
      try {
        process.kill(-wrangler.pid, 'SIGKILL');
      } catch {}
    }
  });
  wrangler.on('exit', (code) => {
    if (!stopping) stop(code ?? 1);
  });
  console.log(`[dev:worker] http://localhost:${port} (로컬팜), http://sea.localhost:${port} (바다마켓); Ctrl-C stops everything`);

  const seconds = Number(process.env.DEV_WORKER_SECONDS);
  if (seconds > 0) setTimeout(() => stop(0), seconds * 1000);
}

main().catch(async (err) => {
  console.error('[dev:worker]', err.message ?? err);
  await stop(1);
});
