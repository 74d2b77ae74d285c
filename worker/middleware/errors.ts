import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ZodError } from 'zod';
import { AppError, ERROR_STATUS } from '../../shared/errors';
import { MSG } from '../../shared/messages';
import type { Logger } from '../adapters/types';

export interface ErrorBody {
  detail: string;
  code: string;
  field?: string;
}

/** Any thrown value → status and a safe body. Nothing internal (stack, SQL) leaves the server. */
export function toErrorBody(err: unknown): { status: number; body: ErrorBody; headers?: Record<string, string> } {
  if (err instanceof AppError) {
    return { status: err.status, body: { detail: err.message, code: err.code, field: err.field }, headers: err.headers };
  }
  if (err instanceof ZodError) {
    const issue = err.issues[0];
    const field = issue?.path.join('.') || undefined;
    const detail = issue && !issue.message.startsWith('Invalid') ? issue.message : MSG.invalidInput;
    return { status: ERROR_STATUS.VALIDATION, body: { detail, code: 'VALIDATION', field } };
  }
  if (err instanceof HTTPException) {
    const status = err.status;
    const code = status === 413 ? 'PAYLOAD_TOO_LARGE' : status === 401 ? 'UNAUTHORIZED' : 'BAD_REQUEST';
    return { status, body: { detail: status === 413 ? MSG.payloadTooLarge : MSG.invalidInput, code } };
  }
  if (err instanceof SyntaxError) {
    return { status: 400, body: { detail: MSG.invalidInput, code: 'BAD_REQUEST' } };
  }
  return { status: 500, body: { detail: MSG.internal, code: 'INTERNAL' } };
}

/** The REST error answer; an unexpected error (a 500) is logged with its stack. */
export function restErrorHandler(log: Logger) {
  return (err: Error, c: Context) => {
    const { status, body, headers } = toErrorBody(err);
    if (body.code === 'INTERNAL') log.error(`[${c.get('requestId') ?? '-'}] ${c.req.method} ${c.req.path} failed`, err);
    for (const [k, v] of Object.entries(headers ?? {})) c.header(k, v);
    return c.json(body, status as 400);
  };
}
