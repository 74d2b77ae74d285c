import { initTRPC, TRPCError } from '@trpc/server';
import superjson from 'superjson';
import type { ServiceCtx } from '../env';
import { toErrorBody } from '../middleware/errors';

export interface TrpcContext {
  svc: ServiceCtx;
  /** Response headers a procedure wants to set (e.g. x-social-login). */
  resHeaders: Headers;
}

const STATUS_TO_TRPC: Record<number, TRPCError['code']> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE_CONTENT',
  429: 'TOO_MANY_REQUESTS',
  502: 'BAD_GATEWAY',
  503: 'SERVICE_UNAVAILABLE',
};

const t = initTRPC.context<TrpcContext>().create({
  transformer: superjson,
  errorFormatter({ shape, error }) {
    // The same mapping as REST: the client reads `data.detail` (Korean) and `data.appCode`.
    const { status, body } = toErrorBody(error.cause ?? error);
    // tRPC's own errors (bad method, unknown procedure) keep their message; unknown failures say nothing internal.
    const detail = status >= 500 && error.code !== 'INTERNAL_SERVER_ERROR' ? shape.message : body.detail;
    const { stack: _stack, ...data } = shape.data;
    return { ...shape, message: detail, data: { ...data, detail, appCode: body.code, field: body.field ?? null } };
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/** Turns service errors into tRPC errors with the same status the REST path would give. */
const mapErrors = t.middleware(async ({ ctx, next, path, type }) => {
  const result = await next();
  if (result.ok || result.error.code !== 'INTERNAL_SERVER_ERROR') return result;
  const cause = result.error.cause ?? result.error;
  const { status, headers } = toErrorBody(cause);
  for (const [k, v] of Object.entries(headers ?? {})) ctx.resHeaders.set(k, v);
  const code = STATUS_TO_TRPC[status];
  if (!code) {
    ctx.svc.deps.log.error(`${type} ${path} failed`, cause);
    return result;
  }
  throw new TRPCError({ code, message: result.error.message, cause });
});

export const publicProcedure = t.procedure.use(mapErrors);
