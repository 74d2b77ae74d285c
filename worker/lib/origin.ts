import type { AppConfig } from '../env';

/** A host as a Host header may carry it: DNS name or IPv4, or bracketed IPv6, and an optional port. */
const HOST_RE = /^(?:[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?(?:\.[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** The host when it is syntactically one (no userinfo, path, spaces…), else undefined. */
export function validHost(value: string | null | undefined): string | undefined {
  const host = value?.trim();
  return host && host.length <= 255 && HOST_RE.test(host) ? host : undefined;
}

/** The first value of a forwarded list header ("a, b" → "a"). */
const firstOf = (value: string | null | undefined) => value?.split(',')[0]?.trim() || undefined;

/**
 * The host (which selects the tenant) and origin of a request. X-Forwarded-Host and
 * X-Forwarded-Proto are read only behind a trusted proxy, and then only when they are a valid
 * host and http/https; otherwise the request's own Host header and the URL's scheme are used.
 * A Host header that is no host (`a.test:80@evil.example`) gives no host: no tenant is found.
 */
export function requestHostAndOrigin(headers: Headers, url: URL, trustProxy: boolean): { host: string | undefined; origin: string } {
  const fwdHost = trustProxy ? validHost(firstOf(headers.get('x-forwarded-host'))) : undefined;
  const fwdProto = trustProxy ? firstOf(headers.get('x-forwarded-proto'))?.toLowerCase() : undefined;
  const host = fwdHost ?? validHost(headers.get('host') ?? url.host);
  const scheme = fwdProto === 'http' || fwdProto === 'https' ? fwdProto : url.protocol.replace(':', '');
  return { host, origin: `${scheme}://${host ?? url.host}` };
}

/**
 * The origin of links the app hands out (mail, the OAuth redirect URI, the payment return, canonical
 * tags): PUBLIC_BASE_URL when it is set; in production otherwise the site's configured address,
 * https://<tenant domain>, never the request's Host (whose port or name a client or proxy chose);
 * in development and tests the request's own origin (as `requestHostAndOrigin` made it).
 */
export function linkOrigin(config: Pick<AppConfig, 'publicBaseUrl' | 'environment'>, tenantDomain: string, requestOrigin: string): string {
  const base = config.publicBaseUrl?.trim().replace(/\/+$/, '');
  if (base) return base;
  return config.environment === 'production' ? `https://${tenantDomain}` : requestOrigin;
}
