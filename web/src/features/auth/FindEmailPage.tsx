import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { MSG } from '../../../../shared/messages';
import { errorCode, detailOr } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { FormMessage } from '../../ui/FormMessage';
import { FormStack } from '../../ui/FormStack';
import { PhoneField } from '../../ui/PhoneField';
import { AuthLayout } from './AuthLayout';

/** /find-email: phone number in, masked e-mail out (platform.md §2, §8). */
export default function FindEmailPage() {
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [masked, setMasked] = useState<string | null>(null);
  const find = trpc.auth.findEmail.useMutation();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setMasked(null);
    if (!phone.trim()) return setError('전화번호를 입력해주세요.');
    try {
      const answer = await find.mutateAsync({ phone: phone.trim() });
      setMasked(answer.masked_email);
    } catch (err) {
      setError(errorCode(err) === 'NOT_FOUND' ? MSG.findEmailNotFound : detailOr(err, MSG.findEmailNotFound));
    }
  };

  return (
    <AuthLayout title="이메일 찾기" subtitle="가입할 때 입력한 전화번호를 입력해주세요.">
      <FormStack gap="4" onSubmit={submit}>
        <PhoneField
          label="전화번호"
          value={phone}
          onValueChange={setPhone}
          autoComplete="tel"
          placeholder="010-0000-0000"
        />
        {error && <FormMessage status="error">{error}</FormMessage>}
        <Button type="submit" colorPalette="brand" size="lg" loading={find.isPending}>
          이메일 찾기
        </Button>
      </FormStack>
      {masked && (
        <Box p="5" borderWidth="1px" borderRadius="lg" bg="bg.subtle" textAlign="center" role="status">
          <Text color="fg.muted" fontSize="sm">
            가입된 이메일
          </Text>
          <Text fontSize="xl" fontWeight="bold" mt="1" data-testid="masked-email">
            {masked}
          </Text>
        </Box>
      )}
      <Stack direction="row" gap="3">
        <Button asChild variant="outline" flex="1">
          <RouterLink to="/login">로그인</RouterLink>
        </Button>
        <Button asChild variant="outline" flex="1">
          <RouterLink to="/reset-password-request">비밀번호 재설정</RouterLink>
        </Button>
      </Stack>
    </AuthLayout>
  );
}
