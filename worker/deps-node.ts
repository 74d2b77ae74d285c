import { existsSync } from 'node:fs';
import path from 'node:path';
import { createPgliteDb } from '../db/client-pglite';
import { createPgDb } from '../db/client-pg';
import type { DbHandle } from '../db/client';
import { migrateDb } from '../db/migrate';
import { seed } from '../db/seed';
import { createApp } from './app';
import { signingSecretFor } from './lib/signing-secret';
import { uploadLimitsFrom } from './lib/upload-limits';
import { parseTrustProxy, type TrustProxy } from './lib/trust-proxy';
import type { AppConfig, AppDeps } from './env';
import { createDiskStorage } from './adapters/storage-disk';
import { outboxMailer } from './adapters/mail-outbox';
import { createHttpMailer } from './adapters/mail-http';
import { alimtalkFor, alimtalkSettings, type AlimtalkSettings } from './adapters/alimtalk';
import { createKakaoOAuth, KAKAO_ENDPOINTS, KAKAO_SIMULATOR_ENDPOINTS } from './adapters/kakao';
import { KAKAO_SIMULATOR_APP_ID } from './adapters/kakao-simulator';
import { createEasyPay, EASYPAY_HOSTS, EASYPAY_SIMULATOR_HOSTS } from './adapters/easypay';
import { pointGatewayFor } from './adapters/points';
import { chainBridgeFor } from './adapters/bridge';
import { consoleLogger } from './adapters/log-console';

export interface NodeSettings {
  databaseUrl?: string;
  dataDir: string;
  environment: AppConfig['environment'];
  kakaoClientId?: string;
  kakaoClientSecret?: string;
  /** KAKAO_APP_ID: the numeric id of this site's Kakao app; access tokens of other apps are refused. */
  kakaoAppId?: string;
  /** EASYPAY_LIVE=true: talk to KICC's hosts even outside production (default: the simulator). */
  easyPayLive?: boolean;
  /** PORTONE_API_KEY and PORTONE_API_SECRET: wallet top-ups through PortOne (else the simulator outside production). */
  portOneApiKey?: string;
  portOneApiSecret?: string;
  /** BRIDGE_API_URL and BRIDGE_API_KEY: withdraws through the HTTP chain bridge (else the simulator outside production). */
  bridgeApiUrl?: string;
  bridgeApiKey?: string;
  mailEndpoint?: string;
  mailApiKey?: string;
  mailFrom?: string;
  /** ALIMTALK_API_URL, ALIMTALK_APP_KEY, ALIMTALK_SECRET_KEY, ALIMTALK_SENDER_KEY: all four, or the simulator. */
  alimtalk?: AlimtalkSettings;
  publicBaseUrl?: string;
  seedDemo: boolean;
  trustProxy: TrustProxy;
  appSecret?: string;
  /** Expected provider failures with their stack (LOG_STACKS=true), not as one line. */
  logStacks?: boolean;
  uploadLimits?: AppConfig['uploadLimits'];
}

/** Reads the process environment once (the app itself never does). */
export function settingsFromEnv(env: NodeJS.ProcessEnv): NodeSettings {
  const environment = (env.APP_ENV as AppConfig['environment']) ?? (env.NODE_ENV === 'production' ? 'production' : 'development');
  return {
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR ?? '.data'),
    environment,
    kakaoClientId: env.KAKAO_CLIENT_ID || undefined,
    kakaoClientSecret: env.KAKAO_CLIENT_SECRET || undefined,
    kakaoAppId: env.KAKAO_APP_ID || undefined,
    easyPayLive: env.EASYPAY_LIVE === 'true',
    portOneApiKey: env.PORTONE_API_KEY || undefined,
    portOneApiSecret: env.PORTONE_API_SECRET || undefined,
    bridgeApiUrl: env.BRIDGE_API_URL || undefined,
    bridgeApiKey: env.BRIDGE_API_KEY || undefined,
    mailEndpoint: env.MAIL_API_URL || undefined,
    mailApiKey: env.MAIL_API_KEY || undefined,
    mailFrom: env.MAIL_FROM || undefined,
    alimtalk: alimtalkSettings(env),
    publicBaseUrl: env.PUBLIC_BASE_URL || undefined,
    seedDemo: env.SEED_DEMO !== 'false',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    appSecret: env.APP_SECRET || undefined,
    logStacks: env.LOG_STACKS === 'true',
    uploadLimits: uploadLimitsFrom(env),
  };
}

/** Media files of the Node server (the seed's demo pictures go there too). */
export const nodeStorage = (s: NodeSettings) => createDiskStorage(path.join(s.dataDir, 'media'));

