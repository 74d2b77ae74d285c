import type { Context, Handler } from 'hono';
import { isAppRoute } from '../../shared/app-routes';
import { isAppError } from '../../shared/errors';
import type { PublicTenant } from '../../shared/schemas/tenant';
import type { AppDeps, AppEnv, OpenedDb } from '../env';
import { requestHostAndOrigin } from '../lib/origin';
import { trustsProxy } from '../lib/trust-proxy';
import { buildServiceCtx, releaseAfterResponse } from '../middleware/context';
import { publicTenantOf } from '../services/tenant/internal';
import { renderAppPage } from './app-page';
import { pageDataFor, type PageData } from './page-data';
import { pageMetaFor, type PageMeta } from './page-meta';

/** Every page of the app is this one document, made for one site: revalidated on each load. */
export const PAGE_CACHE_CONTROL = 'no-cache';

interface PageFacts {
  tenant: PublicTenant | null;
  status: 200 | 404 | 503;
  /** The link preview of a post or product page. */
  meta: PageMeta | null;
  /** The first screen's data for a guest (a product, a main tab's feed). */
  data: PageData | null;
}

/**
 * The tenant of the request, found as the API finds it (the same host rules, TRUST_PROXY included),
 * the preview of the post or product the page shows, and the data of its first screen, looked up
 * as a guest would see them.
 * An unknown or inactive host and a failed lookup give no tenant and the status to send with the
 * page, which then shows the app's service error screen instead of an error page of the server.
 */
async function factsForPage(deps: AppDeps, c: Context<AppEnv>): Promise<PageFacts> {
  let opened: OpenedDb | undefined;
  try {
    opened = deps.openDb();
    const url = new URL(c.req.url);
    const { host, origin } = requestHostAndOrigin(c.req.raw.headers, url, trustsProxy(deps.config.trustProxy));
    const ctx = await buildServiceCtx(deps, opened.db, { host, authorization: undefined, ip: '', origin, userAgent: '' });
    const meta = await pageMetaFor(ctx, url.pathname).catch((err) => {
      deps.log.error('the page could not look up its preview', err);
      return null;
    });
    const data = await pageDataFor(ctx, url);
    return { tenant: publicTenantOf(ctx.tenant), status: 200, meta, data };
  } catch (err) {
    if (isAppError(err) && err.code === 'TENANT_NOT_FOUND') return { tenant: null, status: 404, meta: null, data: null };
    if (isAppError(err) && err.code === 'TENANT_INACTIVE') return { tenant: null, status: 503, meta: null, data: null };
    deps.log.error('the page could not look up its tenant', err);
    return { tenant: null, status: 503, meta: null, data: null };
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
    const { tenant, status, meta, data } = await factsForPage(deps, c);
    c.header('Cache-Control', PAGE_CACHE_CONTROL);
    const url = new URL(c.req.url);
    const pathname = url.pathname;
    // An address the app has no page for: the same page (it shows its 404 screen), sent as a 404.
    const sent = status === 200 && !isAppRoute(pathname) ? 404 : status;
    const tab = url.searchParams.get('tab');
    return c.html(renderAppPage(template, tenant, { pathname, tab, meta, data }), sent);
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
