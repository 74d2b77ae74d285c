import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useTenant } from '../../app/tenant';
import { landingCopy } from './landingCopy';

/** The closing call to action with both sign-up buttons. */
export function ClosingCta() {
  const tenant = useTenant();
  const { features } = tenant;
  const copy = landingCopy(tenant);
  return (
    <Box as="section" bg="brand.solid" color="brand.contrast" px={{ base: '5', md: '6' }} py="14">
      <Stack maxW="3xl" mx="auto" gap="5" textAlign="center" align="center">
        <Heading as="h2" size="2xl">
          {copy.closing_title}
        </Heading>
        <Text>{copy.closing_text}</Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3" w={{ base: 'full', sm: 'auto' }}>
          <Button asChild size="lg" bg="bg" color="fg" _hover={{ bg: 'bg.muted' }}>
            <RouterLink to="/terms?type=customer">고객 회원가입</RouterLink>
          </Button>
          {features.merchant && (
            <Button asChild size="lg" variant="outline" color="inherit" borderColor="currentColor" _hover={{ bg: 'whiteAlpha.200' }}>
              <RouterLink to="/terms?type=merchant">생산자 회원가입</RouterLink>
            </Button>
          )}
        </Stack>
      </Stack>
    </Box>
  );
}
