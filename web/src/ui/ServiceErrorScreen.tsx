import { Button, Center, Heading, Text, VStack } from '@chakra-ui/react';
import { SHELL_MSG as MSG } from '../../../shared/messages-shell';

/** Shown when the tenant could not be loaded (platform.md §1, §8). */
export function ServiceErrorScreen() {
  return (
    <Center minH="100vh" px="6">
      <VStack gap="4" textAlign="center" role="alert">
        <Heading size="lg">서비스 오류</Heading>
        <Text color="fg.muted">{MSG.tenantLoadFailed}</Text>
        <Button colorPalette="brand" onClick={() => window.location.reload()}>
          다시 불러오기
        </Button>
      </VStack>
    </Center>
  );
}
