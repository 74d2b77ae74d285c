/** Reads the Korean text to show from any failure (platform.md §8). */
interface TrpcLikeError {
  message?: string;
  data?: { detail?: string | null; appCode?: string | null; field?: string | null; httpStatus?: number } | null;
}

/** An error from a REST call: the body's detail, its code and the status. */
export class HttpError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    readonly field?: string,
    readonly headers?: Headers,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export function errorDetail(err: unknown, fallback?: string): string {
  if (!err) return fallback ?? '';
  if (err instanceof HttpError) return err.message || fallback || `HTTP error! status: ${err.status}`;
  const e = err as TrpcLikeError;
  if (e.data?.detail) return e.data.detail;
  if (fallback) return fallback;
  if (e.data?.httpStatus) return `HTTP error! status: ${e.data.httpStatus}`;
  return e.message || '';
}

export function errorCode(err: unknown): string | undefined {
  if (err instanceof HttpError) return err.code;
  return (err as TrpcLikeError)?.data?.appCode ?? undefined;
}

export function errorStatus(err: unknown): number | undefined {
  if (err instanceof HttpError) return err.status;
  return (err as TrpcLikeError)?.data?.httpStatus;
}

/** The server detail when there is one, else the given fallback (for flows whose spec names a default). */
export function detailOr(err: unknown, fallback: string): string {
  // Server faults say nothing useful to the user; the flow's own message is better there.
  const status = errorStatus(err);
  if (status !== undefined && status >= 500) return fallback;
  if (err instanceof HttpError) return err.code ? err.message : fallback;
  return (err as TrpcLikeError)?.data?.detail || fallback;
}
