import { BackMessageScreen } from './BackMessageScreen';

/** A logged-in user without the needed role (platform.md §2, commerce.md §2 Admin). */
export function AccessDenied() {
  return <BackMessageScreen alert title="접근 권한이 없습니다" text="이 페이지는 시스템 관리자만 이용할 수 있습니다." />;
}
