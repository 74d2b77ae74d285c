import { Box, SkipNavContent, SkipNavLink } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { BottomTabBar } from './BottomTabBar';
import { Footer } from './Footer';
import { Header, type HeaderProps } from './Header';

interface Props {
  header?: HeaderProps;
  footer?: boolean;
  tabBar?: boolean;
  children: ReactNode;
}

/** Header, page body, footer and the mobile tab bar around a page. */
export function AppShell({ header, footer = true, tabBar = true, children }: Props) {
  return (
    <Box minH="100vh" display="flex" flexDirection="column" bg="bg">
      <SkipNavLink>본문으로 건너뛰기</SkipNavLink>
      <Header {...header} />
      <SkipNavContent />
      <Box as="main" flex="1" w="full" pb={tabBar && !footer ? { base: '20', md: '0' } : undefined}>
        {children}
      </Box>
      {footer && <Footer />}
      {tabBar && <BottomTabBar />}
    </Box>
  );
}
