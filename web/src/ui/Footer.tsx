import { Box, HStack, Link, Separator, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { displayPhone } from '../../../shared/phone';
import { useTenant } from '../app/tenant';

const LEGAL_LINKS = [
  { to: '/legal/terms-of-service', label: '이용약관' },
  { to: '/legal/privacy-policy', label: '개인정보처리방침' },
  { to: '/legal/data-deletion', label: '데이터 삭제 안내' },
  { to: '/policy', label: '배송·교환·환불 정책' },
];

/** Company info, customer-centre phone and legal links (commerce.md §2 Header and navigation). */
export function Footer() {
  const tenant = useTenant();
  const company = tenant.settings.company_info ?? {};
  const phone = tenant.settings.contact_phone;

  return (
    // Never the scroll anchor: a reader at the bottom of a page would be kept there as an infinite
    // list grew above, its sentinel staying in view and every page loading one after another.
    <Box as="footer" bg="bg.subtle" borderTopWidth="1px" mt="12" pb={{ base: '20', md: '0' }} css={{ overflowAnchor: 'none' }}>
      <Stack maxW="6xl" mx="auto" px={{ base: '4', md: '6' }} py="8" gap="3" fontSize="sm" color="fg.muted">
        <Text fontWeight="bold" color="fg">
          {company.company_name || tenant.display_name}
        </Text>
        <Stack gap="1">
          {company.ceo_name && <Text>대표: {company.ceo_name}</Text>}
          {company.business_number && <Text>사업자등록번호: {company.business_number}</Text>}
          {company.sales_report_number && <Text>통신판매업 신고번호: {company.sales_report_number}</Text>}
          {company.address && <Text>주소: {company.address}</Text>}
        </Stack>
        {phone && (
          <Text>
            고객센터{' '}
            <Link href={`tel:${phone.replace(/[^0-9+]/g, '')}`} color="brand.fg" fontWeight="semibold" minH={{ base: '11', md: 'auto' }}>
              {displayPhone(phone)}
            </Link>
            {tenant.settings.business_hours && ` · ${tenant.settings.business_hours}`}
          </Text>
        )}
        {tenant.settings.contact_email && <Text>이메일: {tenant.settings.contact_email}</Text>}
        <Separator />
        <HStack as="nav" aria-label="약관 및 정책" gap="4" wrap="wrap">
          {LEGAL_LINKS.map((l) => (
            <Link key={l.to} asChild color="fg" fontSize="sm" minH={{ base: '11', md: 'auto' }}>
              <RouterLink to={l.to}>{l.label}</RouterLink>
            </Link>
          ))}
        </HStack>
        <Text fontSize="xs">© {new Date().getFullYear()} {company.company_name || tenant.display_name}</Text>
      </Stack>
    </Box>
  );
}
