import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { chakraGlobalCss } from './build/chakra-global-css';

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

export default defineConfig({
  root: webRoot,
  publicDir: path.join(webRoot, 'public'),
  plugins: [react(), chakraGlobalStyles(), precompress()],
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
    },
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    strictPort: true,
    proxy: { '/api': proxied, '/trpc': proxied, '/dev': proxied },
  },
});
