import { Box, Button } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useSession } from '../lib/useSession';

// The menu (and its positioning and focus code) is loaded only for a signed-in visitor.
const AccountMenu = lazy(() => import('./AccountMenu'));

/** The header's account corner: a login button for guests, the account menu once signed in. */
export function AvatarMenu() {
  const session = useSession();
  if (!session) {
    return (
      <Button asChild size="sm" colorPalette="brand">
        <RouterLink to="/login">로그인</RouterLink>
      </Button>
    );
  }
  return (
    <Suspense fallback={<Box w="8" h="8" borderRadius="full" bg="bg.muted" aria-hidden />}>
      <AccountMenu />
    </Suspense>
  );
}
