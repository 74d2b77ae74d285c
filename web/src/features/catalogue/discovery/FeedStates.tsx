import { Button, Center, Text, VStack } from '@chakra-ui/react';

/** A failed load, announced, with a retry. */
export function FeedError({ message = '목록을 불러오지 못했습니다.', onRetry }: { message?: string; onRetry: () => void }) {
  return (
    <Center py="10" px="4">
      <VStack gap="3" textAlign="center" role="alert">
        <Text color="fg.muted">{message}</Text>
        <Button size="sm" variant="outline" colorPalette="brand" onClick={onRetry}>
          다시 시도
        </Button>
      </VStack>
    </Center>
  );
}

export function FeedEmpty({ text }: { text: string }) {
  return (
    <Center py="10" px="4" borderWidth="1px" borderStyle="dashed" borderRadius="lg">
      <Text color="fg.muted" textAlign="center">
        {text}
      </Text>
    </Center>
  );
}
