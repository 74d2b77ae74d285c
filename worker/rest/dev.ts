import { listOutbox } from '../services/dev/list-outbox';
import type { RouteRegistry } from './registry';

/** Development-only helpers (never registered in production): the mail outbox the e2e tests read. */
export function devRoutes(r: RouteRegistry): void {
  r.add({
    method: 'GET',
    path: '/api/dev/outbox',
    access: 'public',
    devOnly: true,
    handler: async (c, svc) => c.json(await listOutbox({ ctx: svc, input: { to: c.req.query('to') } })),
  });
}
