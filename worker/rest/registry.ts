import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AppError } from '../../shared/errors';
import type { FeatureKey } from '../../shared/features';
import { MSG } from '../../shared/messages';
import type { AppEnv, ServiceCtx } from '../env';

export type Access = 'public' | 'login' | 'merchant' | 'superuser';
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export interface RouteDef {
  method: Method;
  /** As spec/api-paths.txt writes it: `/api/products/{id}`. */
  path: string;
  access: Access;
  /** The route is served only when one of these tenant features is on. */
  feature?: FeatureKey | FeatureKey[];
  /** Served only outside production (dev outbox, simulators). */
  devOnly?: boolean;
  /** The largest request body read (DEFAULT_BODY_LIMIT unless the route takes files). */
  maxBodyBytes?: number;
  handler: (c: Context<AppEnv>, svc: ServiceCtx) => Promise<Response>;
}

export type RouteInfo = Omit<RouteDef, 'handler'>;

export const DEFAULT_BODY_LIMIT = 1024 * 1024;

/** Refuses bodies over `maxSize` while they stream in (a Content-Length can be absent or lie). */
export const limitBody = (maxSize: number) =>
  bodyLimit({
    maxSize,
    onError: (c) => c.json({ detail: MSG.payloadTooLarge, code: 'PAYLOAD_TOO_LARGE' }, 413),
  });

/**
 * Every REST route goes through here: the registry records its access level and feature flag,
 * and the same record drives the guard below and the access tests that walk all routes.
 */
export class RouteRegistry {
  readonly routes: RouteInfo[] = [];

  constructor(private readonly app: Hono<AppEnv>, private readonly devRoutes: boolean) {}

  add(def: RouteDef): void {
    const { handler, ...info } = def;
    if (info.devOnly && !this.devRoutes) return;
    this.routes.push(info);
    const honoPath = info.path.replace(/\{(\w+)\}/g, ':$1');
    this.app.on(info.method, honoPath, limitBody(info.maxBodyBytes ?? DEFAULT_BODY_LIMIT), async (c) => {
      const svc = c.get('svc');
      guard(info, svc);
      return handler(c, svc);
    });
  }
}

export function guard(info: Pick<RouteInfo, 'access' | 'feature'>, svc: ServiceCtx): void {
  if (info.access !== 'public' && !svc.user) throw new AppError('UNAUTHORIZED', MSG.loginRequired);
  if (info.feature) {
    const flags = Array.isArray(info.feature) ? info.feature : [info.feature];
    if (!flags.some((f) => svc.features[f])) throw new AppError('FEATURE_DISABLED', MSG.featureDisabled);
  }
  if (info.access === 'merchant' && svc.user?.userType !== 'merchant') {
    throw new AppError('FORBIDDEN', MSG.merchantOnly);
  }
  if (info.access === 'superuser' && svc.user?.userType !== 'superuser') {
    throw new AppError('FORBIDDEN', MSG.adminOnly);
  }
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

/** Reads form-encoded or JSON bodies alike (the login form posts either). */
export async function formOrJsonBody(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  const type = c.req.header('content-type') ?? '';
  if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
    try {
      return (await c.req.parseBody({ all: false })) as Record<string, unknown>;
    } catch {
      throw new AppError('BAD_REQUEST', MSG.invalidInput);
    }
  }
  const body = await jsonBody(c);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new AppError('BAD_REQUEST', MSG.invalidInput);
  }
  return body as Record<string, unknown>;
}
