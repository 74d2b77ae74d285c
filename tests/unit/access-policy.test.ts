import { describe, expect, it } from 'vitest';
import { PERMISSIONS, POLICY, policyOf, ROLES, type PermissionRule, type RoleRule } from '../../shared/access-policy';
import { admittedCaller, expectedStatus, walkCallers, type WalkCaller } from '../fixtures/walk-expect';

/**
 * The access policy is the one table every reader follows (the access middleware, the web guards,
 * the audit log, the access walk). These ask the table's questions of the real table and of copies
 * with a role or a permission added or changed, and check that the walk's expectations follow the
 * copy with no other edit.
 */

const OK = 200;

describe('the platform’s policy', () => {
  it('holds: guests only the public permission; the platform only the system administrator', () => {
    expect(POLICY.permissionNames.filter((p) => POLICY.holds(null, p))).toEqual(['public']);
    expect(POLICY.rolesHolding('platform')).toEqual(['superuser']);
    expect(POLICY.rolesHolding('sales')).toEqual(['merchant', 'superuser']);
    expect(POLICY.rolesHolding('login')).toEqual(['customer', 'merchant', 'superuser']);
    expect(POLICY.isPlatform('platform')).toBe(true);
    expect(POLICY.permissionNames.filter((p) => POLICY.isPlatform(p))).toEqual(['platform']);
    expect(POLICY.narrowsToShop('sales', 'merchant')).toBe(true);
    expect(POLICY.narrowsToShop('sales', 'superuser')).toBe(false);
    expect(POLICY.roleNames.filter((r) => POLICY.isAudited(r))).toEqual(['merchant', 'superuser']);
  });

  it('the walk: guests and other sites’ tokens 401, roles without the permission 403, narrowing and ownership as the table says', () => {
    const e = (access: keyof typeof PERMISSIONS, caller: WalkCaller, walk = {}) => expectedStatus(POLICY, access, walk, caller, OK);
    expect(walkCallers(POLICY)).toEqual(['guest', 'customer', 'merchant', 'superuser', 'rival', 'otherTenant']);
    expect((['guest', 'otherTenant'] as const).map((c) => e('public', c))).toEqual([OK, OK]);
    expect(walkCallers(POLICY).map((c) => e('platform', c))).toEqual([401, 403, 403, OK, 403, 401]);
    expect(walkCallers(POLICY).map((c) => e('merchant', c))).toEqual([401, 403, OK, 403, OK, 401]);
    // An owner-only target: the rival merchant is refused, the site-wide superuser of `sales` is not.
    expect(walkCallers(POLICY).map((c) => e('sales', c, { ownerOnly: true }))).toEqual([401, 403, OK, OK, 403, 401]);
    expect(walkCallers(POLICY).map((c) => e('login', c, { ownerOnly: true, notOwner: 404 }))).toEqual([401, 404, OK, 404, 404, 401]);
    expect(admittedCaller(POLICY, 'platform', {})).toBe('superuser');
    expect(admittedCaller(POLICY, 'sales', {})).toBe('merchant');
    expect(admittedCaller(POLICY, 'login', {})).toBe('customer');
    expect(admittedCaller(POLICY, 'login', { ownerOnly: true })).toBe('merchant');
  });
});

