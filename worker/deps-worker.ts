import { createNeonDb } from '../db/client-neon';
import { createApp, type CreatedApp } from './app';
import type { AppConfig, AppDeps } from './env';
import { signingSecretFor } from './lib/signing-secret';
import { uploadLimitsFrom } from './lib/upload-limits';
import { createR2Storage, type R2Like, type R2S3Credentials } from './adapters/storage-r2';
import { outboxMailer } from './adapters/mail-outbox';
import { createHttpMailer } from './adapters/mail-http';
import { createKakaoOAuth, KAKAO_ENDPOINTS, KAKAO_SIMULATOR_ENDPOINTS } from './adapters/kakao';
import { KAKAO_SIMULATOR_APP_ID } from './adapters/kakao-simulator';
import { createEasyPay, EASYPAY_HOSTS, EASYPAY_SIMULATOR_HOSTS } from './adapters/easypay';
import { pointGatewayFor } from './adapters/points';
import { chainBridgeFor } from './adapters/bridge';
import { consoleLogger } from './adapters/log-console';
import { alimtalkFor, alimtalkSettings } from './adapters/alimtalk';
import { appPageHandler } from './web/serve-app-page';
import { runStatementsUnnamed } from './lib/prepared';

/**
 * The Worker's bindings (wrangler.toml vars, secrets, R2, assets). Typed without the Workers types
 * so the main tsconfig checks this file too; worker/index.ts checks it against the real ones.
 */
export interface WorkerEnv {
  /** Secret: the Neon (or any PostgreSQL behind a ws proxy) connection string. */
  DATABASE_URL: string;
  /** Local use only: host:port/path of a WebSocket-to-TCP proxy in front of a plain PostgreSQL. */
  NEON_WS_PROXY?: string;
  MEDIA: R2Like;
  ASSETS?: { fetch(request: Request): Promise<Response> };
  APP_ENV?: string;
  PUBLIC_BASE_URL?: string;
  KAKAO_CLIENT_ID?: string;
  KAKAO_CLIENT_SECRET?: string;
  /** The numeric id of this site's Kakao app (access tokens of other apps are refused). */
  KAKAO_APP_ID?: string;
  /** 'true': the card gateway is KICC's even outside production (else the simulator there). */
  EASYPAY_LIVE?: string;
  /** PortOne's REST API key and secret: wallet top-ups through PortOne (else the simulator outside production). */
  PORTONE_API_KEY?: string;
  PORTONE_API_SECRET?: string;
  /** The chain bridge's base URL and (secret) API key: withdraws through it (else the simulator outside production). */
  BRIDGE_API_URL?: string;
  BRIDGE_API_KEY?: string;
  MAIL_API_URL?: string;
  MAIL_API_KEY?: string;
  MAIL_FROM?: string;
  /** Kakao Alimtalk provider (all four, else the simulator outside production). */
  ALIMTALK_API_URL?: string;
  ALIMTALK_APP_KEY?: string;
  ALIMTALK_SECRET_KEY?: string;
  ALIMTALK_SENDER_KEY?: string;
  /** Secret: HMAC key of signed upload tokens; the Worker refuses to start in production without it. */
  APP_SECRET?: string;
  /** R2's S3 API (an R2 API token): with all four, browsers upload straight to R2 by presigned URL. */
  R2_ACCOUNT_ID?: string;
  R2_ACCESS_KEY_ID?: string;
  R2_SECRET_ACCESS_KEY?: string;
  R2_BUCKET?: string;
  /** "true": expected provider failures are logged with their stack, not as one line. */
  LOG_STACKS?: string;
  /** Per-account upload limits (defaults: 100 open tickets, 2 GB pending). */
  UPLOAD_OPEN_TICKETS_MAX?: string;
  UPLOAD_PENDING_BYTES_MAX?: string;
}

function r2Credentials(env: WorkerEnv): R2S3Credentials | undefined {
  const { R2_ACCOUNT_ID, R2_ACCESS_KEY_ID, R2_SECRET_ACCESS_KEY, R2_BUCKET } = env;
  if (!R2_ACCOUNT_ID || !R2_ACCESS_KEY_ID || !R2_SECRET_ACCESS_KEY || !R2_BUCKET) return undefined;
  return { accountId: R2_ACCOUNT_ID, accessKeyId: R2_ACCESS_KEY_ID, secretAccessKey: R2_SECRET_ACCESS_KEY, bucket: R2_BUCKET };
}