/** Where the database is, for start-up lines: PGlite's folder, or PostgreSQL's host and name (never its password). */
export function databaseLabel(s: NodeSettings): string {
  if (!s.databaseUrl) {
    const dir = path.join(s.dataDir, 'pglite');
    const relative = path.relative(process.cwd(), dir);
    return `PGlite at ${relative && !relative.startsWith('..') ? relative : dir}`;
  }
  try {
    const url = new URL(s.databaseUrl);
    return `PostgreSQL at ${url.host}${url.pathname}`;
  } catch {
    return 'PostgreSQL at DATABASE_URL';
  }
}

const since = (start: number) => `${((performance.now() - start) / 1000).toFixed(1)} s`;

/**
 * Opens the database (PostgreSQL when DATABASE_URL is set, else PGlite in dataDir), migrated and
 * seeded. `say` hears what takes time: a first start creates, migrates and seeds (about 15 s);
 * a later one only opens it, and says nothing more unless migrations were pending.
 */
export async function openNodeDatabase(s: NodeSettings, say: (line: string) => void = () => {}): Promise<DbHandle> {
  const pgliteDir = path.join(s.dataDir, 'pglite');
  const isNew = !s.databaseUrl && !existsSync(path.join(pgliteDir, 'PG_VERSION'));
  say(isNew ? `creating the database: ${databaseLabel(s)} (first start, about 15 s)…` : `opening the database: ${databaseLabel(s)}…`);
  const handle = s.databaseUrl ? createPgDb(s.databaseUrl) : await createPgliteDb(pgliteDir);
  let start = performance.now();
  const applied = await migrateDb(handle);
  if (applied > 0) say(`applied ${applied} migration${applied === 1 ? '' : 's'} in ${since(start)}`);
  if (s.seedDemo) {
    // After migrations the seed may have things to add; otherwise it only checks, quietly.
    if (applied > 0) say('seeding demo data…');
    start = performance.now();
    await seed(handle.db, { storage: nodeStorage(s) });
    if (applied > 0) say(`seeded in ${since(start)}`);
  }
  return handle;
}

/** Builds the app for Node with real adapters where configured and local ones otherwise. */
export function createNodeApp(handle: DbHandle, s: NodeSettings) {
  const signingSecret = signingSecretFor(s.environment, s.appSecret);
  const useKakaoSimulator = !s.kakaoClientId;
  const useEasyPaySimulator = s.environment !== 'production' && !s.easyPayLive;
  const created: { app?: ReturnType<typeof createApp>['app'] } = {};
  const log = consoleLogger({ stacks: s.logStacks });
  const deps: AppDeps = {
    openDb: () => ({ db: handle.db }),
    storage: nodeStorage(s),
    mailer:
      s.mailEndpoint && s.mailApiKey
        ? createHttpMailer({ endpoint: s.mailEndpoint, apiKey: s.mailApiKey, from: s.mailFrom ?? 'no-reply@example.com' })
        : outboxMailer,
    alimtalk: alimtalkFor(s.environment, s.alimtalk),
    clock: { now: () => new Date() },
    kakao: createKakaoOAuth({
      clientId: s.kakaoClientId ?? 'local-simulator',
      clientSecret: s.kakaoClientSecret,
      ...(useKakaoSimulator ? KAKAO_SIMULATOR_ENDPOINTS : KAKAO_ENDPOINTS),
      // The simulator is part of this app: reach it in-process.
      fetch: useKakaoSimulator ? (req) => Promise.resolve(created.app!.fetch(req)) : undefined,
      log,
    }),
    // The gateway simulator stands in outside production unless EASYPAY_LIVE=true asks for KICC's hosts.
    payments: createEasyPay({
      hosts: useEasyPaySimulator ? EASYPAY_SIMULATOR_HOSTS : EASYPAY_HOSTS,
      fetch: useEasyPaySimulator ? (req) => Promise.resolve(created.app!.fetch(req)) : undefined,
      log,
    }),
    points: pointGatewayFor(s.environment, { apiKey: s.portOneApiKey, apiSecret: s.portOneApiSecret }, { now: () => new Date() }, log),
    bridge: chainBridgeFor(s.environment, { url: s.bridgeApiUrl, apiKey: s.bridgeApiKey }, log),
    log,
    config: {
      environment: s.environment,
      publicBaseUrl: s.publicBaseUrl,
      // The simulator's app id stands in when no KAKAO_APP_ID is set, so the token check runs locally too.
      kakao: { clientId: s.kakaoClientId ?? 'local-simulator', appId: s.kakaoAppId ?? (useKakaoSimulator ? KAKAO_SIMULATOR_APP_ID : undefined) },
      devRoutes: s.environment !== 'production',
      trustProxy: s.trustProxy,
      signingSecret,
      uploadLimits: s.uploadLimits,
    },
  };
  const result = createApp(deps);
  created.app = result.app;
  return { ...result, deps };
}