describe('a copy of the policy with one edit', () => {
  // The table as a plain copy, widened so an edit can add a role or a permission.
  type R = keyof typeof ROLES | 'auditor';
  const roles: Record<R, RoleRule> = { ...ROLES, auditor: { label: '감사 담당자', home: '/main', audited: true } };
  const permissions = (extra: Record<string, PermissionRule<R>> = {}): Record<string, PermissionRule<R>> => ({ ...PERMISSIONS, ...extra });

  it('a permission added (auditing, for a new role and the superuser) is walked: every caller gets its own expectation', () => {
    const copy = policyOf<R, string>(roles, permissions({ audit: { roles: ['auditor', 'superuser'], refusal: 'adminOnly' } }));
    expect(walkCallers(copy)).toEqual(['guest', 'customer', 'merchant', 'superuser', 'auditor', 'rival', 'otherTenant']);
    expect(walkCallers(copy).map((c) => expectedStatus(copy, 'audit', {}, c, OK))).toEqual([401, 403, 403, OK, OK, 403, 401]);
    expect(copy.refusalOf('audit')).toBe('adminOnly');
    expect(copy.isAudited('auditor')).toBe(true);
    // The new role holds `login` only where the table says so: it was not added there.
    expect(copy.holds('auditor', 'login')).toBe(false);
    expect(admittedCaller(copy, 'audit', {})).toBe('superuser');
  });

  it('a role given an existing permission changes that permission’s expectations, and nothing else', () => {
    const copy = policyOf<R, string>(roles, permissions({ sales: { ...PERMISSIONS.sales, roles: ['merchant', 'superuser', 'customer'] } }));
    const callers = walkCallers(copy);
    expect(callers.map((c) => expectedStatus(POLICY as never, 'sales', {}, c as never, OK))).toEqual([401, 403, OK, OK, 403, OK, 401]);
    expect(callers.map((c) => expectedStatus(copy, 'sales', {}, c, OK))).toEqual([401, OK, OK, OK, 403, OK, 401]);
    for (const p of ['public', 'login', 'merchant', 'superuser', 'platform'] as const) {
      expect(callers.filter((c) => c !== 'auditor').map((c) => expectedStatus(copy, p, {}, c, OK)), p).toEqual(
        callers.filter((c) => c !== 'auditor').map((c) => expectedStatus(POLICY as never, p, {}, c as never, OK)),
      );
    }
  });

  it('narrowing a role to its shop binds it by ownership; widening it to the site frees it', () => {
    const narrowed = policyOf<R, string>(roles, permissions({ sales: { ...PERMISSIONS.sales, ownShop: ['merchant', 'superuser'] } }));
    expect(narrowed.narrowsToShop('sales', 'superuser')).toBe(true);
    expect(expectedStatus(narrowed, 'sales', { ownerOnly: true }, 'superuser', OK)).toBe(403);
    expect(expectedStatus(POLICY, 'sales', { ownerOnly: true }, 'superuser', OK)).toBe(OK);
    const widened = policyOf<R, string>(roles, permissions({ sales: { ...PERMISSIONS.sales, ownShop: ['superuser'] } }));
    // The merchant no longer narrowed: it acts for the whole site, so another merchant is no longer refused.
    expect(expectedStatus(widened, 'sales', { ownerOnly: true }, 'rival', OK)).toBe(OK);
    expect(expectedStatus(widened, 'sales', { ownerOnly: true }, 'superuser', OK)).toBe(403);
    expect(admittedCaller(widened, 'sales', {})).toBe('merchant');
    expect(widened.hasShopNarrowing('sales')).toBe(true);
    const none = policyOf<R, string>(roles, permissions({ sales: { roles: ['merchant', 'superuser'] } }));
    expect(none.hasShopNarrowing('sales')).toBe(false);
    // Without narrowing every caller acts on their own rows: an owner-only target refuses the superuser too.
    expect(expectedStatus(none, 'sales', { ownerOnly: true }, 'superuser', OK)).toBe(403);
  });

  it('the platform scope moved to another permission moves with the table', () => {
    const copy = policyOf<R, string>(roles, permissions({ platform: { roles: ['superuser'] }, superuser: { roles: ['superuser'], platform: true } }));
    expect(copy.isPlatform('platform')).toBe(false);
    expect(copy.isPlatform('superuser')).toBe(true);
  });
});

describe('the web app reads the same table', () => {
  it('the access-denied sentence names the roles holding the permission by their labels', async () => {
    const { deniedText } = await import('../../web/src/lib/access-text');
    expect(deniedText('merchant')).toBe('이 페이지는 판매자 회원만 이용할 수 있습니다.');
    expect(deniedText('platform')).toBe('이 페이지는 시스템 관리자만 이용할 수 있습니다.');
    expect(deniedText('sales')).toBe('이 페이지는 판매자 회원 또는 시스템 관리자만 이용할 수 있습니다.');
  });

  it('each role lands on its own home', async () => {
    const { homeFor } = await import('../../web/src/lib/session');
    expect(POLICY.roleNames.map((user_type) => homeFor({ user_type }))).toEqual(POLICY.roleNames.map((role) => ROLES[role].home));
    expect(homeFor({ user_type: 'merchant' })).toBe('/merchant/dashboard');
  });
});
