import { rolesHolding, ROLES, type Permission } from '../../../shared/access-policy';

/** The access-denied page's sentence: the roles that hold `permission`, by their labels ("판매자 회원 또는 시스템 관리자"). */
export const deniedText = (permission: Permission): string =>
  `이 페이지는 ${rolesHolding(permission)
    .map((role) => ROLES[role].label)
    .join(' 또는 ')}만 이용할 수 있습니다.`;
