// The e2e suite's server (playwright.config.ts webServer): the compiled server (dist/server/node.mjs,
// which the config builds first when a source is newer) on a data folder of its own under the
// temporary directory, removed when the server stops (Playwright sends SIGTERM). The folder is a
// copy of the one the config prepared (migrated and seeded once for every server: E2E_DATA_TEMPLATE).
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'market-e2e-'));
if (process.env.E2E_DATA_TEMPLATE) cpSync(process.env.E2E_DATA_TEMPLATE, dataDir, { recursive: true });
const server = spawn(process.execPath, ['--enable-source-maps', 'dist/server/node.mjs'], {
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: dataDir },
});
// The server stops on its own signal (it closes PGlite first); this process only waits for it.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? (signal ? 0 : 1));
});
