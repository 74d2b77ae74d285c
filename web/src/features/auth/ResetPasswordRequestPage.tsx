import { Button, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { MSG } from '../../../../shared/messages';
import { EMAIL_PATTERN } from '../../lib/validation';
import { errorDetail } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { FormMessage } from '../../ui/FormMessage';
import { FormStack } from '../../ui/FormStack';
import { TextField } from '../../ui/TextField';
import { AuthLayout } from './AuthLayout';

/** /reset-password-request: asks for the e-mail that gets the reset link. */
export default function ResetPasswordRequestPage() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const request = trpc.auth.requestPasswordReset.useMutation();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!email.trim()) return setError(MSG.loginEmailRequired);
    if (!EMAIL_PATTERN.test(email.trim())) return setError(MSG.emailInvalid);
    try {
      await request.mutateAsync({ email: email.trim() });
      setDone(true);
    } catch (err) {
      setError(errorDetail(err, '요청을 처리하지 못했습니다. 잠시 후 다시 시도해주세요.'));
    }
  };

  return (
    <AuthLayout title="비밀번호 재설정" subtitle="가입한 이메일로 비밀번호 재설정 링크를 보내드립니다.">
      {done ? (
        <Stack gap="4">
          <FormMessage status="success">
            비밀번호 재설정 링크를 이메일로 보냈습니다. 메일함을 확인해주세요.
          </FormMessage>
          <Button asChild colorPalette="brand" size="lg">
            <RouterLink to="/login">로그인으로 돌아가기</RouterLink>
          </Button>
        </Stack>
      ) : (
        <FormStack gap="4" onSubmit={submit}>
          <TextField
            label="이메일"
            type="email"
            value={email}
            onValueChange={setEmail}
            autoComplete="email"
            placeholder="example@email.com"
          />
          {error && <FormMessage status="error">{error}</FormMessage>}
          <Button type="submit" colorPalette="brand" size="lg" loading={request.isPending}>
            재설정 링크 받기
          </Button>
        </FormStack>
      )}
    </AuthLayout>
  );
}
