import { Center, Text, VStack } from '@chakra-ui/react';

/** The body of a main feed tab until its feature work lands. */
export function MainTabPlaceholder({ label, searching }: { label: string; searching: boolean }) {
  return (
    <Center minH="40vh">
      <VStack gap="2" textAlign="center">
        <Text fontWeight="bold" fontSize="lg">
          {label}
        </Text>
        <Text color="fg.muted">{searching ? '검색 기능을 준비 중입니다.' : '준비 중입니다.'}</Text>
      </VStack>
    </Center>
  );
}
