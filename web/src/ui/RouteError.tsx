import { Button, Center, Heading, Text, VStack } from '@chakra-ui/react';

/** A page chunk failed to load (often after a new deployment); reloading fetches the new files. */
export function RouteError() {
  return (
    <Center minH="70vh" px="6">
      <VStack gap="4" textAlign="center" role="alert">
        <Heading size="lg">페이지를 불러오지 못했습니다</Heading>
        <Text color="fg.muted">네트워크 상태를 확인한 뒤 다시 시도해주세요.</Text>
        <Button colorPalette="brand" onClick={() => window.location.reload()}>
          새로고침
        </Button>
      </VStack>
    </Center>
  );
}
