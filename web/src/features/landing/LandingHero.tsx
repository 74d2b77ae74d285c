import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useTenant } from '../../app/tenant';
import { SafeHtml } from '../../ui/SafeHtml';

const DEFAULTS = {
  hero_title: '우리 동네 생산자와 <b>직접</b> 만나는 곳',
  hero_subtitle: '신선한 로컬 먹거리 직거래 마켓',
  hero_description: '생산 과정을 직접 보고, 픽업이나 배달로 신선하게 받아보세요.',
};

/** Tenant-configurable hero texts (HTML allowed, sanitised) and the two start buttons. */
export function LandingHero() {
  const tenant = useTenant();
  const info = tenant.settings.service_info ?? {};

  return (
    <Box as="section" bg="brand.subtle" px={{ base: '5', md: '6' }} py={{ base: '12', md: '20' }}>
      <Stack maxW="3xl" mx="auto" gap="5" textAlign="center" align="center">
        <Text color="brand.fg" fontWeight="semibold">
          <SafeHtml as="span" html={info.hero_subtitle || DEFAULTS.hero_subtitle} />
        </Text>
        <Heading as="h1" size={{ base: '3xl', md: '5xl' }} lineHeight="1.25">
          <SafeHtml as="span" html={info.hero_title || DEFAULTS.hero_title} css={{ '& b, & strong': { color: 'brand.fg' } }} />
        </Heading>
        <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>
          <SafeHtml as="span" html={info.hero_description || DEFAULTS.hero_description} />
        </Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3" w={{ base: 'full', sm: 'auto' }}>
          <Button asChild size="lg" colorPalette="brand">
            <RouterLink to="/terms?type=customer">고객으로 시작하기</RouterLink>
          </Button>
          {tenant.features.merchant && (
            <Button asChild size="lg" variant="outline" colorPalette="brand" bg="bg">
              <RouterLink to="/terms?type=merchant">생산자로 시작하기</RouterLink>
            </Button>
          )}
        </Stack>
      </Stack>
    </Box>
  );
}
