import { TRPCClientError, type OperationLink, type TRPCLink } from '@trpc/client';
import { createTRPCReact, type CreateTRPCReact } from '@trpc/react-query';
import { observable, type Unsubscribable } from '@trpc/server/observable';
import type { AppRouter } from '../../../worker/trpc/root';
import { handleUnauthorized } from './unauthorized';

export const trpc: CreateTRPCReact<AppRouter, unknown> = createTRPCReact<AppRouter>();

/** Calls whose 401 is an answer for the form (or, for logout, moot), not an expired session. */
const LOGIN_CALLS = new Set(['auth.login', 'auth.kakaoLogin', 'auth.kakaoCallback', 'auth.logout']);

/** The provider named by the last x-social-login response header (platform.md §8). */
let lastSocialProvider: string | null = null;
export const takeSocialProvider = (): string | null => {
  const p = lastSocialProvider;
  lastSocialProvider = null;
  return p;
};

const unauthorizedLink: TRPCLink<AppRouter> = () => ({ op, next }) =>
  observable((observer) =>
    next(op).subscribe({
      next: (v) => observer.next(v),
      complete: () => observer.complete(),
      error: (err) => {
        if (err.data?.httpStatus === 401 && !LOGIN_CALLS.has(op.path)) handleUnauthorized();
        observer.error(err);
      },
    }),
  );

const loadHttpLink = () => import('./trpcHttp').then((m) => m.createHttpLink((provider) => (lastSocialProvider = provider)));
let httpLink: Promise<TRPCLink<AppRouter>> | null = null;
const httpLinkOnce = () => (httpLink ??= loadHttpLink().catch((err: unknown) => {
  httpLink = null;
  throw err;
}));

/** Starts loading the transport before the first call needs it. */
export const preloadTransport = () => void httpLinkOnce().catch(() => {});

/**
 * The transport (lib/trpcHttp.ts: httpBatchLink and superjson), loaded at the first call: calls of
 * one tick still share one batch, as they all wait for the same load.
 */
const lazyHttpLink: TRPCLink<AppRouter> = (runtime) => {
  let link: Promise<OperationLink<AppRouter>> | null = null;
  return ({ op }) =>
    observable((observer) => {
      let subscription: Unsubscribable | null = null;
      let cancelled = false;
      (link ??= httpLinkOnce().then((make) => make(runtime))).then(
        (terminating) => {
          if (cancelled) return;
          subscription = terminating({
            op,
            next: () => {
              throw new Error('the http link ends the chain');
            },
          }).subscribe(observer);
        },
        (err: unknown) => {
          link = null;
          if (!cancelled) observer.error(TRPCClientError.from(err instanceof Error ? err : new Error(String(err))));
        },
      );
      return () => {
        cancelled = true;
        subscription?.unsubscribe();
      };
    });
};

export function createTrpcClient() {
  return trpc.createClient({ links: [unauthorizedLink, lazyHttpLink] });
}
