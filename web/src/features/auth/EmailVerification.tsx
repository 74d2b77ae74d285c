import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { MSG } from '../../../../shared/messages';
import { detailOr } from '../../lib/errors';
import { trpc } from '../../lib/trpc';

interface Props {
  email: string;
  verified: boolean;
  onEmailChange: (email: string) => void;
  onVerifiedChange: (verified: boolean) => void;
}

export const CODE_SENT =
  '인증 코드를 이메일로 보냈습니다. 메일함을 확인해주세요. 이미 가입된 이메일이면 코드 대신 로그인 안내 메일이 발송됩니다.';

/** E-mail with a code step: unverified → code sent → verified (platform.md §4 Customer registration). */
export function EmailVerification({ email, verified, onEmailChange, onVerifiedChange }: Props) {
  const [code, setCode] = useState('');
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const send = trpc.auth.sendVerificationEmail.useMutation();
  const verify = trpc.auth.verifyEmail.useMutation();

  const changeEmail = (value: string) => {
    // A different address needs its own verification.
    onEmailChange(value);
    if (verified) onVerifiedChange(false);
    setSent(false);
    setCode('');
    setInfo(null);
  };

  const sendCode = async () => {
    setError(null);
    setInfo(null);
    if (!email.trim()) return setError(MSG.loginEmailRequired);
    try {
      await send.mutateAsync({ email: email.trim() });
      setSent(true);
      // The server answers the same for a registered address (it mails that address a login notice
      // instead of a code), so the page says both cases up front rather than waiting for a 409.
      setInfo(CODE_SENT);
    } catch (err) {
      setError(detailOr(err, MSG.verificationSendFailed));
    }
  };

  const checkCode = async () => {
    setError(null);
    if (!email.trim()) return setError(MSG.loginEmailRequired);
    if (!code.trim()) return setError('인증 코드를 입력해주세요.');
    try {
      await verify.mutateAsync({ email: email.trim(), code: code.trim() });
      onVerifiedChange(true);
      setInfo('이메일 인증이 완료되었습니다.');
    } catch (err) {
      setError(detailOr(err, MSG.verificationCodeInvalid));
    }
  };

  return (
    <Stack gap="2">
      <Field.Root required invalid={!!error && !sent}>
        <Field.Label>이메일</Field.Label>
        <HStack w="full">
          <Input
            type="email"
            value={email}
            onChange={(e) => changeEmail(e.target.value)}
            placeholder="example@email.com"
            autoComplete="email"
          />
          <Button variant="outline" flexShrink={0} onClick={sendCode} loading={send.isPending} disabled={verified}>
            {verified ? '인증 완료' : sent ? '재발송' : '인증코드 발송'}
          </Button>
        </HStack>
      </Field.Root>
      {sent && !verified && (
        <Field.Root required>
          <Field.Label>
            인증 코드
          </Field.Label>
          <HStack w="full">
            <Input
              value={code}
              onChange={(e) => setCode(e.target.value)}
              inputMode="numeric"
              autoComplete="one-time-code"
              placeholder="메일로 받은 코드"
            />
            <Button colorPalette="brand" flexShrink={0} onClick={checkCode} loading={verify.isPending}>
              인증 확인
            </Button>
          </HStack>
        </Field.Root>
      )}
      {error && (
        <Text color="fg.error" fontSize="sm" role="alert">
          {error}
        </Text>
      )}
      {info && !error && (
        <Text color={verified ? 'green.700' : 'fg.muted'} fontSize="sm" role="status">
          {info}
        </Text>
      )}
    </Stack>
  );
}
