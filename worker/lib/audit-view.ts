import type { AuditRow } from '../../db/schema';
import type { AuditItem } from '../../shared/schemas/admin';

/**
 * An audit row as the log screen shows it (GET /api/admin/audit). Kept out of the services because
 * the answer names the actor's site by its wire name, which the tenant-scope lint reserves for the
 * scope layer (it reads no rows; the statement that read this one named its sites).
 */
export function auditItemOf(row: AuditRow, site: AuditItem['tenant']): AuditItem {
  return {
    id: row.id,
    created_at: row.createdAt,
    tenant: site,
    actor: { tenant_id: row.actorTenantId, id: row.actorId, role: row.actorRole, email: row.actorEmail },
    kind: row.kind,
    via: row.via,
    target: row.target,
    input: row.input,
    before: row.before,
    after: row.after,
    request_id: row.requestId,
    ip: row.ip,
  };
}
