// `npm start`: builds the web app when it is missing or older than its sources, then runs the
// Node server (worker/node.ts) — PGlite in ./.data by default, PostgreSQL when DATABASE_URL is set.
// Settings come from the environment and `.env` (the environment wins); the server inherits both.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { loadDotEnv } from './load-env.mjs';

if (loadDotEnv()) console.log('settings from .env (the environment wins over it)');

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const builtIndex = path.join(root, 'web/dist/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

const sources = ['web/src', 'web/public', 'shared'].map((d) => path.join(root, d)).filter(existsSync);
const sourcesMtime = Math.max(...sources.map(newestMtime), statSync(path.join(root, 'web/index.html')).mtimeMs);
if (!existsSync(builtIndex) || statSync(builtIndex).mtimeMs < sourcesMtime) {
  console.log('building the web app (web/dist)…');
  const build = spawnSync('npm', ['run', 'build:web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

console.log('starting the server (worker/node.ts)…');
const server = spawn(process.execPath, ['--import', 'tsx', 'worker/node.ts'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
