import type { AppConfig } from '../env';
import { createHttpAlimtalk, type HttpAlimtalkOptions } from './alimtalk-http';
import { alimtalkSimulator } from './alimtalk-outbox';
import type { AlimtalkSender } from './types';

export type AlimtalkSettings = Omit<HttpAlimtalkOptions, 'fetch' | 'timeoutMs'>;

/** The provider's settings when all four are set (the same names on Node and the Worker). */
export function alimtalkSettings(env: {
  ALIMTALK_API_URL?: string;
  ALIMTALK_APP_KEY?: string;
  ALIMTALK_SECRET_KEY?: string;
  ALIMTALK_SENDER_KEY?: string;
}): AlimtalkSettings | undefined {
  const { ALIMTALK_API_URL, ALIMTALK_APP_KEY, ALIMTALK_SECRET_KEY, ALIMTALK_SENDER_KEY } = env;
  if (!ALIMTALK_API_URL || !ALIMTALK_APP_KEY || !ALIMTALK_SECRET_KEY || !ALIMTALK_SENDER_KEY) return undefined;
  return { baseUrl: ALIMTALK_API_URL, appKey: ALIMTALK_APP_KEY, secretKey: ALIMTALK_SECRET_KEY, senderKey: ALIMTALK_SENDER_KEY };
}

/**
 * The provider when it is configured; else the simulator outside production. Production without it
 * refuses every send (the notifications are kept, retried, then marked failed with the reason), so a
 * missing setting shows in the outbox instead of being hidden.
 */
export function alimtalkFor(environment: AppConfig['environment'], settings: AlimtalkSettings | undefined): AlimtalkSender {
  if (settings) return createHttpAlimtalk(settings);
  if (environment !== 'production') return alimtalkSimulator;
  return {
    send: () => Promise.reject(new Error('alimtalk is not configured (ALIMTALK_API_URL, ALIMTALK_APP_KEY, ALIMTALK_SECRET_KEY, ALIMTALK_SENDER_KEY)')),
  };
}
