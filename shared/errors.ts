/** The closed list of error codes every service throws; each transport maps them once. */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  SOCIAL_ACCOUNT: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  FEATURE_DISABLED: 403,
  NOT_FOUND: 404,
  TENANT_NOT_FOUND: 404,
  CONFLICT: 409,
  /** The merchant's plan allows no more products (commerce.md §5): the product form shows the plan-limit warning on it. */
  PLAN_LIMIT: 403,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA: 415,
  VALIDATION: 422,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  /** A provider we depend on (mail, Kakao, card gateway) failed. */
  UPSTREAM: 502,
  TENANT_INACTIVE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  readonly code: ErrorCode;
  /** The field a validation error is about, when there is one. */
  readonly field?: string;
  /** Extra response headers (e.g. x-social-login). */
  readonly headers?: Record<string, string>;

  constructor(code: ErrorCode, detail: string, opts: { field?: string; headers?: Record<string, string> } = {}) {
    super(detail);
    this.name = 'AppError';
    this.code = code;
    this.field = opts.field;
    this.headers = opts.headers;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;
