import { Button, Center, Heading, Text, VStack } from '@chakra-ui/react';
import { useGoBack } from '../lib/useGoBack';
import { AppShell } from './AppShell';

/** A tenant feature is switched off (platform.md §2 Guard behaviour). */
export function NotReadyScreen() {
  const goBack = useGoBack();
  return (
    <AppShell footer={false}>
      <Center minH="60vh" px="6">
        <VStack gap="4" textAlign="center">
          <Heading size="lg">서비스 준비 중</Heading>
          <Text color="fg.muted">요청하신 서비스는 현재 준비 중입니다. 조금만 기다려주세요.</Text>
          <Button colorPalette="brand" onClick={goBack}>
            뒤로 가기
          </Button>
        </VStack>
      </Center>
    </AppShell>
  );
}
