import { Button } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { RESET_PASSWORD_MIN } from '../../../../shared/constants';
import { MSG } from '../../../../shared/messages';
import { errorDetail } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { FormMessage } from '../../ui/FormMessage';
import { FormStack } from '../../ui/FormStack';
import { TextField } from '../../ui/TextField';
import { AuthLayout } from './AuthLayout';

/** /reset-password?token=…: no token, form, success (platform.md §4 Password reset). */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const reset = trpc.auth.resetPassword.useMutation();

  if (!token) {
    return (
      <AuthLayout title="비밀번호 재설정">
        <FormMessage status="error">잘못된 접근입니다. 비밀번호 재설정 링크를 다시 요청해주세요.</FormMessage>
        <Button asChild colorPalette="brand" size="lg">
          <RouterLink to="/reset-password-request">재설정 링크 다시 요청하기</RouterLink>
        </Button>
      </AuthLayout>
    );
  }

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (password.length < RESET_PASSWORD_MIN) return setError(MSG.passwordMin8);
    if (password !== confirm) return setError(MSG.passwordMismatch);
    try {
      await reset.mutateAsync({ token, new_password: password });
      setDone(true);
    } catch (err) {
      setError(errorDetail(err, '비밀번호를 변경하지 못했습니다. 다시 시도해주세요.'));
    }
  };

  if (done) {
    return (
      <AuthLayout title="비밀번호 재설정">
        <FormMessage status="success">비밀번호가 변경되었습니다. 새 비밀번호로 로그인해주세요.</FormMessage>
        <Button asChild colorPalette="brand" size="lg">
          <RouterLink to="/login">로그인하기</RouterLink>
        </Button>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="비밀번호 재설정" subtitle="새 비밀번호를 입력해주세요.">
      <FormStack gap="4" onSubmit={submit}>
        <TextField
          label="새 비밀번호"
          type="password"
          value={password}
          onValueChange={setPassword}
          autoComplete="new-password"
          helper={`최소 ${RESET_PASSWORD_MIN}자 이상 입력해주세요.`}
        />
        <TextField
          label="새 비밀번호 확인"
          type="password"
          value={confirm}
          onValueChange={setConfirm}
          autoComplete="new-password"
        />
        {error && <FormMessage status="error">{error}</FormMessage>}
        <Button type="submit" colorPalette="brand" size="lg" loading={reset.isPending}>
          비밀번호 변경
        </Button>
      </FormStack>
    </AuthLayout>
  );
}
