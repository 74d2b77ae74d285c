import { Center, Spinner, Text, VStack } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { SOCIAL_REDIRECT_CANCEL_MS, SOCIAL_REDIRECT_FAIL_MS } from '../../../../shared/constants';
import { MSG } from '../../../../shared/messages';
import { errorDetail } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { FormMessage } from '../../ui/FormMessage';
import { useCompleteLogin } from './useCompleteLogin';

/** /auth/kakao/callback: processing, then login or an error that returns to /login (platform.md §2, §8). */
export default function KakaoCallbackPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const completeLogin = useCompleteLogin();
  const callback = trpc.auth.kakaoCallback.useMutation();
  const [error, setError] = useState<string | null>(null);
  // The code is single-use: StrictMode's second effect run must not send it again.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const code = params.get('code');
    const oauthError = params.get('error');
    const state = params.get('state') ?? undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const failAndLeave = (message: string, ms: number) => {
      setError(message);
      timer = setTimeout(() => navigate('/login', { replace: true }), ms);
    };

    if (oauthError) {
      const message = oauthError === 'access_denied' ? MSG.kakaoCancelled : params.get('error_description') || MSG.kakaoCancelled;
      failAndLeave(message, SOCIAL_REDIRECT_CANCEL_MS);
    } else if (!code) {
      failAndLeave(MSG.kakaoNoCode, SOCIAL_REDIRECT_CANCEL_MS);
    } else {
      callback
        .mutateAsync({ code, state })
        .then(completeLogin)
        .catch((err) => failAndLeave(errorDetail(err, MSG.loginFailed), SOCIAL_REDIRECT_FAIL_MS));
    }
    // The timer is left running on purpose: StrictMode unmounts once and must not cancel the redirect.
    void timer;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once per visit
  }, []);

  return (
    <Center minH="100vh" px="6">
      <VStack gap="4" maxW="sm" textAlign="center">
        {error ? (
          <>
            <FormMessage status="error">{error}</FormMessage>
            <Text color="fg.muted" fontSize="sm">
              잠시 후 로그인 페이지로 이동합니다.
            </Text>
          </>
        ) : (
          <>
            <Spinner size="lg" color="brand.solid" />
            <Text role="status">카카오 로그인 처리 중입니다...</Text>
          </>
        )}
      </VStack>
    </Center>
  );
}
