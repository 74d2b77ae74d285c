import { createWorkerApp, openWorkerDb, type WorkerEnv } from './deps-worker';
import { cleanupExpired } from './services/maintenance/cleanup-expired';

/** Paths the app answers; everything else is the web app (wrangler.toml's run_worker_first agrees). */
const APP_PATHS = /^\/(api|trpc|dev)(\/|$)/;

let built: { env: WorkerEnv; app: ReturnType<typeof createWorkerApp>['app'] } | null = null;

/** One app per isolate: bindings do not change while it lives, but a test may hand another env. */
function appFor(env: WorkerEnv) {
  if (built?.env !== env) built = { env, app: createWorkerApp(env).app };
  return built.app;
}

export default {
  async fetch(request, env, ctx) {
    const { pathname } = new URL(request.url);
    if (APP_PATHS.test(pathname)) return appFor(env).fetch(request, env, ctx);
    if (env.ASSETS) return env.ASSETS.fetch(request);
    return new Response('Not Found', { status: 404 });
  },

  async scheduled(_controller, env, ctx) {
    ctx.waitUntil(
      (async () => {
        const handle = openWorkerDb(env);
        try {
          const removed = await cleanupExpired({ db: handle.db, now: new Date() });
          console.log('cleanup-expired', JSON.stringify(removed));
        } finally {
          await handle.close();
        }
      })(),
    );
  },
} satisfies ExportedHandler<WorkerEnv>;
