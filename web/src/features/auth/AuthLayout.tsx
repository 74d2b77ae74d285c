import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { AppShell } from '../../ui/AppShell';

interface Props {
  title: string;
  subtitle?: string;
  children: ReactNode;
  /** A custom back action (the merchant form's step 2 goes back to step 1). */
  onBack?: () => void;
}

/** The frame of the account screens: back header and a narrow centred card. */
export function AuthLayout({ title, subtitle, children, onBack }: Props) {
  return (
    <AppShell header={{ back: true, title, onBack }} footer={false} tabBar={false}>
      <Box maxW="md" mx="auto" px={{ base: '4', md: '0' }} py={{ base: '6', md: '12' }}>
        <Stack
          gap="6"
          p={{ base: '0', md: '8' }}
          borderWidth={{ base: '0', md: '1px' }}
          borderRadius="2xl"
          boxShadow={{ base: 'none', md: 'sm' }}
        >
          <Stack gap="1">
            <Heading as="h2" size="xl">
              {title}
            </Heading>
            {subtitle && <Text color="fg.muted">{subtitle}</Text>}
          </Stack>
          {children}
        </Stack>
      </Box>
    </AppShell>
  );
}
