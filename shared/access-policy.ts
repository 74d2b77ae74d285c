import type { MSG } from './messages';

/** A key of the message table (shared/messages.ts): the web imports this file, so it names messages without pulling the table in. */
type MessageKey = { [K in keyof typeof MSG]: (typeof MSG)[K] extends string ? K : never }[keyof typeof MSG];

/**
 * Who may do what: the one declaration of the actors (account roles) and the permissions endpoints
 * and pages ask for. The endpoint declaration (worker/endpoints/define.ts), the access middleware
 * (worker/middleware/access.ts), the web app's route guards (web/src/app/Guard.tsx), the audit log
 * and the access walk (tests/integration/access.test.ts) all read it: adding a role or a permission
 * is one edit here (and, for a role, the users.user_type values it names), and the walk then calls
 * every route as that role too.
 */

/** The roles an account can have (users.user_type). */
export const ROLES = {
  customer: { label: '일반 회원', home: '/main', audited: false },
  merchant: { label: '판매자 회원', home: '/merchant/dashboard', audited: true },
  /** The system administrator: runs every site of the platform (the `platform` permission). */
  superuser: { label: '시스템 관리자', home: '/main', audited: true },
} as const satisfies Record<string, RoleRule>;

export interface RoleRule {
  /** Korean name, as the access-denied page writes it ("이 페이지는 …만 이용할 수 있습니다"). */
  label: string;
  /** Where the role lands after login and the access-denied page's link points (platform.md §3 Login). */
  home: string;
  /** Every write this role makes is kept in the audit log (worker/endpoints/run-endpoint.ts). */
  audited: boolean;
}

export type Role = keyof typeof ROLES;
/** The roles as a list (users.user_type's values, zod enums). */
export const ROLE_NAMES = Object.keys(ROLES) as [Role, ...Role[]];

export interface PermissionRule<R extends string = Role> {
  /** The roles that hold it; `anyone` includes guests. */
  roles: readonly R[] | 'anyone';
  /** The refusal a signed-in caller without it reads (403), by its message key. */
  refusal?: MessageKey;
  /**
   * Roles for whom the permission is narrowed to their own shop (a merchant profile of this site;
   * `ctx.merchant`). A merchant account without one is refused with the dashboard's message.
   */
  ownShop?: readonly R[];
  /**
   * The platform scope: the caller may reach every site's rows through `ctx.platform`
   * (worker/scope/platform-scope.ts). The only way a request crosses sites.
   */
  platform?: true;
}

export const PERMISSIONS = {
  public: { roles: 'anyone' },
  login: { roles: ROLE_NAMES },
  merchant: { roles: ['merchant'], refusal: 'merchantOnly', ownShop: ['merchant'] },
  /** Sales figures: a merchant's own shop's, or the whole site's for a superuser. */
  sales: { roles: ['merchant', 'superuser'], refusal: 'salesOnly', ownShop: ['merchant'] },
  /** The site's own administration (its subscriptions). */
  superuser: { roles: ['superuser'], refusal: 'adminOnly' },
  /** The platform's administration: every site (the tenant console, payments, the audit log). */
  platform: { roles: ['superuser'], refusal: 'adminOnly', platform: true },
} as const satisfies Record<string, PermissionRule>;

export type Permission = keyof typeof PERMISSIONS;
export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as Permission[];

/**
 * The questions every reader asks of a policy table. Made from a table, not bound to this one, so a
 * test can ask them of a copy with a role or a permission added (tests/unit/access-policy.test.ts)
 * and see that everything read from the table follows.
 */
export function policyOf<R extends string, P extends string>(roles: Record<R, RoleRule>, permissions: Record<P, PermissionRule<R>>) {
  const ruleOf = (permission: P): PermissionRule<R> => permissions[permission];
  const holds = (role: R | null, permission: P): boolean => {
    const rule = ruleOf(permission).roles;
    if (rule === 'anyone') return true;
    return role !== null && rule.includes(role);
  };
  const roleNames = Object.keys(roles) as R[];
  return {
    roleNames,
    permissionNames: Object.keys(permissions) as P[],
    /** Whether `role` (null: a guest) holds `permission`. */
    holds,
    /** The roles holding `permission` (every role for a public one), in the table's order. */
    rolesHolding: (permission: P): R[] => roleNames.filter((role) => holds(role, permission)),
    /** Whether the permission, held by `role`, is narrowed to the caller's own shop. */
    narrowsToShop: (permission: P, role: R): boolean => ruleOf(permission).ownShop?.includes(role) ?? false,
    /** Whether the permission narrows some role to its shop (the others then act for the whole site: `merchant` null). */
    hasShopNarrowing: (permission: P): boolean => (ruleOf(permission).ownShop?.length ?? 0) > 0,
    /** Whether the permission carries the platform scope. */
    isPlatform: (permission: P): boolean => ruleOf(permission).platform === true,
    /** The message key of the refusal a signed-in caller without `permission` reads. */
    refusalOf: (permission: P): MessageKey => ruleOf(permission).refusal ?? 'forbidden',
    /** Whether the writes of `role` go to the audit log. */
    isAudited: (role: R): boolean => roles[role].audited,
  };
}

export type Policy<R extends string = Role, P extends string = Permission> = ReturnType<typeof policyOf<R, P>>;

/** This platform's policy: the table above, asked. */
export const POLICY: Policy = policyOf<Role, Permission>(ROLES, PERMISSIONS);

export const { holds, rolesHolding, narrowsToShop, hasShopNarrowing, isPlatform, refusalOf, isAudited } = POLICY;
