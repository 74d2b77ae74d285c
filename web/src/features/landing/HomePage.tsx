import { Box, Button, Center, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useTenant } from '../../app/tenant';
import { AppShell } from '../../ui/AppShell';
import { HeroCarousel } from './HeroCarousel';

/** The logged-in home: hero banner and the sections of platform.md §2, whose content comes in later work. */
export default function HomePage() {
  const { features } = useTenant();
  const sections = [
    { on: features.delivery, title: '지금 핫한 배달·픽업', to: '/main?tab=delivery' },
    { on: features.content, title: '떠오르는 영상', to: '/main?tab=video' },
    { on: features.content, title: '최근 커뮤니티', to: '/main?tab=post' },
    { on: features.shopping, title: '베스트 쇼핑 상품', to: '/main?tab=shopping' },
  ].filter((s) => s.on);

  return (
    <AppShell>
      <Box maxW="6xl" mx="auto" px={{ base: '0', md: '6' }} pt={{ base: '0', md: '6' }}>
        <HeroCarousel />
        {sections.length === 0 ? (
          <Center minH="30vh" px="6">
            <Text color="fg.muted">서비스를 준비 중입니다.</Text>
          </Center>
        ) : (
          <Stack gap="8" px={{ base: '4', md: '0' }} py="8">
            {sections.map((s) => (
              <Box as="section" key={s.title} aria-label={s.title}>
                <Flex justify="space-between" align="center" mb="3">
                  <Heading as="h2" size="lg">
                    {s.title}
                  </Heading>
                  <Button asChild size="sm" variant="ghost" colorPalette="brand">
                    <RouterLink to={s.to} aria-label={`${s.title} 전체보기`}>
                      전체보기
                    </RouterLink>
                  </Button>
                </Flex>
                <Center h="24" borderWidth="1px" borderStyle="dashed" borderRadius="lg" color="fg.muted">
                  준비 중입니다.
                </Center>
              </Box>
            ))}
          </Stack>
        )}
      </Box>
    </AppShell>
  );
}
