/** Builds web/dist and dist/server when either is missing or older than its sources. */
export function buildIfStale(): Promise<void>;