export function workerEnvironment(env: WorkerEnv): AppConfig['environment'] {
  // Anything but an explicit development or test name is production: dev routes stay off by default.
  return env.APP_ENV === 'development' || env.APP_ENV === 'test' ? env.APP_ENV : 'production';
}

/** Opens the database of one request or cron run; the caller must close it before it ends. */
export function openWorkerDb(env: WorkerEnv) {
  if (!env.DATABASE_URL) throw new Error('DATABASE_URL is not set (wrangler secret put DATABASE_URL)');
  return createNeonDb(env.DATABASE_URL, { wsProxy: env.NEON_WS_PROXY || undefined });
}

/** Builds the app from the bindings; called once per isolate. */
export function createWorkerApp(env: WorkerEnv): CreatedApp & { deps: AppDeps } {
  const environment = workerEnvironment(env);
  const signingSecret = signingSecretFor(environment, env.APP_SECRET);
  const useKakaoSimulator = !env.KAKAO_CLIENT_ID && environment !== 'production';
  const kakaoClientId = env.KAKAO_CLIENT_ID ?? 'local-simulator';
  const useEasyPaySimulator = environment !== 'production' && env.EASYPAY_LIVE !== 'true';
  const created: { app?: CreatedApp['app'] } = {};
  const log = consoleLogger({ stacks: env.LOG_STACKS === 'true' });
  runStatementsUnnamed();
  const deps: AppDeps = {
    // A Neon pool's sockets belong to the request that opened them (workerd forbids I/O across
    // requests), so each request gets its own pool and ends it when its response is done.
    openDb: () => {
      const handle = openWorkerDb(env);
      return { db: handle.db, release: () => handle.close() };
    },
    storage: createR2Storage(env.MEDIA, r2Credentials(env)),
    mailer:
      env.MAIL_API_URL && env.MAIL_API_KEY
        ? createHttpMailer({ endpoint: env.MAIL_API_URL, apiKey: env.MAIL_API_KEY, from: env.MAIL_FROM ?? 'no-reply@example.com' })
        : outboxMailer,
    alimtalk: alimtalkFor(environment, alimtalkSettings(env)),
    clock: { now: () => new Date() },
    kakao: createKakaoOAuth({
      clientId: kakaoClientId,
      clientSecret: env.KAKAO_CLIENT_SECRET,
      ...(useKakaoSimulator ? KAKAO_SIMULATOR_ENDPOINTS : KAKAO_ENDPOINTS),
      // The simulator is part of this app: reach it in-process, not through a subrequest.
      fetch: useKakaoSimulator ? (req) => Promise.resolve(created.app!.fetch(req)) : undefined,
      log,
    }),
    // The gateway simulator stands in outside production unless EASYPAY_LIVE=true asks for KICC's hosts.
    payments: createEasyPay({
      hosts: useEasyPaySimulator ? EASYPAY_SIMULATOR_HOSTS : EASYPAY_HOSTS,
      fetch: useEasyPaySimulator ? (req) => Promise.resolve(created.app!.fetch(req)) : undefined,
      log,
    }),
    points: pointGatewayFor(environment, { apiKey: env.PORTONE_API_KEY, apiSecret: env.PORTONE_API_SECRET }, { now: () => new Date() }, log),
    bridge: chainBridgeFor(environment, { url: env.BRIDGE_API_URL, apiKey: env.BRIDGE_API_KEY }, log),
    log,
    config: {
      environment,
      publicBaseUrl: env.PUBLIC_BASE_URL || undefined,
      kakao: { clientId: kakaoClientId, appId: env.KAKAO_APP_ID || (useKakaoSimulator ? KAKAO_SIMULATOR_APP_ID : undefined) },
      devRoutes: environment !== 'production',
      signingSecret,
      uploadLimits: uploadLimitsFrom(env),
    },
  };
  const result = createApp(deps);
  created.app = result.app;
  // App routes: index.html from the assets (html_handling = "none": served by its own name), with the tenant in it.
  result.app.get('*', appPageHandler(deps, () => indexHtmlFromAssets(env)));
  return { ...result, deps };
}

async function indexHtmlFromAssets(env: WorkerEnv): Promise<string | null> {
  if (!env.ASSETS) return null;
  const res = await env.ASSETS.fetch(new Request('https://assets.invalid/index.html'));
  return res.ok ? res.text() : null;
}
