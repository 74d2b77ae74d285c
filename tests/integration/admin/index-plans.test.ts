import { desc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, payments, tenants, type Tenant } from '../../../db/schema';
import { platformScope } from '../../../worker/scope/platform-scope';
import { AUDIT_ORDER } from '../../../worker/services/admin/audit/list-audit';
import { createTestApp, type TestApp } from '../../fixtures/app';

/**
 * The console's lists read their order from an index and stop at the page: every site's payments
 * (payments_created_idx), one site's (payments_tenant_idx), the audit log (its indexes, db/schema/audit-log.ts). Three sites with 1500 payments and
 * audit rows each, so the planner has a reason to prefer the indexes.
 */
let t: TestApp;
let sites: Tenant[];
const ROWS = 1500;

const planOf = async (table: string, query: Parameters<typeof sql>[1]) => {
  await t.db.execute(sql.raw(`vacuum analyze ${table}`));
  const res = (await t.db.execute(sql`explain ${query}`)) as unknown as { rows: Record<string, string>[] };
  return res.rows.map((r) => Object.values(r)[0]).join('\n');
};

beforeAll(async () => {
  t = await createTestApp();
  sites = [await t.createTenant(), await t.createTenant(), await t.createTenant()];
  for (const site of sites) {
    const { user } = await t.createUser(site, 'customer');
    await t.db.execute(sql`
      insert into payments (tenant_id, buyer_tenant_id, buyer_id, shop_order_no, goods_name, product_title, unit_price, qty, amount, order_type, buyer_name, buyer_email, buyer_tel, created_at, updated_at)
      select ${site.id}, ${site.id}, ${user.id}, 'plan-' || ${site.id} || '-' || i || '-' || md5(random()::text), '계획 사과', '계획 사과', 1000, 1, 1000, 'delivery', '김계획', 'plan@example.com', '010-0000-0000',
        now() - (i || ' minutes')::interval, now()
      from generate_series(1, ${ROWS}) as i`);
    await t.db.execute(sql`
      insert into audit_log (tenant_id, actor_tenant_id, actor_id, actor_role, actor_email, kind, via, request_id, ip, created_at)
      select ${site.id}, ${site.id}, ${user.id}, 'superuser', 'plan@example.com', 'admin.tenants.updateSettings', 'trpc', 'r' || i, '127.0.0.1', now() - (i || ' minutes')::interval
      from generate_series(1, ${ROWS}) as i`);
  }
}, 120_000);
afterAll(async () => t?.close());

const allIds = async (): Promise<number[]> => (await t.db.select({ id: tenants.id }).from(tenants)).map((r) => r.id);

describe('the console lists’ plans', () => {
  it('every site’s payments, newest first: payments_created_idx, no sort of the whole table', async () => {
    const plan = await planOf(
      'payments',
      t.db.select({ id: payments.id }).from(payments).where(platformScope.sites(await allIds()).where(payments)).orderBy(desc(payments.createdAt), desc(payments.id)).limit(20),
    );
    expect(plan).toContain('payments_created_idx');
    expect(plan).not.toMatch(/^\s*->\s*Sort/m);
  });

  it('one site’s payments, newest first: payments_tenant_idx', async () => {
    const plan = await planOf(
      'payments',
      t.db.select({ id: payments.id }).from(payments).where(platformScope.sites([sites[1].id]).where(payments)).orderBy(desc(payments.createdAt), desc(payments.id)).limit(20),
    );
    expect(plan).toContain('payments_tenant_idx');
    expect(plan).not.toMatch(/Sort/);
  });

  it('the audit log, newest first, across sites and of one site: audit_log_created_idx and audit_log_tenant_idx, no sort', async () => {
    const across = await planOf(
      'audit_log',
      t.db.select({ id: auditLog.id }).from(auditLog).where(platformScope.sites(await allIds()).where(auditLog)).orderBy(...AUDIT_ORDER).limit(20),
    );
    expect(across).toMatch(/audit_log_(created|tenant)_idx/);
    expect(across).not.toMatch(/Seq Scan/);
    const one = await planOf(
      'audit_log',
      t.db.select({ id: auditLog.id }).from(auditLog).where(platformScope.sites([sites[0].id]).where(auditLog)).orderBy(...AUDIT_ORDER).limit(20),
    );
    expect(one).toContain('audit_log_tenant_idx');
    expect(one).not.toMatch(/Sort/);
  });
});
