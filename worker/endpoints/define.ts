import type { Context } from 'hono';
import type { z } from 'zod';
import type { FeatureKey } from '../../shared/features';
import type { Permission } from '../../shared/access-policy';
import type { AppEnv, MerchantCtx, PlatformCtx, SalesCtx, ServiceCtx, UserCtx } from '../env';

/**
 * Who may call an endpoint: a permission of shared/access-policy.ts, where the roles holding each are
 * declared. The access layer narrows the context to that actor before the action runs.
 */
export type Access = Permission;
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export interface ActorCtx {
  public: ServiceCtx;
  login: UserCtx;
  merchant: MerchantCtx;
  superuser: UserCtx;
  /** Merchants (narrowed to their shop) and superusers (`merchant` null: the whole tenant's sales). */
  sales: SalesCtx;
  /** The system administrator with the platform scope (`ctx.platform`): every site. */
  platform: PlatformCtx;
}

/** What the REST transport hands an input reader: the request, its path parameters, and body readers. */
export interface RestRequest {
  c: Context<AppEnv>;
  params: Record<string, string>;
  query: Record<string, string>;
  /** The body as an object: JSON, form-encoded or multipart (files stay File objects). */
  body(): Promise<Record<string, unknown>>;
  /** The JSON body as it is (a bare list included). */
  json(): Promise<unknown>;
}

export interface RestBinding {
  method: Method;
  /** As spec/api-paths.txt writes it: `/api/products/{id}`. */
  path: string;
  /** 201 for creations; 200 otherwise. */
  status?: 200 | 201;
  /**
   * The raw input, before the endpoint's schema parses it. Default: path parameters over the
   * query string (GET, DELETE) or over the body (POST, PUT, PATCH).
   */
  input?: (req: RestRequest) => unknown;
  /** The largest request body read (DEFAULT_BODY_LIMIT unless the route takes files). */
  maxBodyBytes?: number;
}

/**
 * How a write of an audited actor (merchants, the system administrator) is written to the audit log
 * (worker/endpoints/run-endpoint.ts). Every such write is logged; these only say what it changed.
 */
export interface AuditSpec<A extends Access, S extends z.ZodType | undefined> {
  /** The site whose rows change: for the tenant console, the tenant the path names. Default: the request's site. */
  site?: (input: S extends z.ZodType ? z.output<S> : undefined) => number;
  /** What changes, as `<thing>:<id>` (`tenant:3`, `product:12`). */
  target?: (input: S extends z.ZodType ? z.output<S> : undefined) => string;
  /**
   * Reads the changed thing, in the change's transaction, before and after the action: the log's
   * before and after. Without it the log keeps no before and the answer as the after.
   */
  subject?: (args: { ctx: ActorCtx[A]; input: S extends z.ZodType ? z.output<S> : undefined }) => Promise<unknown>;
}

interface Gates<A extends Access> {
  access: A;
  /** Served only when one of these tenant features is on. */
  feature?: FeatureKey | FeatureKey[];
  /** Served only outside production (dev outbox, simulators). */
  devOnly?: boolean;
}

/**
 * One endpoint, declared once: the REST path(s) and the tRPC procedure are both made from it,
 * both parse input with `input`, both pass the same access gate, both call `action`.
 */
export type TrpcKind = 'query' | 'mutation' | false;

export interface Endpoint<
  A extends Access = Access,
  S extends z.ZodType | undefined = z.ZodType | undefined,
  O = unknown,
  K extends TrpcKind = TrpcKind,
> extends Gates<A> {
  readonly endpoint: true;
  /** tRPC: a query (reads) or a mutation (writes). `false`: REST only (no procedure). */
  trpc: K;
  rest: RestBinding[];
  input: S;
  /** REST: the 404 text when a path parameter names nothing (the schema refuses it). */
  notFound?: string;
  /**
   * Runs after the access gate and before the input is parsed, on the raw input: it settles whose
   * row the call addresses (another tenant's id a 404, another owner's a 403) before the body is judged.
   */
  guard?: (args: { ctx: ActorCtx[A]; raw: unknown }) => Promise<void>;
  action: (args: { ctx: ActorCtx[A]; input: S extends z.ZodType ? z.output<S> : undefined }) => Promise<O>;
  audit?: AuditSpec<A, S>;
  /**
   * The action opens its own transactions because it calls out (a card gateway, the bridge, object
   * storage) between writes: the endpoint layer does not wrap it in one, and the audit row goes into
   * each transaction the action commits. Default: the whole action is one transaction with its row.
   */
  ownTransactions?: true;
  /** It changes a site's row (features, theme, settings, proxy, …): the tenant look-up cache is dropped once it commits. */
  changesTenant?: true;
  /** It revokes a session or changes what one answers (an account's e-mail, name, deletion): the session cache is dropped once it commits. */
  changesSessions?: true;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyEndpoint = Endpoint<any, any, any, TrpcKind>;

type EndpointSpec<A extends Access, S extends z.ZodType | undefined, O, K extends TrpcKind> = Gates<A> & {
  trpc: K;
  rest?: RestBinding | RestBinding[];
  input?: S;
  notFound?: string;
  guard?: (args: { ctx: ActorCtx[A]; raw: unknown }) => Promise<void>;
  action: (args: { ctx: ActorCtx[A]; input: S extends z.ZodType ? z.output<S> : undefined }) => Promise<O>;
  audit?: AuditSpec<A, S>;
  ownTransactions?: true;
  changesTenant?: true;
  changesSessions?: true;
};

/** Declares an endpoint: its gates, its transports, its input schema and the one action it calls. */
export function endpoint<A extends Access, K extends TrpcKind, O, S extends z.ZodType | undefined = undefined>(
  spec: EndpointSpec<A, S, O, K>,
): Endpoint<A, S, O, K> {
  const rest = spec.rest === undefined ? [] : Array.isArray(spec.rest) ? spec.rest : [spec.rest];
  if (spec.devOnly && spec.trpc !== false) throw new Error('dev-only endpoints are REST only');
  return { ...spec, endpoint: true, rest, input: spec.input as S };
}

/**
 * A REST route that is not JSON in, JSON out (media bytes, signed uploads, simulator pages): its
 * handler owns the response, but it is declared, gated and walked like every other endpoint.
 */
export interface RawRoute<A extends Access = Access> extends Gates<A> {
  readonly raw: true;
  method: Method;
  /** `{name}` parameters; a trailing `*` takes the rest of the path. */
  path: string;
  maxBodyBytes?: number;
  handle: (c: Context<AppEnv>, ctx: ActorCtx[A]) => Response | Promise<Response>;
}

export const rawRoute = <A extends Access>(spec: Omit<RawRoute<A>, 'raw'>): AnyRawRoute => ({ ...spec, raw: true }) as AnyRawRoute;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRawRoute = RawRoute<any>;

/** A domain's endpoints by procedure name; nested groups make the tRPC path (`catalogue.products.get`). */
export interface EndpointTree {
  [name: string]: AnyEndpoint | EndpointTree;
}

export const isEndpoint = (v: unknown): v is AnyEndpoint => typeof v === 'object' && v !== null && 'endpoint' in v;

/** Every endpoint of a tree with its dotted name. */
export function flattenEndpoints(tree: EndpointTree, prefix = ''): { name: string; endpoint: AnyEndpoint }[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const name = prefix ? `${prefix}.${key}` : key;
    return isEndpoint(value) ? [{ name, endpoint: value }] : flattenEndpoints(value, name);
  });
}
