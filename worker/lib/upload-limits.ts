/** A positive whole number from the environment, or undefined (then the default holds). */
const positive = (raw: string | undefined): number | undefined => {
  const n = Number(raw);
  return raw && Number.isSafeInteger(n) && n > 0 ? n : undefined;
};

/**
 * The per-account upload limits from UPLOAD_OPEN_TICKETS_MAX and UPLOAD_PENDING_BYTES_MAX; each
 * unset one keeps its default (100 open tickets, 2 GB of pending unsaved bytes).
 */
export function uploadLimitsFrom(env: { UPLOAD_OPEN_TICKETS_MAX?: string; UPLOAD_PENDING_BYTES_MAX?: string }) {
  return {
    openTickets: positive(env.UPLOAD_OPEN_TICKETS_MAX) ?? 100,
    pendingBytes: positive(env.UPLOAD_PENDING_BYTES_MAX) ?? 2 * 1024 ** 3,
  };
}
