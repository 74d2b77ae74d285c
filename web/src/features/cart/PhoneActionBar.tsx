import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** On phones: the page's main button fixed at the bottom of the screen (the cart's order, the checkout's pay). */
export function PhoneActionBar({ children }: { children: ReactNode }) {
  return (
    <Box
      display={{ base: 'block', md: 'none' }}
      position="fixed"
      bottom="0"
      insetX="0"
      maxW="100vw"
      zIndex="sticky"
      bg="bg"
      borderTopWidth="1px"
      px="4"
      pt="3"
      pb="calc(env(safe-area-inset-bottom) + 12px)"
    >
      {children}
    </Box>
  );
}
