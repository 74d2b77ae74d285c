import { Button, Center, Heading, Text, VStack } from '@chakra-ui/react';
import { useGoBack } from '../lib/useGoBack';
import { AppShell } from './AppShell';

/** A logged-in user without the needed role (platform.md §2, commerce.md §2 Admin). */
export function AccessDenied() {
  const goBack = useGoBack();
  return (
    <AppShell footer={false}>
      <Center minH="60vh" px="6">
        <VStack gap="4" textAlign="center" role="alert">
          <Heading size="lg">접근 권한이 없습니다</Heading>
          <Text color="fg.muted">이 페이지는 시스템 관리자만 이용할 수 있습니다.</Text>
          <Button colorPalette="brand" onClick={goBack}>
            뒤로 가기
          </Button>
        </VStack>
      </Center>
    </AppShell>
  );
}
