import path from 'node:path';
import { createPgliteDb } from '../db/client-pglite';
import { createPgDb } from '../db/client-pg';
import type { DbHandle } from '../db/client';
import { migrateDb } from '../db/migrate';
import { seed } from '../db/seed';
import { createApp } from './app';
import { signingSecretFor } from './lib/signing-secret';
import type { AppConfig, AppDeps } from './env';
import { createDiskStorage } from './adapters/storage-disk';
import { outboxMailer } from './adapters/mail-outbox';
import { createHttpMailer } from './adapters/mail-http';
import { createKakaoOAuth, KAKAO_ENDPOINTS, KAKAO_SIMULATOR_ENDPOINTS } from './adapters/kakao';
import { consoleLogger } from './adapters/log-console';

export interface NodeSettings {
  databaseUrl?: string;
  dataDir: string;
  environment: AppConfig['environment'];
  kakaoClientId?: string;
  kakaoClientSecret?: string;
  mailEndpoint?: string;
  mailApiKey?: string;
  mailFrom?: string;
  publicBaseUrl?: string;
  seedDemo: boolean;
  trustProxy: boolean;
  appSecret?: string;
  /** Expected provider failures with their stack (LOG_STACKS=true), not as one line. */
  logStacks?: boolean;
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
    mailEndpoint: env.MAIL_API_URL || undefined,
    mailApiKey: env.MAIL_API_KEY || undefined,
    mailFrom: env.MAIL_FROM || undefined,
    publicBaseUrl: env.PUBLIC_BASE_URL || undefined,
    seedDemo: env.SEED_DEMO !== 'false',
    trustProxy: env.TRUST_PROXY === 'true',
    appSecret: env.APP_SECRET || undefined,
    logStacks: env.LOG_STACKS === 'true',
  };
}

/** Media files of the Node server (the seed's demo pictures go there too). */
export const nodeStorage = (s: NodeSettings) => createDiskStorage(path.join(s.dataDir, 'media'));

/** Opens the database (PostgreSQL when DATABASE_URL is set, else PGlite in dataDir), migrated and seeded. */
export async function openNodeDatabase(s: NodeSettings): Promise<DbHandle> {
  const handle = s.databaseUrl ? createPgDb(s.databaseUrl) : await createPgliteDb(path.join(s.dataDir, 'pglite'));
  await migrateDb(handle);
  if (s.seedDemo) await seed(handle.db, { storage: nodeStorage(s) });
  return handle;
}

/** Builds the app for Node with real adapters where configured and local ones otherwise. */
export function createNodeApp(handle: DbHandle, s: NodeSettings) {
  const signingSecret = signingSecretFor(s.environment, s.appSecret);
  const useKakaoSimulator = !s.kakaoClientId;
  const created: { app?: ReturnType<typeof createApp>['app'] } = {};
  const log = consoleLogger({ stacks: s.logStacks });
  const deps: AppDeps = {
    openDb: () => ({ db: handle.db }),
    storage: nodeStorage(s),
    mailer:
      s.mailEndpoint && s.mailApiKey
        ? createHttpMailer({ endpoint: s.mailEndpoint, apiKey: s.mailApiKey, from: s.mailFrom ?? 'no-reply@example.com' })
        : outboxMailer,
    clock: { now: () => new Date() },
    kakao: createKakaoOAuth({
      clientId: s.kakaoClientId ?? 'local-simulator',
      clientSecret: s.kakaoClientSecret,
      ...(useKakaoSimulator ? KAKAO_SIMULATOR_ENDPOINTS : KAKAO_ENDPOINTS),
      // The simulator is part of this app: reach it in-process.
      fetch: useKakaoSimulator ? (req) => Promise.resolve(created.app!.fetch(req)) : undefined,
      log,
    }),
    log,
    config: {
      environment: s.environment,
      publicBaseUrl: s.publicBaseUrl,
      kakao: { clientId: s.kakaoClientId ?? 'local-simulator' },
      devRoutes: s.environment !== 'production',
      trustProxy: s.trustProxy,
      signingSecret,
    },
  };
  const result = createApp(deps);
  created.app = result.app;
  return { ...result, deps };
}
