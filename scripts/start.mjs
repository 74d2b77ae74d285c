// `npm start`: builds the web app and the compiled server when either is missing or older than its
// sources, then runs the server (dist/server/node.mjs, built from worker/node.ts) with plain node —
// PGlite in ./.data by default, PostgreSQL when DATABASE_URL is set.
// Settings come from the environment and `.env` (the environment wins); the server inherits both.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { loadDotEnv } from './load-env.mjs';
import { buildIfStale } from './build-if-stale.mjs';

if (loadDotEnv()) console.log('settings from .env (the environment wins over it)');

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
await buildIfStale();

console.log('starting the server (dist/server/node.mjs)…');
const server = spawn(process.execPath, ['--enable-source-maps', 'dist/server/node.mjs'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
