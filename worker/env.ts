import type { Db, DbOrTx } from '../db/client';
import type { Tenant } from '../db/schema';
import type { Features } from '../shared/features';
import type { UserType } from '../shared/schemas/auth';
import type { Clock, KakaoOAuth, Logger, Mailer, ObjectStorage, PaymentGateway } from './adapters/types';
import type { TenantScope } from './scope/tenant-scope';

export interface AppConfig {
  environment: 'development' | 'test' | 'production';
  /** Absolute origin used in links sent by mail when the request's own origin should not be used. */
  publicBaseUrl?: string;
  kakao: { clientId: string };
  /** GET /api/dev/* (mail outbox, Kakao simulator) — never in production. */
  devRoutes: boolean;
  /** Node behind a reverse proxy: take the client address from X-Forwarded-For, host and scheme from X-Forwarded-Host/-Proto. */
  trustProxy?: boolean;
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
  clock: Clock;
  kakao: KakaoOAuth;
  /** The card gateway (KICC EasyPay, or its local simulator outside production). */
  payments: PaymentGateway;
  /** The app's one logger (tests capture it instead of printing). */
  log: Logger;
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
  own: TenantScope;
  /** The rows the site shows visitors: its proxy tenant's catalogue, else its own. */
  shown: TenantScope;
  user: AuthUser | null;
  deps: AppDeps;
  /** `origin`: where links handed out (mail, OAuth redirect URI) point: PUBLIC_BASE_URL, else the request's own. */
  request: { ip: string; origin: string; userAgent: string };
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

export type AppEnv = {
  Variables: {
    requestId: string;
    svc: ServiceCtx;
  };
};
