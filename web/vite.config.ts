import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const webRoot = path.dirname(fileURLToPath(import.meta.url));
const server = 'http://127.0.0.1:8787';
// changeOrigin stays false so the Host header (and with it the tenant) reaches the server unchanged.
const proxied = { target: server, changeOrigin: false };

export default defineConfig({
  root: webRoot,
  publicDir: path.join(webRoot, 'public'),
  plugins: [react()],
  resolve: {
    alias: {
      '@web': path.join(webRoot, 'src'),
      '@shared': path.join(webRoot, '..', 'shared'),
    },
  },
  build: {
    outDir: path.join(webRoot, 'dist'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 900,
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    strictPort: true,
    proxy: { '/api': proxied, '/trpc': proxied, '/dev': proxied },
  },
});
