import { and, count, eq, gte, ilike, like, lt, or, sql } from 'drizzle-orm';
import { auditLog, tenants } from '../../../../db/schema';
import { AppError } from '../../../../shared/errors';
import { MSG } from '../../../../shared/messages';
import type { AuditList, AuditListQuery } from '../../../../shared/schemas/admin';
import { koreanDay } from '../../../../shared/wallet';
import type { PlatformCtx } from '../../../env';
import { auditItemOf } from '../../../lib/audit-view';
import { cappedTotal } from '../../../lib/list-totals';
import { tenantColumn } from '../../../scope/tenant-scope';
import { containsPattern } from '../../catalogue/internal-text-search';
import { allTenantIds } from '../tenants/internal';

const DAY_MS = 86_400_000;
const FULL_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The instant a Korean day (Asia/Seoul, UTC+9) starts; a day that does not exist (02-31) is refused. */
function seoulMidnight(day: string, field: string): Date {
  const at = new Date(`${day}T00:00:00+09:00`);
  if (Number.isNaN(at.getTime()) || koreanDay(at) !== day) throw new AppError('VALIDATION', MSG.auditDateInvalid, { field });
  return at;
}

/** The query as the endpoint hands it: the site filter by its scope name. */
/**
 * Newest first, as the log's indexes hold it (db/schema/audit-log.ts: `desc()` there is DESC NULLS
 * LAST, while a plain DESC sorts nulls first and could not be read from them).
 */
export const AUDIT_ORDER = [sql`${auditLog.createdAt} desc nulls last`, sql`${auditLog.id} desc nulls last`] as const;

export type AuditListInput = Pick<AuditListQuery, 'skip' | 'limit' | 'actor' | 'kind' | 'from' | 'to'> & { siteId?: number };

/**
 * GET /api/admin/audit (the project's own path): the audit log across every site (or one), newest
 * first, 20 a page, with the total (exact up to 1,000, the planner's estimate past it: lib/list-totals.ts). Filters: the actor (a full e-mail matches exactly, any other text
 * is a part of it), the kind (exactly, or every kind under a prefix: `admin.tenants`), and Korean days
 * `from` to `to`, both included. The order is an index's (db/schema/audit-log.ts): audit_log_tenant_idx
 * for one site, audit_log_kind_idx for an exact kind, audit_log_created_idx across sites.
 */
export async function listAudit({ ctx, input }: { ctx: PlatformCtx; input: AuditListInput }): Promise<AuditList> {
  const from = input.from === undefined ? undefined : seoulMidnight(input.from, 'from');
  const to = input.to === undefined ? undefined : new Date(seoulMidnight(input.to, 'to').getTime() + DAY_MS);
  const siteIds = input.siteId === undefined ? await allTenantIds(ctx) : [input.siteId];
  if (siteIds.length === 0) return { items: [], total: 0, skip: input.skip, limit: input.limit };
  const actor = input.actor
    ? FULL_EMAIL.test(input.actor)
      ? eq(auditLog.actorEmail, input.actor.toLowerCase())
      : ilike(auditLog.actorEmail, containsPattern(input.actor))
    : undefined;
  const kind = input.kind ? or(eq(auditLog.kind, input.kind), like(auditLog.kind, `${input.kind.replace(/[\\%_]/g, (ch) => `\\${ch}`)}.%`)) : undefined;
  const where = ctx.platform
    .sites(siteIds)
    .where(auditLog, and(actor, kind, from ? gte(auditLog.createdAt, from) : undefined, to ? lt(auditLog.createdAt, to) : undefined));
  const [rows, n] = await Promise.all([
    ctx.db
      .select({ row: auditLog, site: { id: tenants.id, name: tenants.name, display_name: tenants.displayName } })
      .from(auditLog)
      .innerJoin(tenants, eq(tenants.id, tenantColumn(auditLog)))
      .where(where)
      .orderBy(...AUDIT_ORDER)
      .limit(input.limit)
      .offset(input.skip),
    cappedTotal(ctx.db, ctx.db.select({ one: sql`1` }).from(auditLog).where(where), { textSearch: actor !== undefined }),
  ]);
  return { items: rows.map((r) => auditItemOf(r.row, r.site)), total: n, skip: input.skip, limit: input.limit };
}
