import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { ROLE_NAMES } from '../../shared/access-policy';
import { tenants } from './tenants';

/**
 * One write of an audited actor (shared/access-policy.ts ROLES.audited: merchants and the system
 * administrator): who, when, on which site, what (the endpoint), and the changed thing before and
 * after. Written by the endpoint layer (worker/endpoints/run-endpoint.ts) in the same transaction
 * as the change, so a change that rolls back leaves no row and a row always names a change that
 * happened. `tenant_id` is the site whose rows changed (for the tenant console, the tenant edited);
 * the actor is an account of `actor_tenant_id`, which may be another site.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    actorTenantId: integer('actor_tenant_id').notNull(),
    /** Null for an account deleted since (kept: the log outlives the account). */
    actorId: integer('actor_id'),
    actorRole: text('actor_role', { enum: ROLE_NAMES }).notNull(),
    /** The actor's e-mail when it acted (accounts change and go; the log does not). */
    actorEmail: text('actor_email').notNull(),
    /** The endpoint: its procedure name (`admin.tenants.updateSettings`). */
    kind: text('kind').notNull(),
    /** How it was called: `PUT /api/admin/tenants/{id}/settings` or `trpc`. */
    via: text('via').notNull(),
    /** What changed, as `<thing>:<id>` (`tenant:3`, `product:12`), when the endpoint names it. */
    target: text('target'),
    /** The input as received, secrets and files left out (worker/lib/redact.ts). */
    input: jsonb('input'),
    before: jsonb('before'),
    after: jsonb('after'),
    requestId: text('request_id').notNull(),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The screen's filters, newest first: by site, by actor's e-mail, by kind, and across every site.
    index('audit_log_tenant_idx').on(t.tenantId, t.createdAt.desc(), t.id.desc()),
    // E-mails are stored lower case (accounts keep them so): the actor filter compares them as they are.
    index('audit_log_actor_email_idx').on(t.actorEmail, t.createdAt.desc(), t.id.desc()),
    index('audit_log_kind_idx').on(t.kind, t.createdAt.desc(), t.id.desc()),
    index('audit_log_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('audit_log_target_idx').on(t.tenantId, t.target).where(sql`${t.target} is not null`),
  ],
);

export type AuditRow = typeof auditLog.$inferSelect;
