import { defineConfig } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A free loopback port. */
function freePort(): number {
  const script =
    "const s = require('node:net').createServer(); s.listen(0, '127.0.0.1', () => { process.stdout.write(String(s.address().port)); s.close(); });";
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
}

// The servers run the built web app and the compiled server (dist/server): build what is stale
// once, in the runner, before any server or worker starts (a no-op in the workers after it).
execFileSync(process.execPath, ['scripts/build-if-stale.mjs'], { stdio: 'inherit' });

/**
 * One data folder migrated and seeded by the runner (some 20 s), which every server copies
 * (tests/e2e/serve.mjs) instead of seeding its own one after the other. The workers inherit its
 * path; the runner removes it when it exits.
 */
if (!process.env.E2E_DATA_TEMPLATE) {
  const template = mkdtempSync(path.join(os.tmpdir(), 'market-e2e-template-'));
  process.on('exit', () => rmSync(template, { recursive: true, force: true }));
  execFileSync(process.execPath, ['dist/server/node.mjs', '--prepare-only'], {
    stdio: 'inherit',
    env: { ...process.env, DATA_DIR: template, APP_ENV: 'test', DATABASE_URL: '' },
  });
  process.env.E2E_DATA_TEMPLATE = template;
}

/**
 * Two workers, each with a server and a database of its own: a two-core machine runs the suite in
 * about half the time, and no test sees another worker's writes. E2E_WORKERS=1 runs one.
 */
const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

/**
 * The servers' ports, chosen once per run: this file is loaded again in every worker process, which
 * inherits E2E_PORTS from the runner and reaches its own server by its parallel index.
 */
process.env.E2E_PORTS ||= Array.from({ length: WORKERS }, freePort).join(',');
const PORTS = process.env.E2E_PORTS.split(',').map(Number);
// Set by Playwright in a worker before it loads this file; the runner itself reads index 0.
process.env.E2E_PORT = String(PORTS[Number(process.env.TEST_PARALLEL_INDEX ?? 0)] ?? PORTS[0]);
const PORT = Number(process.env.E2E_PORT);

/**
 * How much slower than a quiet machine this one is when the run starts: the load average per core,
 * from 1 to 3 (a shared two-core machine at load 10 paints a page five times slower), and half as
 * much again when two workers share the cores. Timeouts are multiplied by it, so a quiet machine
 * still fails fast. Inherited by the workers like the ports.
 */
const load = Math.min(3, Math.max(1, os.loadavg()[0] / os.cpus().length));
process.env.E2E_SLOWDOWN ||= (load * (WORKERS > 1 ? 1.5 : 1)).toFixed(2);
const SLOWDOWN = Number(process.env.E2E_SLOWDOWN);

/** Browser tests in Debian's Chromium against Node servers, each on a fresh PGlite database. */
export default defineConfig({
  testDir: '.',
  outputDir: '../../test-results',
  timeout: 60_000 * SLOWDOWN,
  // In-page changes (a click, a typed search) show within this; a page's first paint after a full
  // load gets FIRST_PAINT (fixtures.ts), twice as long.
  expect: { timeout: 10_000 * SLOWDOWN },
  fullyParallel: false,
  workers: WORKERS,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'ko-KR',
    navigationTimeout: 30_000 * SLOWDOWN,
    // One click, fill or hover that cannot happen (a covered button) fails within this, never after
    // the whole test's time has gone by waiting on it.
    actionTimeout: 20_000 * SLOWDOWN,
    screenshot: 'only-on-failure',
    // A trace records every action's snapshot and a screencast of every test, kept or not: the a11y
    // and sideways files took 5.8 min with it, 2.6 min without. E2E_TRACE=1 records them and keeps a
    // failed test's (the failure's screenshot and page snapshot are kept either way).
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'mobile', use: { viewport: { width: 390, height: 844 }, isMobile: false } },
  ],
  webServer: PORTS.map((port) => ({
    // A copy of the prepared folder per server, removed when it stops (tests/e2e/serve.mjs).
    command: 'node tests/e2e/serve.mjs',
    cwd: '../..',
    url: `http://127.0.0.1:${port}/api/tenant/current`,
    reuseExistingServer: false,
    timeout: 120_000 * WORKERS,
    // Always PGlite, whatever DATABASE_URL the shell has.
    env: { PORT: String(port), HOST: '127.0.0.1', APP_ENV: 'test', DATABASE_URL: '' },
    // SIGTERM to the server's process group, so it closes its database and its folder is removed.
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 15_000 },
    stdout: 'pipe' as const,
  })),
});
