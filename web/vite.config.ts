import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { chakraGlobalCss } from './build/chakra-global-css';
import { pagePreloads } from './build/page-preloads';

const webRoot = path.dirname(fileURLToPath(import.meta.url));
const server = 'http://127.0.0.1:8787';
// changeOrigin stays false so the Host header (and with it the tenant) reaches the server unchanged.
const proxied = { target: server, changeOrigin: false };

/**
 * Writes a .br and a .gz beside every compressible built file, once, at build time: the Node server
 * sends them by Accept-Encoding (worker/web/node-files.ts). Workers assets compress on their own and
 * skip these twins (web/public/.assetsignore).
 */
function precompress(): Plugin {
  const compressible = /\.(?:js|mjs|css|svg|json|txt|webmanifest)$/;
  return {
    name: 'precompress',
    apply: 'build',
    async writeBundle({ dir }) {
      if (!dir) return;
      for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile() || !compressible.test(entry.name)) continue;
        const file = path.join(entry.parentPath, entry.name);
        const bytes = await readFile(file);
        if (bytes.length < 1024) continue;
        await writeFile(`${file}.br`, brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length } }));
        await writeFile(`${file}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

/**
 * The first load's stylesheet inlined into index.html as a <style>: it was the one render-blocking
 * request of every page (5 KB gzip, a round trip before the first paint on a phone). The page HTML is
 * sent compressed and the CSP allows inline styles (Chakra's runtime styles need them anyway).
 */
function inlineEntryCss(): Plugin {
  return {
    name: 'inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        return html.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g, (tag, file: string) => {
          const asset = ctx.bundle?.[file];
          if (!asset || asset.type !== 'asset') return tag;
          return `<style>${String(asset.source)}</style>`;
        });
      },
    },
  };
}

/**
 * `virtual:chakra-global.css`: Chakra's global styles, rendered at build time
 * (web/build/chakra-global-css.ts). And, in the browser's bundle, createSystem no longer builds
 * those styles again when the config says they are built (`globalCssBuilt`, set by theme.ts): it
 * was two thirds of the system's cost on the phone, for a result the app throws away. A pinned
 * Chakra version is patched here; the build fails when the patched line is no longer there.
 */
function chakraGlobalStyles(): Plugin {
  const id = 'virtual:chakra-global.css';
  const resolved = `\0${id}`;
  const systemModule = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
  const globalLine = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
  return {
    name: 'chakra-global-css',
    resolveId: (source) => (source === id ? resolved : undefined),
    load: (loaded) => (loaded === resolved ? chakraGlobalCss() : undefined),
    transform(code, module) {
      if (!systemModule.test(module)) return undefined;
      if (!code.includes(globalLine)) this.error(`Chakra's createSystem changed: update the globalCssBuilt patch in web/vite.config.ts (${module})`);
      return code.replace(globalLine, `const _global = config.globalCssBuilt ? [] : [getPreflightCss(), getGlobalCss(), getTokenCss()];`);
    },
  };
}

/**
 * The library modules a guest's first load runs besides the entry's own (React Router's shared
 * chunk, Chakra's layout and text components, two zag helpers): shared with later pages too, the
 * bundler gave each its own small chunk. `npm run initial-js` lists the first load's files.
 */
const FIRST_LOAD_LIBRARIES = new RegExp(
  [
    String.raw`@chakra-ui[\/]react[\/]dist[\/]esm[\/]components[\/](absolute-center|box|button|center|circle|flex|grid|heading|icon|image|link|loader|separator|simple-grid|skeleton|skip-nav|span|spinner|square|stack|text)[\/]`,
    String.raw`@chakra-ui[\/]react[\/]dist[\/]esm[\/]styled-system[\/](config|use-recipe|create-recipe-context|use-slot-recipe)\.js$`,
    String.raw`@chakra-ui[\/]react[\/]dist[\/]esm[\/]utils[\/](walk-object|omit)\.js$`,
    String.raw`@zag-js[\/](anatomy[\/]dist[\/]create-anatomy|dom-query[\/]dist[\/]shared)\.mjs$`,
    String.raw`react-router[\/]dist[\/](?:development|production)[\/]chunk-[A-Z0-9]+\.mjs$`,
    String.raw`^\0vite[\/]preload-helper`,
  ].join('|'),
);

/**
 * A chunk of the app's own modules that `starts` import statically (libraries excluded: they have
 * their groups), read from the module graph once it is complete (buildEnd), before chunks are made.
 * Left to itself the bundler splits such modules over many small chunks shared with other pages, and
 * a phone on HTTP/1.1 fetches six at a time, a round trip per six.
 */
