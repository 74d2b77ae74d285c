import { createR2Storage } from './adapters/storage-r2';
import { createWorkerApp, openWorkerDb, type WorkerEnv } from './deps-worker';
import { cleanupExpired } from './services/maintenance/cleanup-expired';
import { isPagePath } from './web/serve-app-page';

/** Paths the app answers besides the pages; everything else is the web app's files. */
const APP_PATHS = /^\/(api|trpc|dev|media)(\/|$)/;

let built: { env: WorkerEnv; app: ReturnType<typeof createWorkerApp>['app'] } | null = null;

/** One app per isolate: bindings do not change while it lives, but a test may hand another env. */
function appFor(env: WorkerEnv) {
  if (built?.env !== env) built = { env, app: createWorkerApp(env).app };
  return built.app;
}

/**
 * The tenant is the host the request was routed on. On Cloudflare that is also the Host header;
 * behind a local runtime (Miniflare, wrangler dev) the header can be the loopback socket's.
 */
function withUrlHost(request: Request, url: URL): Request {
  if (request.headers.get('host') === url.host) return request;
  const copy = new Request(request);
  copy.headers.set('host', url.host);
  return copy;
}

export default {
  async fetch(request, env, ctx) {
    const url = new URL(request.url);
    // wrangler.toml sends hashed assets, the logos and robots.txt straight to the assets; of what
    // reaches the Worker, app routes get the tenant's page (deps-worker.ts) and files the assets.
    if (APP_PATHS.test(url.pathname) || isPagePath(url.pathname)) return appFor(env).fetch(withUrlHost(request, url), env, ctx);
    if (env.ASSETS) return env.ASSETS.fetch(request);
    return new Response('Not Found', { status: 404 });
  },

  async scheduled(_controller, env) {
    // Awaited rather than waitUntil'd, so a failure marks the cron run as failed (and is logged).
    const handle = openWorkerDb(env);
    try {
      const removed = await cleanupExpired({ db: handle.db, now: new Date(), storage: createR2Storage(env.MEDIA) });
      console.log('cleanup-expired', JSON.stringify(removed));
    } catch (err) {
      console.error('cleanup-expired failed', err);
      throw err;
    } finally {
      await handle.close();
    }
  },
} satisfies ExportedHandler<WorkerEnv>;
