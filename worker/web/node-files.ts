import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Hono } from 'hono';
import { compress } from 'hono/compress';
import { serveStatic } from '@hono/node-server/serve-static';
import type { AppDeps, AppEnv } from '../env';
import { appPageHandler, isPagePath } from './serve-app-page';

/** Vite puts a content hash in every name under /assets/: such a file never changes. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** The other public files (robots.txt, the demo logos) keep their names across builds. */
const PUBLIC_FILE_CACHE_CONTROL = 'public, max-age=3600';

/** Files of web/dist that are build or Cloudflare configuration (and the build manifest), not part of the site. */
const NOT_SERVED = /(?:^|\/)(?:_headers|_redirects|\.assetsignore)$|^\/\.vite\/|\.(?:br|gz)$/;

/**
 * The web app on Node: the built files of `webRoot` (web/dist) with the .br/.gz twins the build
 * wrote (chosen by Accept-Encoding) and long caching for hashed assets, then every app route as
 * the tenant's page (serve-app-page.ts). index.html is read once, when the server starts.
 */
export async function mountWebApp(app: Hono<AppEnv>, deps: AppDeps, webRoot: string) {
  const template = await readFile(path.join(webRoot, 'index.html'), 'utf8').catch(() => null);
  const files = serveStatic<AppEnv>({ root: webRoot, precompressed: true });
  app.get('*', async (c, next) => {
    if (NOT_SERVED.test(c.req.path)) return c.text('Not Found', 404);
    if (isPagePath(c.req.path)) return next();
    // Set before the file's response is made, so it carries the header.
    c.header('Cache-Control', c.req.path.startsWith('/assets/') ? IMMUTABLE_CACHE_CONTROL : PUBLIC_FILE_CACHE_CONTROL);
    const found = await files(c, async () => {});
    if (found) return found;
    c.header('Cache-Control', undefined);
    return c.text('Not Found', 404);
  });
  app.get('*', compress(), appPageHandler(deps, async () => template));
}
