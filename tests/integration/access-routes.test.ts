import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { R2Like } from '../../worker/adapters/storage-r2';
import { createWorkerApp } from '../../worker/deps-worker';
import type { AppEnv } from '../../worker/env';
import type { RouteRegistry } from '../../worker/rest/registry';
import { mountWebApp } from '../../worker/web/node-files';
import { createTestApp, type TestApp } from '../fixtures/app';

/**
 * The access walk (access.test.ts) walks the registry; this holds every other route to it. Each
 * route Hono has (`app.routes`) is either one of the registry's (an endpoint or a raw route, gated
 * by its declaration) or one of the few hand-mounted ones below, each with its reason and its
 * number of handlers. A route mounted by hand and not listed here fails, so none escapes the walk.
 */
const HAND_MOUNTED_COMMON: Record<string, { handlers: number; why: string }> = {
  'ALL /*': { handlers: 1, why: 'security headers on every response (worker/middleware/security-headers.ts)' },
  'ALL /api/*': { handlers: 2, why: 'the request context (tenant, session) before the registry’s routes, and the JSON 404 after them' },
  'ALL /trpc/*': { handlers: 3, why: 'the request context, the body limit and the tRPC server, whose procedures the walk checks against the declarations' },
};

/** The web app's files and pages, which only answer GET and need no tenant gate (no data but the page's guest view). */
const NODE_WEB = { 'GET /*': { handlers: 3, why: 'web/dist files, then every app route as the tenant’s page, compressed (worker/web/node-files.ts)' } };
const WORKER_WEB = { 'GET /*': { handlers: 1, why: 'every app route as the tenant’s page; files come from the assets binding (deps-worker.ts)' } };

/** Hono's routes outside the registry, with how many handlers each has. */
function handMounted(app: Hono<AppEnv>, registry: RouteRegistry): Record<string, number> {
  const declared = new Set(registry.routes.map((r) => `${r.method} ${r.path.replace(/\{(\w+)\}/g, ':$1')}`));
  const out: Record<string, number> = {};
  for (const r of app.routes) {
    const key = `${r.method} ${r.path}`;
    if (!declared.has(key)) out[key] = (out[key] ?? 0) + 1;
  }
  return out;
}

const handlersOf = (list: Record<string, { handlers: number }>) => Object.fromEntries(Object.entries(list).map(([k, v]) => [k, v.handlers]));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await mountWebApp(t.app, t.deps, '/nonexistent-web-dist');
});
afterAll(() => t.close());

describe('routes mounted outside the registry', () => {
  it('on Node: only the listed hand-mounted routes', () => {
    expect(handMounted(t.app, t.registry)).toEqual(handlersOf({ ...HAND_MOUNTED_COMMON, ...NODE_WEB }));
  });

  it('on a Worker: only the listed hand-mounted routes', () => {
    const bucket: R2Like = { put: async () => undefined, get: async () => null, head: async () => null, delete: async () => undefined };
    const { app, registry } = createWorkerApp({ DATABASE_URL: 'postgres://x', MEDIA: bucket, APP_ENV: 'development' });
    expect(handMounted(app, registry)).toEqual(handlersOf({ ...HAND_MOUNTED_COMMON, ...WORKER_WEB }));
  });

  it('a route mounted by hand is caught', () => {
    t.app.get('/api/secret-report', (c) => c.json({}));
    expect(Object.keys(handMounted(t.app, t.registry))).toContain('GET /api/secret-report');
  });
});