function staticImportsChunk(name: string, priority: number, starts: string[], alsoTest?: RegExp) {
  const appModules = new Set<string>();
  const plugin: Plugin = {
    name: `${name}-chunk`,
    apply: 'build',
    buildEnd() {
      const queue = starts.map((f) => path.join(webRoot, f));
      while (queue.length) {
        const id = queue.pop()!;
        if (appModules.has(id) || id.includes('node_modules') || id.startsWith('\0')) continue;
        appModules.add(id);
        queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  const group = { name, priority, test: (id: string) => appModules.has(id) || (alsoTest?.test(id) ?? false) };
  return { plugin, group };
}

/**
 * The first load, `first`: what the entry (main.tsx) and a guest's landing page import, and
 * FIRST_LOAD_LIBRARIES (listed, as the graph reaches them through Chakra's index, which imports every
 * component). Highest priority: nothing of it may land in a page's chunk.
 */
const firstLoad = staticImportsChunk('first', 4, ['src/main.tsx', 'src/features/landing/LandingPage.tsx'], FIRST_LOAD_LIBRARIES);

/**
 * The main page and its tabs, `main`: the feeds' cards and grids, the video and post tiles. They were
 * 13 small files, and a visit of /main?tab=video waited for four rounds of six requests before its
 * first paint instead of two. Lowest priority: a group also takes what its modules import, and the
 * component libraries must stay in `ui` and `overlays`.
 */
const mainPage = staticImportsChunk('main', 1, ['src/features/main/MainPage.tsx', 'src/features/content/VideoTab.tsx', 'src/features/content/PostTab.tsx']);

/**
 * The rest of Chakra and the libraries under it (Ark UI, zag, floating-ui) in one chunk, `ui`, which
 * every page but the landing page loads: split by the bundler they were 25-35 small chunks per page.
 */
const COMPONENT_LIBRARIES = /node_modules[\\/](@chakra-ui|@ark-ui|@zag-js|@floating-ui)[\\/]/;

/**
 * What only menus, dialogs and toasts use (their state machines, focus trap, outside-click and
 * scroll lock, floating-ui's positioning): about half of the component libraries' code, which no
 * page needs for its first render (the account menu, the dialogs and the toaster load later).
 */
const OVERLAY_LIBRARIES = new RegExp(
  [
    String.raw`@zag-js[\/](menu|toast|dialog|popper|focus-trap|dismissable|interact-outside|aria-hidden|remove-scroll)[\/]`,
    String.raw`@floating-ui[\/]`,
    String.raw`@ark-ui[\/]react[\/]dist[\/]components[\/](menu|toast|dialog|popover)[\/]`,
    String.raw`@chakra-ui[\/]react[\/]dist[\/]esm[\/]components[\/](menu|toast|dialog|popover)[\/]`,
  ].join('|'),
);

const COMPONENTS_GROUP = { name: 'ui', priority: 3, test: (id: string) => COMPONENT_LIBRARIES.test(id) && !OVERLAY_LIBRARIES.test(id) };
const OVERLAYS_GROUP = { name: 'overlays', priority: 2, test: OVERLAY_LIBRARIES };

export default defineConfig({
  root: webRoot,
  publicDir: path.join(webRoot, 'public'),
  plugins: [react(), chakraGlobalStyles(), inlineEntryCss(), firstLoad.plugin, mainPage.plugin, pagePreloads(webRoot), precompress()],
  resolve: {
    alias: {
      '@web': path.join(webRoot, 'src'),
      '@shared': path.join(webRoot, '..', 'shared'),
    },
  },
  build: {
    outDir: path.join(webRoot, 'dist'),
    emptyOutDir: true,
    // .vite/manifest.json: which chunks a page needs (npm run lighthouse sums the initial JS of /).
    manifest: true,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      // Chakra's `defineConfig` is `(v) => v`, but a bundler cannot see that across modules: its
      // theme module's top-level `defineConfig({ … slotRecipes … })` kept every one of Chakra's ~90
      // recipes in the entry although theme.ts picks the few the app renders.
      treeshake: { manualPureFunctions: ['defineConfig', 'createAnatomy'] },
      output: { codeSplitting: { groups: [firstLoad.group, mainPage.group, COMPONENTS_GROUP, OVERLAYS_GROUP] } },
    },
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    strictPort: true,
    proxy: { '/api': proxied, '/trpc': proxied, '/dev': proxied },
  },
});
