import { createMiddleware } from 'hono/factory';
import { generateCookie, getCookie } from 'hono/cookie';
import type { Context } from 'hono';
import type { Db } from '../../db/client';
import { normalizeFeatures } from '../../shared/features';
import type { AppDeps, AppEnv, RequestCookies, ServiceCtx } from '../env';
import type { Logger } from '../adapters/types';
import { findSessionUser } from './session';
import { resolveTenantCached } from '../scope/tenant-cache';
import { tenantScope } from '../scope/tenant-scope';
import { linkOrigin, requestHostAndOrigin } from '../lib/origin';
import { clientAddressBehind, trustsProxy, type TrustProxy } from '../lib/trust-proxy';

export interface RequestFacts {
  host: string | undefined;
  authorization: string | undefined;
  ip: string;
  /** The request's own origin (see requestHostAndOrigin); links use PUBLIC_BASE_URL over it. */
  origin: string;
  userAgent: string;
  /** The request's cookies and the answer's; none where nothing answers (the page's own lookups, tests' callers). */
  cookies?: RequestCookies;
  /** The request's id (logs, the audit log). */
  requestId?: string;
}

/** A jar that holds no cookie and keeps none (contexts without an HTTP answer). */
export const noCookies: RequestCookies = { get: () => undefined, set: () => {} };

/**
 * The service context of one request: the tenant of the Host header (and its proxy target) and
 * the user of the bearer token. A token issued by another tenant finds no user.
 */
export async function buildServiceCtx(deps: AppDeps, db: Db, req: RequestFacts): Promise<ServiceCtx> {
  const { tenant, shownTenantId } = await resolveTenantCached(db, req.host);
  const own = tenantScope('own', tenant.id);
  const token = bearerToken(req.authorization);
  const user = token ? await findSessionUser(db, own, token, deps.clock.now()) : null;
  return {
    db,
    inTransaction: false,
    tenant,
    features: normalizeFeatures(tenant.features),
    own,
    shown: tenantScope('shown', shownTenantId),
    user,
    deps,
    request: {
      ip: req.ip,
      origin: linkOrigin(deps.config, tenant.domain, req.origin),
      userAgent: req.userAgent,
      cookies: req.cookies ?? noCookies,
      requestId: req.requestId,
    },
  };
}

/** Puts a request id, the database and the service context on every /api and /trpc request. */
export function requestContext(deps: AppDeps) {
  return createMiddleware<AppEnv>(async (c, next) => {
    c.set('requestId', requestIdOf(c.req.header('x-request-id')));
    const opened = deps.openDb();
    const setCookies: string[] = [];
    try {
      const trustProxy = deps.config.trustProxy ?? false;
      const { host, origin } = requestHostAndOrigin(c.req.raw.headers, new URL(c.req.url), trustsProxy(trustProxy));
      const svc = await buildServiceCtx(deps, opened.db, {
        host,
        authorization: c.req.header('authorization'),
        ip: clientIp(c.req.raw.headers, c.env, trustProxy),
        origin,
        userAgent: c.req.header('user-agent') ?? '',
        cookies: honoCookies(c, origin.startsWith('https:'), setCookies),
        requestId: c.get('requestId'),
      });
      c.set('svc', svc);
      await next();
      if (setCookies.length > 0) c.res = withCookies(c.res, setCookies);
    } finally {
      if (opened.release) await releaseAfterResponse(c, opened.release, deps.log);
    }
  });
}

/** On Workers the pool is ended after the response is sent (waitUntil); elsewhere right away. */
export async function releaseAfterResponse(
  c: { executionCtx: { waitUntil(p: Promise<unknown>): void } },
  release: () => Promise<void>,
  log: Logger,
) {
  let waitUntil: ((p: Promise<unknown>) => void) | undefined;
  try {
    waitUntil = c.executionCtx.waitUntil.bind(c.executionCtx);
  } catch {
    // Hono throws when the runtime gives no execution context (Node, app.request in tests).
  }
  const done = release().catch((err) => log.error('releasing the database failed', err));
  if (waitUntil) waitUntil(done);
  else await done;
}

/**
 * A proxy's request id when it looks like one (it goes into the logs and the audit log, so a client's
 * made-up header is held to a short plain word); otherwise a new one. randomUUID draws from a kept
 * pool: a getRandomValues call per request cost 6% of a light read's time.
 */
function requestIdOf(header: string | undefined): string {
  return header && REQUEST_ID.test(header) ? header : crypto.randomUUID();
}
const REQUEST_ID = /^[\w.:-]{1,64}$/;

function bearerToken(header: string | undefined): string | null {
  const m = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return m ? m[1] : null;
}

/**
 * The request's cookies through Hono: set ones are HttpOnly, SameSite=Lax, and Secure when the site is
 * on https. They are kept in `pending` and put on the answer once it is made, since the tRPC adapter
 * answers with a Response of its own.
 */
function honoCookies(c: Context<AppEnv>, secure: boolean, pending: string[]): RequestCookies {
  return {
    get: (name) => getCookie(c, name),
    set: (name, value, opts) =>
      void pending.push(generateCookie(name, value, { path: opts.path ?? '/', maxAge: opts.maxAgeSec, httpOnly: true, sameSite: 'Lax', secure })),
  };
}

/** Adds the Set-Cookie lines to the answer (copied when its headers are immutable). */
function withCookies(res: Response, cookies: string[]): Response {
  try {
    for (const cookie of cookies) res.headers.append('set-cookie', cookie);
    return res;
  } catch {
    const copy = new Response(res.body, res);
    for (const cookie of cookies) copy.headers.append('set-cookie', cookie);
    return copy;
  }
}

/**
 * The client address for rate limits. On Node the socket's address, or behind trusted proxies
 * (TRUST_PROXY) the right-most X-Forwarded-For entry they appended (lib/trust-proxy.ts); on
 * Cloudflare the edge's cf-connecting-ip. (Headers a client can set are never believed on their own.)
 */
function clientIp(headers: Headers, env: unknown, trustProxy: TrustProxy): string {
  const forwarded = headers.get('x-forwarded-for');
  const socket = (env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket;
  if (socket) return clientAddressBehind(trustProxy, forwarded, socket.remoteAddress) ?? 'unknown';
  return headers.get('cf-connecting-ip') ?? clientAddressBehind(trustProxy, forwarded, undefined) ?? 'unknown';
}
