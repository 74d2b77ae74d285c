import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { MSG } from '../../../../shared/messages';
import { trpc } from '../../lib/trpc';

/** Starts Kakao login: asks the server for the authorisation URL and leaves for it. */
export function KakaoLoginButton({ onError }: { onError: (message: string) => void }) {
  const utils = trpc.useUtils();
  const [busy, setBusy] = useState(false);

  const start = async () => {
    setBusy(true);
    try {
      const { auth_url } = await utils.auth.kakaoAuthUrl.fetch(undefined, { staleTime: 0, retry: false });
      window.location.assign(auth_url);
    } catch {
      onError(MSG.kakaoStartFailed);
      setBusy(false);
    }
  };

  return (
    <Button w="full" size="lg" bg="#FEE500" color="#191919" _hover={{ bg: '#F4DC00' }} loading={busy} onClick={start}>
      카카오로 로그인
    </Button>
  );
}
