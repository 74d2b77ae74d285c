import { z } from 'zod';
import { listConsents } from '../services/dev/list-consents';
import { listOutbox } from '../services/dev/list-outbox';
import { endpoint } from './define';

/** Development-only helpers (never mounted in production): the mail outbox and the sign-up consents the e2e tests read. */
export const devEndpoints = {
  outbox: endpoint({
    rest: { method: 'GET', path: '/api/dev/outbox' },
    trpc: false,
    access: 'public',
    devOnly: true,
    input: z.object({ to: z.string().max(320).optional() }),
    action: ({ ctx, input }) => listOutbox({ ctx, input }),
  }),
  consents: endpoint({
    rest: { method: 'GET', path: '/api/dev/consents' },
    trpc: false,
    access: 'public',
    devOnly: true,
    input: z.object({ email: z.string().min(1).max(320) }),
    action: ({ ctx, input }) => listConsents({ ctx, input }),
  }),
};
