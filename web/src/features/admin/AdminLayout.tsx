import { Box, chakra, Flex } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Link as RouterLink, Outlet, useLocation } from 'react-router-dom';
import { AppShell } from '../../ui/AppShell';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { ScrollRow } from '../../ui/ScrollRow';

/** The admin area's sections, in the sidebar's order (commerce.md §2 Admin). */
export const ADMIN_SECTIONS = [
  { to: '/admin/payments', label: '결제 관리' },
  { to: '/admin/subscriptions', label: '구독 관리' },
  { to: '/admin/tenants', label: '사이트 관리' },
  { to: '/admin/audit', label: '감사 기록' },
] as const;

/** The section an address is in (letters in any case, a trailing slash allowed, as the router matches). */
export function currentSection(pathname: string): (typeof ADMIN_SECTIONS)[number] | undefined {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  return ADMIN_SECTIONS.find((s) => path === s.to || path.startsWith(`${s.to}/`));
}

const NavLink = chakra(RouterLink);

/**
 * /admin/* (system administrator only; the guard is the route's): the section's title in the header,
 * a sidebar of the four sections from 768 px up, and on a phone the same links as one row above the
 * page that scrolls sideways by itself (never the page). The current section's link is marked.
 */
export default function AdminLayout() {
  const { pathname } = useLocation();
  const current = currentSection(pathname);

  return (
    <AppShell header={{ back: true, title: current?.label ?? '관리자' }} footer={false} tabBar={false}>
      <Flex direction={{ base: 'column', md: 'row' }} maxW="6xl" mx="auto" w="full" minW="0">
        <Box
          as="nav"
          aria-label="관리자 메뉴"
          flexShrink={0}
          w={{ base: 'full', md: '52' }}
          borderBottomWidth={{ base: '1px', md: '0' }}
          borderEndWidth={{ base: '0', md: '1px' }}
          px={{ base: '2', md: '3' }}
          py={{ base: '1', md: '6' }}
          position={{ base: 'static', md: 'sticky' }}
          top={{ md: '14' }}
          alignSelf={{ md: 'flex-start' }}
          minH={{ md: 'calc(100vh - 3.5rem)' }}
        >
          <ScrollRow flexDirection={{ base: 'row', md: 'column' }} gap="1">
            <chakra.ul listStyleType="none" m="0" p="0">
              {ADMIN_SECTIONS.map((s) => {
                const active = s === current;
                return (
                  <li key={s.to}>
                    <NavLink
                      to={s.to}
                      aria-current={active ? 'page' : undefined}
                      display="flex"
                      alignItems="center"
                      minH="11"
                      px="3"
                      borderRadius="md"
                      fontSize="sm"
                      whiteSpace="nowrap"
                      fontWeight={active ? 'semibold' : 'normal'}
                      color={active ? 'brand.fg' : 'fg'}
                      bg={active ? 'brand.subtle' : undefined}
                      _hover={{ bg: active ? 'brand.subtle' : 'bg.muted' }}
                      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '-2px' }}
                    >
                      {s.label}
                    </NavLink>
                  </li>
                );
              })}
            </chakra.ul>
          </ScrollRow>
        </Box>
        <Box flex="1" minW="0" px={{ base: '4', md: '6' }} py={{ base: '4', md: '6' }}>
          {/* Each page is a chunk of its own: the sidebar stays while the next one loads. */}
          <Suspense fallback={<PageSkeleton bar={false} />}>
            <Outlet />
          </Suspense>
        </Box>
      </Flex>
    </AppShell>
  );
}
