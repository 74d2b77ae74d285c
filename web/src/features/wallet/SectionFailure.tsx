import { Button, Center, Text } from '@chakra-ui/react';

/** A wallet section that could not load (commerce.md §8 Wallet errors): what failed, and a retry. */
export function SectionFailure({ message, onRetry, py = '6' }: { message: string; onRetry: () => void; py?: string }) {
  return (
    <Center py={py} role="alert" flexDirection="column" gap="3" textAlign="center">
      <Text fontWeight="semibold">{message}</Text>
      <Button size="sm" variant="outline" colorPalette="brand" onClick={onRetry}>
        다시 시도
      </Button>
    </Center>
  );
}
