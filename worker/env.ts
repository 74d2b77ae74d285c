import type { Db, DbOrTx } from '../db/client';
import type { Tenant } from '../db/schema';
import type { Features } from '../shared/features';
import type { UserType } from '../shared/schemas/auth';
import type { AlimtalkSender, ChainBridge, Clock, KakaoOAuth, Logger, Mailer, ObjectStorage, PaymentGateway, PointGateway } from './adapters/types';
import type { AccountScope, TenantScope } from './scope/tenant-scope';
import type { PlatformScope } from './scope/platform-scope';
import type { PendingAudit } from './endpoints/run-endpoint';
import type { TrustProxy } from './lib/trust-proxy';

export interface AppConfig {
  environment: 'development' | 'test' | 'production';
  /**
   * Absolute origin of links handed out (mail, the Kakao redirect, the payment return, canonical tags).
   * In production without it, links use https://<the tenant's domain>; never the request's Host.
   */
  publicBaseUrl?: string;
  /** `appId`: this site's Kakao app (KAKAO_APP_ID); an access token issued to another app is refused. */
  kakao: { clientId: string; appId?: string };
  /** GET /api/dev/* (mail outbox, Kakao simulator) — never in production. */
  devRoutes: boolean;
  /**
   * Node behind reverse proxies (TRUST_PROXY: a hop count or the proxies' addresses): the client address
   * is the right-most X-Forwarded-For entry they appended; host and scheme from X-Forwarded-Host/-Proto.
   */
  trustProxy?: TrustProxy;
  /** HMAC key of self-contained signed tokens (upload tickets); APP_SECRET, required in production. */
  signingSecret: string;
  /** Per account: open upload tickets and their pending unsaved bytes (UPLOAD_OPEN_TICKETS_MAX, UPLOAD_PENDING_BYTES_MAX). */
  uploadLimits?: { openTickets: number; pendingBytes: number };
}

export interface OpenedDb {
  db: Db;
  /** Called once the response is done (the Worker ends its per-request pool). */
  release?: () => Promise<void>;
}

/** Everything createApp needs from the runtime; entries build it, the app never reads the environment. */
export interface AppDeps {
  openDb(): OpenedDb;
  storage: ObjectStorage;
  mailer: Mailer;
  /** Kakao Alimtalk messages (the HTTP provider, or outside production the simulator in the mail outbox). */
  alimtalk: AlimtalkSender;
  clock: Clock;
  kakao: KakaoOAuth;
  /** The card gateway (KICC EasyPay, or its local simulator outside production). */
  payments: PaymentGateway;
  /** The wallet top-ups' gateway (PortOne, or its local simulator when no PortOne key is set outside production). */
  points: PointGateway;
  /** The chain bridge of withdraws (the HTTP bridge, or its local simulator when no BRIDGE_API_URL is set outside production). */
  bridge: ChainBridge;
  /** The app's one logger (tests capture it instead of printing). */
  log: Logger;
  /** The password hasher (PBKDF2); tests count its calls. Defaults to worker/lib/crypto's. */
  hashPassword?: (password: string) => Promise<string>;
  config: AppConfig;
}

export interface AuthUser {
  id: number;
  userType: UserType;
  email: string;
  username: string;
  sessionTokenHash: string;
}

/** What every service action receives. */
export interface ServiceCtx {
  /** The database, or the open transaction when the action runs inside withTransaction. */
  db: DbOrTx;
  /** True inside withTransaction: a nested withTransaction joins it instead of opening another. */
  inTransaction: boolean;
  /** The site being served (its name, theme, settings). Its rows are reached through `own`. */
  tenant: Tenant;
  features: Features;
  /** The rows the site owns: its accounts, its merchants' products as they manage them. Writes go here. */
  own: AccountScope;
  /** The rows the site shows visitors: its proxy tenant's catalogue, else its own. */
  shown: TenantScope;
  user: AuthUser | null;
  deps: AppDeps;
  /**
   * `origin`: where links handed out (mail, OAuth redirect URI) point: PUBLIC_BASE_URL, else in production
   * https://<tenant domain>, else (dev, test) the request's own. `cookies`: the request's cookies, and
   * cookies the answer sets.
   */
  request: { ip: string; origin: string; userAgent: string; cookies: RequestCookies; requestId?: string };
  /**
   * The audit record of a write by an audited role whose action opens its own transactions
   * (worker/endpoints/run-endpoint.ts): withTransaction writes it into each transaction it commits.
   */
  audit?: PendingAudit;
}

export interface CookieOptions {
  maxAgeSec: number;
  /** Default '/'. */
  path?: string;
}

/** Cookies of one request: read what the browser sent, set what the answer carries (HttpOnly, SameSite=Lax, Secure on https). */
export interface RequestCookies {
  get(name: string): string | undefined;
  set(name: string, value: string, opts: CookieOptions): void;
}

/** A signed-in caller (access 'login' and above). */
export interface UserCtx extends ServiceCtx {
  user: AuthUser;
}

/** The signed-in merchant and their shop on this site (access 'merchant'). */
export interface MerchantCtx extends UserCtx {
  merchant: { id: number; userId: number };
}

/**
 * Who may read sales figures (access 'sales'): a merchant, narrowed to their shop, or a superuser,
 * for whom `merchant` is null (the whole selling tenant).
 */
export interface SalesCtx extends UserCtx {
  merchant: { id: number; userId: number } | null;
}

/** The system administrator on a platform-scoped endpoint (access 'platform'): every site through `platform`. */
export interface PlatformCtx extends UserCtx {
  platform: PlatformScope;
}

export type AppEnv = {
  Variables: {
    requestId: string;
    svc: ServiceCtx;
  };
};
