import { Box, Button, Flex, HStack, Image, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { serviceName, useTenant } from '../../app/tenant';
import { useLogout } from '../../lib/useLogout';
import { useSession } from '../../lib/useSession';

/** Landing top bar: brand, then role links and logout, or login and sign-up (platform.md §2). */
export function LandingTopBar() {
  const tenant = useTenant();
  const session = useSession();
  const logout = useLogout();
  const user = session?.user;

  return (
    <Box as="header" position="sticky" top="0" zIndex="sticky" bg="bg/90" backdropFilter="blur(8px)" borderBottomWidth="1px">
      <Flex maxW="6xl" mx="auto" h="14" px={{ base: '3', md: '6' }} align="center" gap="2">
        <HStack asChild gap="2" flex="1" minW="0">
          <RouterLink to="/" aria-label={`${serviceName(tenant)} 홈`}>
            {tenant.settings.logo_url && <Image src={tenant.settings.logo_url} alt="" boxSize="8" />}
            <Text fontWeight="bold" fontSize="lg" truncate>
              {serviceName(tenant)}
            </Text>
          </RouterLink>
        </HStack>
        {user ? (
          <HStack gap="1">
            {user.user_type === 'merchant' ? (
              <Button asChild size="sm" variant="ghost">
                <RouterLink to="/merchant/dashboard">대시보드</RouterLink>
              </Button>
            ) : (
              <Button asChild size="sm" variant="ghost">
                <RouterLink to="/main">쇼핑하기</RouterLink>
              </Button>
            )}
            <Button size="sm" variant="outline" onClick={logout}>
              로그아웃
            </Button>
          </HStack>
        ) : (
          <HStack gap="1">
            <Button asChild size="sm" variant="ghost">
              <RouterLink to="/login">로그인</RouterLink>
            </Button>
            <Button asChild size="sm" colorPalette="brand">
              <RouterLink to="/terms?type=customer">회원가입</RouterLink>
            </Button>
          </HStack>
        )}
      </Flex>
    </Box>
  );
}
