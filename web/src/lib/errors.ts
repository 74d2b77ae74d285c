import { SHELL_MSG as MSG } from '../../../shared/messages-shell';

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
  // Server faults say nothing useful to the user; the flow's own message is better there. A 502 is
  // the gateway's refusal (a refund it would not make), which the server words for the user.
  const status = errorStatus(err);
  if (status !== undefined && status >= 500 && status !== 502) return fallback;
  if (err instanceof HttpError) return err.code ? err.message : fallback;
  return (err as TrpcLikeError)?.data?.detail || fallback;
}

/** How a failed load reads on screen (QueryErrorState): a refusal, a miss, or a failure. */
export interface LoadFailure {
  kind: 'forbidden' | 'notFound' | 'failed';
  title: string;
  /** A second line: the server's reason for a refusal or a bad request, the not-found hint. */
  text?: string;
  /** Only a failure that may pass next time (no answer, a 5xx, a timeout or a rate limit) offers a retry. */
  retry: boolean;
}

/** A screen's own words for each kind; the rest fall back to the general ones. */
export interface LoadFailureTexts {
  forbidden?: string;
  notFound?: string;
  notFoundHint?: string;
  failed?: string;
}

const RETRYABLE = new Set([408, 429]);

/** The one mapping of a query or mutation error to what every screen shows (403 refusal, 404 miss, else failure). */
export function loadFailure(err: unknown, texts: LoadFailureTexts = {}): LoadFailure {
  const status = errorStatus(err);
  const code = errorCode(err);
  const detail = status !== undefined && status < 500 ? errorDetail(err) : '';
  if (code === 'FEATURE_DISABLED') return { kind: 'forbidden', title: detail || MSG.featureDisabled, retry: false };
  if (status === 403) {
    const title = texts.forbidden ?? MSG.noAccess;
    return { kind: 'forbidden', title, text: detail && detail !== title ? detail : undefined, retry: false };
  }
  if (status === 404) return { kind: 'notFound', title: texts.notFound ?? MSG.notFound, text: texts.notFoundHint ?? MSG.notFoundHint, retry: false };
  const title = texts.failed ?? MSG.homeLoadFailed;
  if (status === undefined || status >= 500 || RETRYABLE.has(status)) return { kind: 'failed', title, retry: true };
  // Any other 4xx will answer the same again: say why, and offer no retry.
  return { kind: 'failed', title, text: detail && detail !== title ? detail : undefined, retry: false };
}

/** A failure worth trying again (for inline retries that show no QueryErrorState). */
export const canRetry = (err: unknown): boolean => loadFailure(err).retry;
