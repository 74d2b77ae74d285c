import { Button, Center, Heading, HStack, Text, VStack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useGoBack } from '../lib/useGoBack';
import { AppShell } from './AppShell';

/** A full-page notice with a back button (guard screens), and a link to `home` when given. */
export function BackMessageScreen({ title, text, alert = false, home }: { title: string; text: string; alert?: boolean; home?: { to: string; label: string } }) {
  const goBack = useGoBack();
  return (
    <AppShell footer={false}>
      <Center minH="60vh" px="6">
        <VStack gap="4" textAlign="center" role={alert ? 'alert' : undefined}>
          <Heading size="lg" as="h1">
            {title}
          </Heading>
          <Text color="fg.muted">{text}</Text>
          <HStack gap="3" wrap="wrap" justify="center">
            <Button colorPalette="brand" minH="11" onClick={goBack}>
              뒤로 가기
            </Button>
            {home && (
              <Button asChild variant="outline" minH="11">
                <RouterLink to={home.to}>{home.label}</RouterLink>
              </Button>
            )}
          </HStack>
        </VStack>
      </Center>
    </AppShell>
  );
}
