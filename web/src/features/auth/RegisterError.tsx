import { Button, HStack, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { MSG } from '../../../../shared/messages';
import { FormMessage } from '../../ui/FormMessage';

/**
 * A failed registration in the spec's words (platform.md §8). A taken e-mail (409 at this step: the
 * code request no longer tells) also offers the way in for the account that already exists.
 */
export function RegisterError({ message }: { message: string }) {
  return (
    <Stack gap="2">
      <FormMessage status="error">{message}</FormMessage>
      {message === MSG.emailTaken && (
        <HStack gap="2" wrap="wrap">
          <Button asChild variant="outline" size="lg" flex="1">
            <RouterLink to="/login">로그인</RouterLink>
          </Button>
          <Button asChild variant="outline" size="lg" flex="1">
            <RouterLink to="/reset-password-request">비밀번호 재설정</RouterLink>
          </Button>
        </HStack>
      )}
    </Stack>
  );
}
