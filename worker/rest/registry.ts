import type { Context, Hono, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AppError } from '../../shared/errors';
import { MSG } from '../../shared/messages';
import { findForbiddenText } from '../../shared/text-rule';
import type { Access, AnyEndpoint, Method, AnyRawRoute, RestBinding, RestRequest } from '../endpoints/define';
import type { AppEnv } from '../env';
import { admit } from '../middleware/access';
import { runEndpoint } from '../endpoints/run-endpoint';

export type { Access, Method };

/** What the access walk and the api-paths test read of a REST route. */
export interface RouteInfo {
  method: Method;
  /** As spec/api-paths.txt writes it: `/api/products/{id}`. */
  path: string;
  access: Access;
  feature?: AnyEndpoint['feature'];
  devOnly?: boolean;
  /** The endpoint's procedure name (`catalogue.products.get`); raw routes have none. */
  name?: string;
  /** Not JSON in, JSON out: media bytes, signed uploads, simulator pages. */
  raw?: boolean;
}

export const DEFAULT_BODY_LIMIT = 1024 * 1024;

/**
 * Refuses bodies over `maxSize` while they stream in (a Content-Length can be absent or lie). A GET
 * or HEAD that announces no body passes untouched: asking for its body makes Node's adapter build a
 * whole Request, an eighth of a light read's time.
 */
export function limitBody(maxSize: number): MiddlewareHandler<AppEnv> {
  const limit = bodyLimit({ maxSize, onError: (c) => c.json({ detail: MSG.payloadTooLarge, code: 'PAYLOAD_TOO_LARGE' }, 413) });
  return (c, next) => (hasNoBody(c) ? next() : limit(c, next));
}

function hasNoBody(c: Context<AppEnv>): boolean {
  const method = c.req.method;
  return (method === 'GET' || method === 'HEAD') && c.req.header('content-length') === undefined && c.req.header('transfer-encoding') === undefined;
}

/** Refuses a NUL or a lone surrogate anywhere in the raw input (shared/text-rule.ts) with a 422. */
export function assertCleanText(raw: unknown): void {
  const field = findForbiddenText(raw);
  if (field !== null) throw new AppError('VALIDATION', MSG.textInvalid, { field: field || undefined });
}

const honoPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/**
 * Mounts every REST route on the app and records it: the same records drive the access walk
 * (tests/integration/access.test.ts) and the api-paths coverage test.
 */
export class RouteRegistry {
  readonly routes: RouteInfo[] = [];

  constructor(
    private readonly app: Hono<AppEnv>,
    private readonly devRoutes: boolean,
  ) {}

  /** The REST bindings of one declared endpoint. */
  addEndpoint(name: string, ep: AnyEndpoint): void {
    if (ep.devOnly && !this.devRoutes) return;
    for (const binding of ep.rest) {
      this.routes.push({ method: binding.method, path: binding.path, access: ep.access, feature: ep.feature, devOnly: ep.devOnly, name });
      this.app.on(binding.method, honoPath(binding.path), limitBody(binding.maxBodyBytes ?? DEFAULT_BODY_LIMIT), async (c) => {
        const ctx = await admit(ep, c.get('svc'));
        const req = restRequest(c);
        const raw = await (binding.input ?? defaultInput(binding))(req);
        assertCleanText(raw);
        if (ep.guard) await ep.guard({ ctx, raw });
        const input = ep.input ? await parsePathAware(ep, raw, req.params) : undefined;
        const out = await runEndpoint(ep, name, { method: binding.method, path: binding.path }, ctx, input);
        return c.json(out as object, binding.status ?? 200);
      });
    }
  }

  /**
   * A raw route. Under /api it gets the request's tenant and passes the same gate; outside (the
   * /media files, the simulators) there is no tenant context, so such a route must be public.
   */
  addRaw(route: AnyRawRoute): void {
    if (route.devOnly && !this.devRoutes) return;
    const { handle, raw: _raw, maxBodyBytes, ...info } = route;
    const withTenant = route.path.startsWith('/api/');
    if (!withTenant && (route.access !== 'public' || route.feature)) throw new Error(`${route.path}: a gated route must be under /api/`);
    this.routes.push({ ...info, raw: true });
    this.app.on(route.method, honoPath(route.path), limitBody(maxBodyBytes ?? DEFAULT_BODY_LIMIT), async (c) => {
      const ctx = withTenant ? await admit(route, c.get('svc')) : (undefined as never);
      assertCleanText(await rawRouteText(c));
      return handle(c, ctx);
    });
  }
}

/**
 * The text a raw route's handler reads: its path (a `*` tail is no named parameter), its query and
 * a form body (Hono caches the parsed form for the handler). Other bodies (upload bytes) are not read.
 */
async function rawRouteText(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  let path: string;
  try {
    path = decodeURIComponent(new URL(c.req.url).pathname);
  } catch {
    path = ''; // A malformed escape decodes to nothing the handler can read either.
  }
  const type = c.req.header('content-type') ?? '';
  const form = type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data') ? await formBody(c).catch(() => ({})) : {};
  return { path, ...c.req.param(), ...c.req.query(), ...form };
}

function defaultInput(binding: RestBinding) {
  const readsBody = binding.method !== 'GET' && binding.method !== 'DELETE';
  return async (req: RestRequest) => ({ ...(readsBody ? await req.body() : req.query), ...req.params });
}

/** A path parameter the schema refuses names nothing here: a 404, as for an id that does not exist. */
async function parsePathAware(ep: AnyEndpoint, raw: unknown, params: Record<string, string>): Promise<unknown> {
  const parsed = await ep.input!.safeParseAsync(raw);
  if (parsed.success) return parsed.data;
  const first = parsed.error.issues[0]?.path[0];
  if (typeof first === 'string' && first in params) throw new AppError('NOT_FOUND', ep.notFound ?? MSG.notFound);
  throw parsed.error;
}

function restRequest(c: Context<AppEnv>): RestRequest {
  let json: Promise<unknown> | undefined;
  const readJson = () => (json ??= jsonBody(c));
  return {
    c,
    params: c.req.param() as Record<string, string>,
    query: queryOf(c),
    json: readJson,
    body: async () => {
      const type = c.req.header('content-type') ?? '';
      if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) return formBody(c);
      const body = await readJson();
      if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new AppError('BAD_REQUEST', MSG.invalidInput);
      return body as Record<string, unknown>;
    },
  };
}

/** The query string as schemas read it: an empty value (`?q=`) counts as absent. */
function queryOf(c: Context<AppEnv>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(c.req.query())) if (v.trim() !== '') out[k] = v;
  return out;
}

/** Parses a JSON body; an empty or broken body is a 400, never a 500. */
export async function jsonBody(c: Context<AppEnv>): Promise<unknown> {
  const text = await c.req.text();
  if (!text.trim()) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError('BAD_REQUEST', MSG.invalidInput);
  }
}

/** A form's fields; a field sent more than once (a post's `files`) is a list of its values. */
async function formBody(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  try {
    return (await c.req.parseBody({ all: true })) as Record<string, unknown>;
  } catch {
    throw new AppError('BAD_REQUEST', MSG.invalidInput);
  }
}
