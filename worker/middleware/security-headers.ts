import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';

/**
 * The web app's pages: scripts only from the site itself (the page's JSON islands are data, not
 * scripts), styles inline as Chakra's emotion writes them, pictures and videos from the site (and
 * https images of the demo and of Kakao profiles), and uploads straight to R2 by presigned URL.
 * No page may be framed by another site.
 */
export const APP_PAGE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "media-src 'self' blob:",
  "font-src 'self' data:",
  "connect-src 'self' https://*.r2.cloudflarestorage.com",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The payment and Kakao simulators' pages (/dev/*): their own inline style, no script at all, and
 * forms that go back to whatever return address the flow named (so no form-action).
 */
export const SIMULATOR_PAGE_CSP = ["default-src 'none'", "style-src 'unsafe-inline'", "img-src 'self' data:", "base-uri 'none'", "frame-ancestors 'none'"].join('; ');

/**
 * Every response: never framed (X-Frame-Options for browsers without frame-ancestors) and a
 * referrer that leaves the site as its origin only. HTML also gets its Content-Security-Policy.
 */
export function securityHeaders(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    headers.set('X-Frame-Options', 'DENY');
    headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    if ((headers.get('content-type') ?? '').startsWith('text/html') && !headers.has('Content-Security-Policy')) {
      headers.set('Content-Security-Policy', c.req.path.startsWith('/dev/') ? SIMULATOR_PAGE_CSP : APP_PAGE_CSP);
    }
  };
}
