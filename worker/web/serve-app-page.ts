import type { Context, Handler } from 'hono';
import { isAppError } from '../../shared/errors';
import type { PublicTenant } from '../../shared/schemas/tenant';
import type { AppDeps, AppEnv, OpenedDb } from '../env';
import { requestHostAndOrigin } from '../lib/origin';
import { releaseAfterResponse } from '../middleware/context';
import { resolveTenantByHost } from '../scope/resolve-tenant';
import { publicTenantOf } from '../services/tenant/internal';
import { renderAppPage } from './app-page';

/** Every page of the app is this one document, made for one site: revalidated on each load. */
export const PAGE_CACHE_CONTROL = 'no-cache';

/**
 * The tenant of the request, found as the API finds it (the same host rules, TRUST_PROXY included).
 * An unknown or inactive host and a failed lookup give no tenant and the status to send with the
 * page, which then shows the app's service error screen instead of an error page of the server.
 */
async function tenantForPage(deps: AppDeps, c: Context<AppEnv>): Promise<{ tenant: PublicTenant | null; status: 200 | 404 | 503 }> {
  let opened: OpenedDb | undefined;
  try {
    opened = deps.openDb();
    const { host } = requestHostAndOrigin(c.req.raw.headers, new URL(c.req.url), deps.config.trustProxy ?? false);
    return { tenant: publicTenantOf(await resolveTenantByHost(opened.db, host)), status: 200 };
  } catch (err) {
    if (isAppError(err) && err.code === 'TENANT_NOT_FOUND') return { tenant: null, status: 404 };
    if (isAppError(err) && err.code === 'TENANT_INACTIVE') return { tenant: null, status: 503 };
    deps.log.error('the page could not look up its tenant', err);
    return { tenant: null, status: 503 };
  } finally {
    if (opened?.release) await releaseAfterResponse(c, opened.release, deps.log);
  }
}

/**
 * GET of an app route (/, /main, /products/12 …): the built index.html with the site's tenant in it.
 * `loadTemplate` gives that file (read from web/dist on Node, from the assets binding in a Worker).
 */
export function appPageHandler(deps: AppDeps, loadTemplate: () => Promise<string | null>): Handler<AppEnv> {
  return async (c) => {
    const template = await loadTemplate();
    if (!template) return c.text('web/dist is missing: run `npm run build:web`', 503);
    const { tenant, status } = await tenantForPage(deps, c);
    c.header('Cache-Control', PAGE_CACHE_CONTROL);
    return c.html(renderAppPage(template, tenant), status);
  };
}

/**
 * Paths the page answers: no file extension in the last segment (app routes), and /index.html.
 * Anything with an extension is a file: served when it exists, else a plain 404 (never the page,
 * so a missing script is not cached or run as HTML).
 */
export function isPagePath(pathname: string): boolean {
  if (pathname === '/index.html') return true;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !last.includes('.');
}
