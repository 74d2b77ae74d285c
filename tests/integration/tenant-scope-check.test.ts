import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../fixtures/app';
import { TenantScopeError } from '../fixtures/tenant-scope-check';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the tenant-scope check on the app database', () => {
  it('refuses an unscoped statement before it runs and passes a scoped one', async () => {
    const tenant = await t.createTenant();
    const unscoped = t.appDb.execute(sql.raw('select * from products where id = 1'));
    await expect(unscoped).rejects.toBeInstanceOf(TenantScopeError);
    // Taken out again so this file's close() does not report the refusal it provoked.
    expect(t.scopeViolations.splice(0).map((v) => v.tables)).toEqual([['products']]);
    await expect(t.appDb.execute(sql`select * from products where id = 1 and tenant_id = ${tenant.id}`)).resolves.toBeDefined();
  });

  it('watches the app, not the tests’ own handle', async () => {
    await expect(t.db.execute(sql.raw('select count(*) from products where id = 1'))).resolves.toBeDefined();
    expect(t.scopeViolations).toEqual([]);
  });
});
