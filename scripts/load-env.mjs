// Loads the repository's `.env` (see .env.example) into process.env when there is one. A variable
// already set in the real environment wins over the file (process.loadEnvFile never overrides).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ENV_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '.env');

/** Answers the file it loaded, or null when there is none. */
export function loadDotEnv() {
  if (!existsSync(ENV_FILE)) return null;
  process.loadEnvFile(ENV_FILE);
  return ENV_FILE;
}
