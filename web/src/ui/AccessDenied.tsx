import type { UserType } from '../../../shared/schemas/auth';
import { homeFor } from '../lib/session';
import { useSession } from '../lib/useSession';
import { BackMessageScreen } from './BackMessageScreen';

const WHO: Record<UserType, string> = { superuser: '시스템 관리자', merchant: '판매자 회원', customer: '일반 회원' };

/**
 * A signed-in user on a page their role may not use (platform.md §2, commerce.md §2 Admin): which
 * role the page is for, a back button and a link to the user's own home. The one such screen.
 */
export function AccessDenied({ role }: { role: UserType }) {
  const session = useSession();
  const home = session ? homeFor(session.user) : '/';
  return (
    <BackMessageScreen
      alert
      title="접근 권한이 없습니다"
      text={`이 페이지는 ${WHO[role]}만 이용할 수 있습니다.`}
      home={{ to: home, label: '내 홈으로' }}
    />
  );
}
