import type { AppConfig } from '../env';

/** Outside production a fixed key keeps development simple; production must set its own. */
export const DEV_SIGNING_SECRET = 'local-market-development-signing-secret';

export function signingSecretFor(environment: AppConfig['environment'], secret: string | undefined): string {
  if (secret) return secret;
  if (environment === 'production') throw new Error('APP_SECRET is not set: production needs its own signing secret');
  return DEV_SIGNING_SECRET;
}
