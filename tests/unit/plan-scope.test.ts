import { describe, expect, it } from 'vitest';
import { otherSitesRead, tenantScans, type PlanNode } from '../fixtures/plan-scope';

const byIndex = (over: Partial<PlanNode> = {}): PlanNode => ({
  'Node Type': 'Index Scan',
  'Relation Name': 'users',
  'Index Name': 'users_tenant_email_key',
  'Index Cond': '((tenant_id = $1) AND (email = $2))',
  'Actual Rows': 1,
  'Actual Loops': 1,
  ...over,
});

describe('the plan half of the tenant scope', () => {
  it('passes a scan bound to its site by the index, even one that filters its own rows', () => {
    expect(otherSitesRead(byIndex(), 30)).toBeNull();
    expect(otherSitesRead(byIndex({ Filter: '(deleted_at IS NULL)', 'Rows Removed by Filter': 3 }), 30)).toBeNull();
    // A bitmap heap scan carries the bound in its recheck condition.
    expect(otherSitesRead(byIndex({ 'Node Type': 'Bitmap Heap Scan', 'Index Cond': undefined, 'Recheck Cond': '(tenant_id = 1)', Filter: '(tenant_id = 1)', 'Rows Removed by Filter': 2 }), 30)).toBeNull();
  });

  it('finds a scan that read more rows than the site holds', () => {
    const seq: PlanNode = { 'Node Type': 'Seq Scan', 'Relation Name': 'products', Filter: '(tenant_id = 1)', 'Actual Rows': 1000, 'Rows Removed by Filter': 999_000 };
    expect(otherSitesRead(seq, 1000)).toBe('Seq Scan on products read 1000000 rows; the site holds 1000');
  });

  it('finds a scan that dropped rows by site after reading them through an index without the site', () => {
    const node = byIndex({ 'Index Name': 'users_email_idx', 'Index Cond': '(email = $2)', Filter: '(tenant_id = $1)', 'Rows Removed by Filter': 999 });
    expect(otherSitesRead(node, 5000)).toBe('Index Scan on users using users_email_idx read rows and then dropped 999 by site');
  });

  it('collects the tenant tables of a plan, nested ones too, and not the others', () => {
    const plan: PlanNode = {
      'Node Type': 'Nested Loop',
      Plans: [byIndex(), { 'Node Type': 'Index Scan', 'Relation Name': 'tenants', 'Actual Rows': 1 }, { 'Node Type': 'Hash', Plans: [byIndex({ 'Relation Name': 'orders' })] }],
    };
    expect(tenantScans(plan).map((n) => n['Relation Name'])).toEqual(['users', 'orders']);
  });
});
