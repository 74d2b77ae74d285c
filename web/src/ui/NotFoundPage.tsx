import { BackMessageScreen } from './BackMessageScreen';

/** An address the app has no page for (the server answered it with 404). */
export function NotFoundPage() {
  return <BackMessageScreen title="페이지를 찾을 수 없습니다" text="주소가 잘못되었거나 더 이상 없는 페이지입니다." home={{ to: '/', label: '홈으로' }} />;
}
