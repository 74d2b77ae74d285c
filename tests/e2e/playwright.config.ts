import { defineConfig } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';

const PORT = Number(process.env.E2E_PORT ?? 8791);
const DATA_DIR = path.join(os.tmpdir(), `market-e2e-${PORT}`);

/** Browser tests in Debian's Chromium against the Node server on a fresh PGlite database. */
export default defineConfig({
  testDir: '.',
  outputDir: '../../test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'ko-KR',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
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
  webServer: {
    command: `rm -rf ${DATA_DIR} && node --import tsx worker/node.ts`,
    cwd: '../..',
    url: `http://127.0.0.1:${PORT}/api/tenant/current`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR, APP_ENV: 'test' },
    stdout: 'pipe',
  },
});
