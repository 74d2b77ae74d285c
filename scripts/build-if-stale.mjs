// Builds what a server run needs when it is missing or older than its sources: the web app
// (web/dist, `npm run build:web`) and the compiled server (dist/server, scripts/build-server.mjs).
// `npm start`, `npm run lighthouse`, the bench and the e2e suite's config call it before they start
// servers; run directly (`node scripts/build-if-stale.mjs`) it does the same and exits.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { buildServer, newestMtime, serverBuildIsStale } from './build-server.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

function webBuildIsStale() {
  const builtIndex = path.join(root, 'web/dist/index.html');
  if (!existsSync(builtIndex)) return true;
  const sources = ['web/src', 'web/public', 'web/build', 'shared'].map((d) => path.join(root, d)).filter(existsSync);
  const inputs = [...sources.map(newestMtime), ...['web/index.html', 'web/vite.config.ts'].map((f) => statSync(path.join(root, f)).mtimeMs)];
  return Math.max(...inputs) > statSync(builtIndex).mtimeMs;
}

export async function buildIfStale() {
  if (webBuildIsStale()) {
    console.log('building the web app (web/dist)…');
    const build = spawnSync('npm', ['run', 'build:web'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  if (serverBuildIsStale()) {
    console.log('building the server (dist/server)…');
    await buildServer();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await buildIfStale();
