import { Box, Center, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { AppIcon, type AppIconName } from '../../ui/AppIcon';

const FEATURES: { icon: AppIconName; title: string; text: string }[] = [
  { icon: 'eye', title: '생산자 관찰', text: '밭과 바다에서 자라는 과정을 영상과 글로 직접 확인하세요.' },
  { icon: 'leaf', title: '신선한 채소', text: '오늘 수확한 제철 농산물을 산지에서 바로 받아보세요.' },
  { icon: 'bag', title: '간편한 픽업 주문', text: '미리 주문하고 가까운 매장에서 원하는 시간에 찾아가세요.' },
  { icon: 'gift', title: '리워드 적립', text: '구매하고 후기와 게시글을 남기면 포인트가 쌓입니다.' },
];

/** The four selling points of the landing page (platform.md §2 Landing page). */
export function FeaturesGrid() {
  return (
    <Box as="section" aria-labelledby="features-title" px={{ base: '5', md: '6' }} py="14">
      <Stack maxW="6xl" mx="auto" gap="8">
        <Heading id="features-title" as="h2" size="2xl" textAlign="center">
          이런 점이 다릅니다
        </Heading>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
          {FEATURES.map((f) => (
            <Stack key={f.title} p="6" borderWidth="1px" borderRadius="xl" gap="2" bg="bg">
              <Center w="12" h="12" borderRadius="full" bg="brand.subtle" color="brand.fg">
                <AppIcon name={f.icon} boxSize="6" />
              </Center>
              <Heading as="h3" size="md">
                {f.title}
              </Heading>
              <Text color="fg.muted">{f.text}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Stack>
    </Box>
  );
}
