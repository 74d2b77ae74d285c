// `npm run build:server`: the Node server (worker/node.ts) compiled to one JavaScript file,
// dist/server/node.mjs, which `npm start`, the e2e suite, the bench and Lighthouse run with plain
// `node` (no TypeScript loader in production: tsx compiled each module at start and kept its
// transform hooks on every import). Packages stay in node_modules (PGlite finds its wasm there).
// The files the server reads beside its modules (db/migrations, db/seed-media) are copied next to
// the bundle, where `import.meta.url` of the bundled db/migrate.ts and db/seed-community.ts points.
import { build } from 'esbuild';
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const outDir = path.join(root, 'dist/server');
const outFile = path.join(outDir, 'node.mjs');
const SOURCES = ['worker', 'db', 'shared'];
const ASSETS = [
  ['db/migrations', 'migrations'],
  ['db/seed-media', 'seed-media'],
];

/** The newest modification time of the files under `dir`. */
export function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** True when the bundle is missing or older than a source, package.json or this script. */
export function serverBuildIsStale() {
  if (!existsSync(outFile)) return true;
  const built = statSync(outFile).mtimeMs;
  const inputs = [
    ...SOURCES.map((d) => newestMtime(path.join(root, d))),
    statSync(path.join(root, 'package-lock.json')).mtimeMs,
    statSync(new URL(import.meta.url)).mtimeMs,
  ];
  return Math.max(...inputs) > built;
}

export async function buildServer() {
  const started = performance.now();
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  await build({
    entryPoints: [path.join(root, 'worker/node.ts')],
    outfile: outFile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    // Stack traces name the sources (node --enable-source-maps in the scripts that run it).
    sourcesContent: false,
    logLevel: 'warning',
  });
  for (const [from, to] of ASSETS) cpSync(path.join(root, from), path.join(outDir, to), { recursive: true });
  return performance.now() - started;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const ms = await buildServer();
  console.log(`server built: dist/server/node.mjs (${Math.round(ms)} ms)`);
}
