/** The repository's `.env`. */
export const ENV_FILE: string;
/** Loads `.env` when present (the real environment wins); answers its path or null. */
export function loadDotEnv(): string | null;
