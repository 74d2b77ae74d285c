import type { Db } from '../db/client';
import type { Tenant } from '../db/schema';
import type { Features } from '../shared/features';
import type { UserType } from '../shared/schemas/auth';
import type { Clock, KakaoOAuth, Mailer, ObjectStorage } from './adapters/types';

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
  db: Db;
  /** The site being served (its users, theme, settings). */
  tenant: Tenant;
  features: Features;
  /** The tenant whose shared data (products, orders) is read: the proxy target, else the tenant itself. */
  dataTenantId: number;
  user: AuthUser | null;
  deps: AppDeps;
  /** `origin`: where links handed out (mail, OAuth redirect URI) point: PUBLIC_BASE_URL, else the request's own. */
  request: { ip: string; origin: string; userAgent: string };
}

export type AppEnv = {
  Variables: {
    requestId: string;
    db: Db;
    tenant: Tenant;
    features: Features;
    dataTenantId: number;
    user: AuthUser | null;
    svc: ServiceCtx;
  };
};
