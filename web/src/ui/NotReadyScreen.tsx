import { BackMessageScreen } from './BackMessageScreen';

/** A tenant feature is switched off (platform.md §2 Guard behaviour). */
export function NotReadyScreen() {
  return <BackMessageScreen title="서비스 준비 중" text="요청하신 서비스는 현재 준비 중입니다. 조금만 기다려주세요." />;
}
