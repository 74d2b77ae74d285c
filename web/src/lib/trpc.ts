import { createTRPCReact, httpBatchLink, type CreateTRPCReact } from '@trpc/react-query';
import type { TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import superjson from 'superjson';
import type { AppRouter } from '../../../worker/trpc/root';
import { getToken } from './session';
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

export function createTrpcClient() {
  return trpc.createClient({
    links: [
      unauthorizedLink,
      httpBatchLink({
        url: '/trpc',
        transformer: superjson,
        headers() {
          const token = getToken();
          return token ? { Authorization: `Bearer ${token}` } : {};
        },
        async fetch(url, init) {
          const res = await fetch(url, init as RequestInit);
          const social = res.headers.get('x-social-login');
          if (social) lastSocialProvider = social;
          return res;
        },
      }),
    ],
  });
}
