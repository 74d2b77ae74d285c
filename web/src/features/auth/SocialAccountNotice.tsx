import { Alert, Stack } from '@chakra-ui/react';
import { KakaoLoginButton } from './KakaoLoginButton';

const PROVIDER_NAMES: Record<string, string> = { kakao: '카카오' };

/** Shown when the account was created through social login (platform.md §8 Login failure). */
export function SocialAccountNotice({ provider, onError }: { provider: string; onError: (message: string) => void }) {
  const name = PROVIDER_NAMES[provider.toLowerCase()] ?? provider;
  return (
    <Stack gap="3">
      <Alert.Root status="info" borderRadius="md" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{name} 계정으로 가입된 이메일입니다.</Alert.Title>
          <Alert.Description>{name} 로그인으로 로그인해주세요.</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      {provider.toLowerCase() === 'kakao' && <KakaoLoginButton onError={onError} />}
    </Stack>
  );
}
