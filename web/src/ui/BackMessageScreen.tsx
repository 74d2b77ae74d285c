import { Button, Center, Heading, Text, VStack } from '@chakra-ui/react';
import { useGoBack } from '../lib/useGoBack';
import { AppShell } from './AppShell';

/** A full-page notice with a back button (guard screens). */
export function BackMessageScreen({ title, text, alert = false }: { title: string; text: string; alert?: boolean }) {
  const goBack = useGoBack();
  return (
    <AppShell footer={false}>
      <Center minH="60vh" px="6">
        <VStack gap="4" textAlign="center" role={alert ? 'alert' : undefined}>
          <Heading size="lg">{title}</Heading>
          <Text color="fg.muted">{text}</Text>
          <Button colorPalette="brand" onClick={goBack}>
            뒤로 가기
          </Button>
        </VStack>
      </Center>
    </AppShell>
  );
}
