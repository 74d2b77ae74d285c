/**
 * The initial JavaScript of a guest's `/` in the built web app (web/dist), gzip -9: the figure of
 * the first-load budget. `npm run initial-js` prints it (run `npm run build:web` first); `npm run
 * lighthouse` imports the same function and checks it with the other figures.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The budget of the initial JavaScript of `/`, KB gzip (docs/first-load.md). */
export const INITIAL_JS_BUDGET_KB = 170;

/** The page module a guest's `/` renders (features/landing/HomeRoute.tsx picks it), as the manifest names it (from web/). */
const HOME_PAGE_MODULE = 'src/features/landing/LandingPage.tsx';

type Manifest = Record<string, { file: string; isEntry?: boolean; imports?: string[] }>;

/**
 * The initial JavaScript of a guest's `/`, from the build's manifest: the entry and everything it
 * imports statically, plus the landing page's chunk and its static imports (when it is not in the
 * entry's first-load chunk already); each file gzipped
 * (level 9). Chunks loaded later on purpose (the alert dialog at idle time) are not counted.
 */
export async function initialJsGzipKb(): Promise<{ kb: number; files: { file: string; kb: number }[] }> {
  const dist = path.join(root, 'web/dist');
  const manifest = JSON.parse(await readFile(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const needed = new Set<string>();
  const add = (key: string) => {
    if (needed.has(key) || !manifest[key]) return;
    needed.add(key);
    for (const dep of manifest[key].imports ?? []) add(dep);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) add(key);
  // The build puts the landing page into the first-load chunk (web/vite.config.ts), which the entry
  // imports; should it become a chunk of its own again, it is counted as one.
  const inFirstLoad = [...needed].some((key) => manifest[key].file.startsWith('assets/first-'));
  if (manifest[HOME_PAGE_MODULE]) add(HOME_PAGE_MODULE);
  else if (!inFirstLoad) throw new Error(`${HOME_PAGE_MODULE} is not a chunk of the build, nor is there a first-load chunk: update HOME_PAGE_MODULE`);
  const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;
  let total = 0;
  const files: { file: string; kb: number }[] = [];
  for (const file of [...needed].map((key) => manifest[key].file).filter((f) => f.endsWith('.js'))) {
    const bytes = gzipSync(await readFile(path.join(dist, file)), { level: 9 }).length;
    total += bytes;
    files.push({ file, kb: kb(bytes) });
  }
  return { kb: kb(total), files };
}

async function main() {
  const js = await initialJsGzipKb();
  for (const f of [...js.files].sort((a, b) => b.kb - a.kb)) console.log(`${String(f.kb).padStart(7)} KB  ${f.file}`);
  console.log(`initial JS of /: ${js.kb} KB gzip (${js.files.length} files); budget ${INITIAL_JS_BUDGET_KB} KB`);
  if (js.kb > INITIAL_JS_BUDGET_KB) process.exitCode = 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
