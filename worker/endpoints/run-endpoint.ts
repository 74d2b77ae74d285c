import { auditLog } from '../../db/schema';
import { holds, isAudited } from '../../shared/access-policy';
import type { ServiceCtx } from '../env';
import { redact } from '../lib/redact';
import { forgetSessions } from '../middleware/session';
import { forgetTenants } from '../scope/tenant-cache';
import { withTransaction } from '../scope/transaction';
import type { AnyEndpoint } from './define';

/** How the call came: `PUT /api/admin/tenants/{id}/settings`, or `trpc`. */
export type Via = { method: string; path: string } | 'trpc';

/** The audit record of one write, before its before and after are known (ServiceCtx.audit). */
export interface PendingAudit {
  tenantId: number;
  actorTenantId: number;
  actorId: number;
  actorRole: NonNullable<ServiceCtx['user']>['userType'];
  actorEmail: string;
  kind: string;
  via: string;
  target: string | null;
  input: unknown;
  requestId: string;
  ip: string;
  /**
   * The endpoint's subject reader, bound to its input: with `ownTransactions` each transaction the
   * action commits reads it at its start and end for its row's before and after.
   */
  read?: (ctx: ServiceCtx) => Promise<unknown>;
}

const isWrite = (ep: AnyEndpoint, via: Via) => (via === 'trpc' ? ep.trpc === 'mutation' : via.method !== 'GET');

/**
 * Runs an endpoint's action for both transports, after the gate and the input's parse. A write by an
 * audited role (shared/access-policy.ts) is one transaction with its audit row: the action, the
 * subject read before and after it, and the row commit or roll back together. An action that opens
 * its own transactions (`ownTransactions`: it calls out between writes) gets the record on its
 * context instead, and withTransaction adds a row to each transaction it commits.
 */
export async function runEndpoint(ep: AnyEndpoint, name: string, via: Via, ctx: ServiceCtx, input: unknown): Promise<unknown> {
  const user = ctx.user;
  let out: unknown;
  // A public endpoint (login, sign-up, a Kakao callback) acts for anyone, not with the bearer's authority: not theirs to log.
  if (!user || holds(null, ep.access) || !isWrite(ep, via) || !isAudited(user.userType)) {
    out = await ep.action({ ctx, input });
  } else {
    const pending: PendingAudit = {
      tenantId: ep.audit?.site?.(input) ?? ctx.tenant.id,
      actorTenantId: ctx.own.tenantId,
      actorId: user.id,
      actorRole: user.userType,
      actorEmail: user.email,
      kind: name,
      via: via === 'trpc' ? 'trpc' : `${via.method} ${via.path}`,
      target: ep.audit?.target?.(input) ?? null,
      input: redact(input),
      requestId: ctx.request.requestId ?? '',
      ip: ctx.request.ip,
    };
    if (ep.ownTransactions) {
      const subject = ep.audit?.subject;
      const read = subject ? (tx: ServiceCtx) => subject({ ctx: tx, input }) : undefined;
      out = await ep.action({ ctx: { ...ctx, audit: { ...pending, read } }, input });
    } else {
      out = await withTransaction(ctx, async (tx) => {
        const before = ep.audit?.subject ? await ep.audit.subject({ ctx: tx, input }) : null;
        const answer = await ep.action({ ctx: tx, input });
        const after = ep.audit?.subject ? await ep.audit.subject({ ctx: tx, input }) : answer;
        await writeAudit(tx, pending, before, after);
        return answer;
      });
    }
  }
  // After the commit: a look-up made between the change and its commit cannot keep the old row.
  if (ep.changesTenant) forgetTenants();
  if (ep.changesSessions) forgetSessions();
  return out;
}

/** The audit row of a change, in the change's transaction (`ctx.db` is it). */
export async function writeAudit(ctx: ServiceCtx, pending: PendingAudit, before: unknown, after: unknown): Promise<void> {
  const { read: _read, ...row } = pending;
  await ctx.db.insert(auditLog).values({
    ...row,
    input: row.input ?? null,
    before: redact(before),
    after: redact(after),
    createdAt: ctx.deps.clock.now(),
  });
}
