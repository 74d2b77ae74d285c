import { Button, Checkbox, Flex, HStack, Link, Separator, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { MSG } from '../../../../shared/messages';
import { useTenant } from '../../app/tenant';
import { detailOr, errorCode } from '../../lib/errors';
import { takeSocialProvider, trpc } from '../../lib/trpc';
import { FormMessage } from '../../ui/FormMessage';
import { FormStack } from '../../ui/FormStack';
import { TextField } from '../../ui/TextField';
import { AuthLayout } from './AuthLayout';
import { KakaoLoginButton } from './KakaoLoginButton';
import { LOGIN_FIELDS, loginErrors, type LoginErrors } from './loginForm';
import { SocialAccountNotice } from './SocialAccountNotice';
import { useCompleteLogin } from './useCompleteLogin';

/** /login (platform.md §2 Login, §5, §8). */
export default function LoginPage() {
  const { features } = useTenant();
  const location = useLocation();
  const {
    message: notice,
    from,
    email: signedUpEmail,
  } = (location.state as { message?: string; from?: string; email?: string } | null) ?? {};
  // After a sign-up the new address is filled in: only the password is left to type.
  const [email, setEmail] = useState(signedUpEmail ?? '');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [errors, setErrors] = useState<LoginErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [socialProvider, setSocialProvider] = useState<string | null>(null);
  const login = trpc.auth.login.useMutation();
  const completeLogin = useCompleteLogin();

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setFailure(null);
    setSocialProvider(null);
    const found = loginErrors(email, password);
    setErrors(found);
    const first = LOGIN_FIELDS.find((f) => found[f]);
    if (first) {
      // Every missing field is named at once; the caret goes to the first of them.
      (e.currentTarget.elements.namedItem(first) as HTMLInputElement | null)?.focus();
      return;
    }
    try {
      completeLogin(await login.mutateAsync({ username: email.trim(), password, remember }), from);
    } catch (err) {
      if (errorCode(err) === 'SOCIAL_ACCOUNT') {
        setSocialProvider(takeSocialProvider() ?? 'kakao');
        return;
      }
      setFailure(detailOr(err, MSG.loginFailed));
    }
  };

  return (
    <AuthLayout title="로그인" subtitle="이메일과 비밀번호로 로그인하세요.">
      {notice && <FormMessage status="success">{notice}</FormMessage>}
      <FormStack gap="4" onSubmit={submit}>
        <TextField
          label="이메일"
          name="email"
          type="email"
          value={email}
          onValueChange={setEmail}
          error={errors.email}
          autoComplete="email"
          placeholder="example@email.com"
        />
        <TextField
          label="비밀번호"
          name="password"
          type="password"
          value={password}
          onValueChange={setPassword}
          error={errors.password}
          autoComplete="current-password"
        />
        <Checkbox.Root checked={remember} onCheckedChange={(d) => setRemember(d.checked === true)} colorPalette="brand">
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>로그인 상태 유지</Checkbox.Label>
        </Checkbox.Root>
        {failure && <FormMessage status="error">{failure}</FormMessage>}
        {socialProvider && <SocialAccountNotice provider={socialProvider} onError={setFailure} />}
        <Button type="submit" colorPalette="brand" size="lg" loading={login.isPending}>
          로그인
        </Button>
      </FormStack>
      {features.social_login && !socialProvider && (
        <Stack gap="3">
          <HStack>
            <Separator flex="1" />
            <Text fontSize="sm" color="fg.muted">
              또는
            </Text>
            <Separator flex="1" />
          </HStack>
          <KakaoLoginButton onError={setFailure} />
        </Stack>
      )}
      <Flex justify="center" gap="4" fontSize="sm" wrap="wrap">
        <Link asChild color="fg.muted">
          <RouterLink to="/find-email">이메일 찾기</RouterLink>
        </Link>
        <Link asChild color="fg.muted">
          <RouterLink to="/reset-password-request">비밀번호 재설정</RouterLink>
        </Link>
      </Flex>
      <Stack gap="2" textAlign="center" fontSize="sm">
        <Text color="fg.muted">아직 회원이 아니신가요?</Text>
        <Flex justify="center" gap="4" wrap="wrap">
          <Link asChild color="brand.fg" fontWeight="semibold">
            <RouterLink to="/terms?type=customer">고객 회원가입</RouterLink>
          </Link>
          {features.merchant && (
            <Link asChild color="brand.fg" fontWeight="semibold">
              <RouterLink to="/terms?type=merchant">판매자 회원가입</RouterLink>
            </Link>
          )}
        </Flex>
      </Stack>
    </AuthLayout>
  );
}
