import { Center, Spinner, Text, VStack } from '@chakra-ui/react';

export function LoadingScreen({ label = '불러오는 중...' }: { label?: string }) {
  return (
    <Center minH="60vh" role="status" aria-live="polite">
      <VStack gap="3">
        <Spinner size="lg" color="brand.solid" />
        <Text color="fg.muted">{label}</Text>
      </VStack>
    </Center>
  );
}
