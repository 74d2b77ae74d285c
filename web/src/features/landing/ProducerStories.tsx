import { Box, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { InitialAvatar } from '../../ui/InitialAvatar';

const STORIES = [
  {
    name: '김OO 님',
    farm: '양평 햇살농장 · 토마토',
    quote: '유기농 토마토를 키운 지 12년째, 손님들이 밭에서 자라는 모습을 영상으로 보고 주문해주셔서 신뢰가 쌓였어요.',
  },
  {
    name: '이OO 님',
    farm: '제주 푸른바다 · 수산물',
    quote: '새벽에 잡은 생선을 당일 발송하니 단골이 늘었습니다. 중간 유통 없이 제값을 받을 수 있어 좋아요.',
  },
  {
    name: '박OO 님',
    farm: '청송 사과마을 · 사과',
    quote: '픽업 주문 덕분에 동네 이웃들이 직접 농장에 찾아오세요. 수확 체험 문의도 많아졌어요.',
  },
];

/** Three static sample stories (platform.md §2 Landing page). */
export function ProducerStories() {
  return (
    <Box as="section" aria-labelledby="stories-title" bg="bg.subtle" px={{ base: '5', md: '6' }} py="14">
      <Stack maxW="6xl" mx="auto" gap="8">
        <Heading id="stories-title" as="h2" size="2xl" textAlign="center">
          생산자 이야기
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          {STORIES.map((s) => (
            <Stack as="figure" key={s.name} p="6" bg="bg" borderRadius="xl" boxShadow="sm" gap="3">
              <Text as="blockquote" color="fg">
                “{s.quote}”
              </Text>
              <HStack as="figcaption" gap="3">
                <InitialAvatar size="sm" colorPalette="accent" initial={s.farm.charAt(0)} />
                <Stack gap="0">
                  <Text fontSize="sm" fontWeight="semibold">
                    {s.name}
                  </Text>
                  <Text fontSize="xs" color="fg.muted">
                    {s.farm}
                  </Text>
                </Stack>
              </HStack>
            </Stack>
          ))}
        </SimpleGrid>
      </Stack>
    </Box>
  );
}
