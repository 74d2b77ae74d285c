import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Services reach tenant-owned rows only through the scopes on their context (`ctx.own`,
 * `ctx.shown`, worker/scope/tenant-scope.ts). A hand-written tenant filter, or the bare tenant
 * id, in a service fails the build here; the runtime check in tests/fixtures/tenant-scope-check.ts
 * catches a statement that forgets its scope altogether.
 */
const root = path.resolve(import.meta.dirname, '../..');
const SERVICES = path.join(root, 'worker/services');

/** Mentions of the tenant column or id that only the scope layer may write. */
const FORBIDDEN: [RegExp, string][] = [
  [/(?<!\b(?:own|shown))\.tenantId\b/, 'a tenant column or id (use ctx.own / ctx.shown)'],
  [/\btenantId\s*:/, 'a tenant id written into a row (use ctx.own.row(...))'],
  [/tenant_id/, 'tenant_id in SQL (use the scope)'],
  [/\bdataTenantId\b/, 'the old data tenant id (use ctx.shown)'],
  [/\btenant\.id\b/, 'the bare tenant id (use ctx.own / ctx.shown)'],
  // The second dimension: a row's person (buyer, author, marking user) is an account of some tenant.
  [/(?:buyer|author|user|person)TenantId/i, "a person's tenant column (use ctx.own.personIs / personRow / personOf, worker/scope/people.ts)"],
  [/(?:buyer|author|user|person)_tenant_id/i, "a person's tenant column in SQL (use the scope's person methods)"],
];

/** Files still on the old pattern, until their domain is declared as endpoints. Shrinks to nothing. */
const NOT_YET: string[] = [];

function tsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? tsFiles(full) : full.endsWith('.ts') ? [full] : [];
  });
}

describe('tenant scope lint', () => {
  it('no service names the tenant column or id by hand', () => {
    const problems: string[] = [];
    for (const file of tsFiles(SERVICES)) {
      const rel = path.relative(root, file);
      if (NOT_YET.includes(rel)) continue;
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (/^\s*(\*|\/\/)/.test(line)) return;
          for (const [re, why] of FORBIDDEN) if (re.test(line)) problems.push(`${rel}:${i + 1}: ${why}\n    ${line.trim()}`);
        });
    }
    expect(problems.join('\n')).toBe('');
  });

  it('the lint itself catches each pattern', () => {
    const bad = [
      'eq(products.tenantId, x)',
      '.values({ tenantId: 1 })',
      "sql`p.tenant_id = 1`",
      'ctx.dataTenantId',
      'ctx.tenant.id',
      'eq(orders.buyerTenantId, ctx.own.tenantId)',
      '.values({ authorTenantId: ctx.own.tenantId, authorId })',
      'r.userTenantId === ctx.own.tenantId',
      'accountsOf(row.personTenantId)',
      "sql`o.buyer_tenant_id = ${t}`",
    ];
    for (const line of bad) expect(FORBIDDEN.some(([re]) => re.test(line)), line).toBe(true);
    const good = [
      'ctx.own.where(products)',
      'ctx.shown.tenantId',
      'ctx.own.row({ title })',
      'ctx.own.personIs(orderBuyer, ctx.user.id)',
      '...ctx.own.personRow(reviewAuthor, ctx.user.id)',
      'personOf(orderBuyer, order).accounts',
      'eq(orders.buyerId, id)',
    ];
    for (const line of good) {
      expect(FORBIDDEN.some(([re]) => re.test(line)), line).toBe(false);
    }
  });
});
