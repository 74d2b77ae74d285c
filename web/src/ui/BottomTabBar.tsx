import { Box, Flex, Text } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useTenant } from '../app/tenant';
import { AppIcon, type AppIconName } from './AppIcon';

interface Tab {
  id: string;
  label: string;
  icon: AppIconName;
  to: string;
  on: boolean;
}

/** Mobile bottom navigation (platform.md §2 Main feed); hidden from 768 px up. */
export function BottomTabBar() {
  const { features } = useTenant();
  const { pathname, search } = useLocation();
  const currentTab = new URLSearchParams(search).get('tab');

  const tabs: Tab[] = [
    { id: 'home', label: '홈', icon: 'home', to: '/', on: true },
    { id: 'delivery', label: '배달', icon: 'delivery', to: '/main?tab=delivery', on: features.delivery },
    { id: 'shopping', label: '쇼핑', icon: 'shopping', to: '/main?tab=shopping', on: features.shopping },
    { id: 'video', label: '영상', icon: 'video', to: '/main?tab=video', on: features.content },
    { id: 'post', label: '게시글', icon: 'post', to: '/main?tab=post', on: features.content },
  ];
  const isActive = (t: Tab) => (t.id === 'home' ? pathname === '/' : pathname === '/main' && currentTab === t.id);

  return (
    <Box
      as="nav"
      aria-label="하단 메뉴"
      position="fixed"
      bottom="0"
      insetX="0"
      // A phone widens the layout viewport (and with it a fixed bar) to fit content that
      // overflows; 100vw is the device width, so the bar's tabs stay on screen regardless.
      maxW="100vw"
      zIndex="sticky"
      bg="bg"
      borderTopWidth="1px"
      display={{ base: 'block', md: 'none' }}
      pb="env(safe-area-inset-bottom)"
    >
      <Flex justify="space-around">
        {tabs
          .filter((t) => t.on)
          .map((t) => {
            const active = isActive(t);
            return (
              <Flex
                key={t.id}
                asChild
                direction="column"
                align="center"
                flex="1"
                minW="0"
                py="2"
                gap="0.5"
                color={active ? 'brand.fg' : 'fg.muted'}
                fontWeight={active ? 'bold' : 'normal'}
              >
                <RouterLink to={t.to} aria-current={active ? 'page' : undefined}>
                  <AppIcon name={t.icon} />
                  <Text fontSize="xs">{t.label}</Text>
                </RouterLink>
              </Flex>
            );
          })}
      </Flex>
    </Box>
  );
}
