import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { Navigate, useParams } from 'react-router-dom';
import { displayPhone } from '../../../../shared/phone';
import { useTenant } from '../../app/tenant';
import { AppShell } from '../../ui/AppShell';
import { LegalDocView } from './LegalDocView';
import { LEGAL_SLUGS, legalDoc, type LegalSlug } from './legalTexts';

/** /legal/{terms-of-service|privacy-policy|data-deletion|interval-pay-agree|marketing-agree}. */
export default function LegalPage() {
  const { doc: slug } = useParams();
  const tenant = useTenant();
  if (!LEGAL_SLUGS.includes(slug as LegalSlug)) return <Navigate to="/" replace />;
  const company = tenant.settings.company_info?.company_name || tenant.display_name;
  const doc = legalDoc(slug as LegalSlug, company);

  return (
    <AppShell header={{ back: true, title: doc.title }}>
      <Box maxW="3xl" mx="auto" px={{ base: '4', md: '6' }} py="8">
        <Stack gap="6">
          <Heading as="h2" size="xl">
            {doc.title}
          </Heading>
          <LegalDocView doc={doc} />
          <Text fontSize="sm" color="fg.muted">
            문의: {tenant.settings.contact_email || '고객센터'} {tenant.settings.contact_phone && `· ${displayPhone(tenant.settings.contact_phone)}`}
          </Text>
        </Stack>
      </Box>
    </AppShell>
  );
}
