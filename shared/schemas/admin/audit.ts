import { z } from 'zod';
import type { Role } from '../../access-policy';
import { ADMIN_PAGE_MAX, ADMIN_PAGE_SIZE } from '../../admin-constants';
import { MSG } from '../../messages';
import { id, integerIn } from '../catalogue/common';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, MSG.auditDateInvalid);

/**
 * GET /api/admin/audit (the project's own path): the audit log, newest first, 20 a page, filtered by
 * site, actor (an e-mail, or part of it), kind (an endpoint name or its prefix: `admin.tenants`) and
 * Korean days (`from`, `to` inclusive). Platform scope: every site's.
 */
export const auditListSchema = z.object({
  skip: integerIn(0, 1_000_000).default(0),
  limit: integerIn(1, ADMIN_PAGE_MAX).default(ADMIN_PAGE_SIZE),
  tenant_id: id.optional(),
  actor: z.string().trim().max(254).optional().transform((s) => s || undefined),
  kind: z.string().trim().max(100).optional().transform((s) => s || undefined),
  from: day.optional().or(z.literal('').transform(() => undefined)),
  to: day.optional().or(z.literal('').transform(() => undefined)),
});
export type AuditListQuery = z.output<typeof auditListSchema>;

export interface AuditItem {
  id: number;
  created_at: Date;
  tenant: { id: number; name: string; display_name: string };
  actor: { tenant_id: number; id: number | null; role: Role; email: string };
  kind: string;
  via: string;
  target: string | null;
  input: unknown;
  before: unknown;
  after: unknown;
  request_id: string;
  ip: string;
}

export interface AuditList {
  items: AuditItem[];
  total: number;
  skip: number;
  limit: number;
}

/** The kinds the log holds (the filter's choices): every audited endpoint's name. */
export interface AuditKinds {
  kinds: string[];
}
