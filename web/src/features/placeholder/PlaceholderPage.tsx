import { Center, Heading, Text, VStack } from '@chakra-ui/react';
import { AppShell } from '../../ui/AppShell';

/** Stands in for screens built in later work, so the routes and their guards already hold. */
export default function PlaceholderPage({ title, back = false }: { title: string; back?: boolean }) {
  return (
    <AppShell header={back ? { back: true, title } : undefined}>
      <Center minH="50vh" px="6">
        <VStack gap="2" textAlign="center">
          <Heading as={back ? 'h2' : 'h1'} size="lg">
            {title}
          </Heading>
          <Text color="fg.muted">준비 중입니다.</Text>
        </VStack>
      </Center>
    </AppShell>
  );
}
