import { z } from 'zod';
import { listOutbox } from '../services/dev/list-outbox';
import { endpoint } from './define';

/** Development-only helpers (never mounted in production): the mail outbox the e2e tests read. */
export const devEndpoints = {
  outbox: endpoint({
    rest: { method: 'GET', path: '/api/dev/outbox' },
    trpc: false,
    access: 'public',
    devOnly: true,
    input: z.object({ to: z.string().max(320).optional() }),
    action: ({ ctx, input }) => listOutbox({ ctx, input }),
  }),
};
