import { Box, Center, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTenant } from '../../app/tenant';
import { AppIcon } from '../../ui/AppIcon';
import { landingCopy } from './landingCopy';

/** The site's selling points on the landing page (platform.md §2 Landing page; the tenant's copy). */
export function FeaturesGrid() {
  const { features } = landingCopy(useTenant());
  return (
    <Box as="section" aria-labelledby="features-title" px={{ base: '5', md: '6' }} py="14">
      <Stack maxW="6xl" mx="auto" gap="8">
        <Heading id="features-title" as="h2" size="2xl" textAlign="center">
          이런 점이 다릅니다
        </Heading>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
          {features.map((f) => (
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
