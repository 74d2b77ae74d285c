import { rolesHolding, ROLES, type Permission } from '../../../shared/access-policy';
import { homeFor } from '../lib/session';
import { useSession } from '../lib/useSession';
import { BackMessageScreen } from './BackMessageScreen';

/** "판매자 회원", "판매자 회원 또는 시스템 관리자": the roles that hold `permission`, by their labels. */
export const deniedText = (permission: Permission): string =>
  `이 페이지는 ${rolesHolding(permission)
    .map((role) => ROLES[role].label)
    .join(' 또는 ')}만 이용할 수 있습니다.`;

/**
 * A signed-in user on a page their role may not use (platform.md §2, commerce.md §2 Admin): which
 * role(s) the page is for (shared/access-policy.ts), a back button and a link to the user's own home.
 * The one such screen.
 */
export function AccessDenied({ permission }: { permission: Permission }) {
  const session = useSession();
  const home = session ? homeFor(session.user) : '/';
  return <BackMessageScreen alert title="접근 권한이 없습니다" text={deniedText(permission)} home={{ to: home, label: '내 홈으로' }} />;
}
