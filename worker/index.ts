import { createWorkerApp, type WorkerEnv } from './deps-worker';
import { runScheduledJobs } from './jobs/run-scheduled-jobs';
import { isPagePath } from './web/serve-app-page';

/** Paths the app answers besides the pages; everything else is the web app's files. */
const APP_PATHS = /^\/(api|trpc|dev|media)(\/|$)/;

let built: { env: WorkerEnv; created: ReturnType<typeof createWorkerApp> } | null = null;

/** One app per isolate: bindings do not change while it lives, but a test may hand another env. */
function builtFor(env: WorkerEnv) {
  if (built?.env !== env) built = { env, created: createWorkerApp(env) };
  return built.created;
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
    if (APP_PATHS.test(url.pathname) || isPagePath(url.pathname)) return builtFor(env).app.fetch(withUrlHost(request, url), env, ctx);
    if (env.ASSETS) return env.ASSETS.fetch(request);
    return new Response('Not Found', { status: 404 });
  },

  async scheduled(controller, env) {
    // Every minute (wrangler.toml): the runner's period keys make hourly jobs run once an hour.
    // Awaited rather than waitUntil'd, so the run's database is closed before the event ends. A job's
    // failure is recorded in job_runs and logged; only a runner that cannot start fails the event.
    const { deps } = builtFor(env);
    await runScheduledJobs(deps, { now: new Date(controller.scheduledTime) });
  },
} satisfies ExportedHandler<WorkerEnv>;
