import { and, desc, eq } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema';
import type { RouteRegistry } from './registry';

const OUTBOX_PAGE = 50;

/** Development-only helpers (never registered in production): the mail outbox the e2e tests read. */
export function devRoutes(r: RouteRegistry): void {
  r.add({
    method: 'GET',
    path: '/api/dev/outbox',
    access: 'public',
    devOnly: true,
    handler: async (c, svc) => {
      const to = c.req.query('to')?.trim().toLowerCase();
      const rows = await svc.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.tenantId, svc.tenant.id), to ? eq(mailOutbox.to, to) : undefined))
        .orderBy(desc(mailOutbox.id))
        .limit(OUTBOX_PAGE);
      return c.json({
        messages: rows.map((m) => ({
          id: m.id,
          to: m.to,
          subject: m.subject,
          text: m.text,
          html: m.html,
          created_at: m.createdAt.toISOString(),
        })),
      });
    },
  });
}
