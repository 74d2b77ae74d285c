import { Box, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTenant } from '../../app/tenant';
import { InitialAvatar } from '../../ui/InitialAvatar';
import { landingCopy } from './landingCopy';

/** The site's sample producer stories (platform.md §2 Landing page; the tenant's copy). */
export function ProducerStories() {
  const { stories } = landingCopy(useTenant());
  return (
    <Box as="section" aria-labelledby="stories-title" bg="bg.subtle" px={{ base: '5', md: '6' }} py="14">
      <Stack maxW="6xl" mx="auto" gap="8">
        <Heading id="stories-title" as="h2" size="2xl" textAlign="center">
          생산자 이야기
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          {stories.map((s) => (
            <Stack as="figure" key={`${s.name} ${s.origin}`} p="6" bg="bg" borderRadius="xl" boxShadow="sm" gap="3">
              <Text as="blockquote" color="fg">
                “{s.quote}”
              </Text>
              <HStack as="figcaption" gap="3">
                <InitialAvatar size="sm" colorPalette="accent" initial={s.origin.charAt(0)} />
                <Stack gap="0">
                  <Text fontSize="sm" fontWeight="semibold">
                    {s.name}
                  </Text>
                  <Text fontSize="xs" color="fg.muted">
                    {s.origin}
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
