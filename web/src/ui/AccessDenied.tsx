import type { Permission } from '../../../shared/access-policy';
import { deniedText } from '../lib/access-text';
import { homeFor } from '../lib/session';
import { useSession } from '../lib/useSession';
import { BackMessageScreen } from './BackMessageScreen';

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
