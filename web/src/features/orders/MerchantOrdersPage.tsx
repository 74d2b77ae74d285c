import { Box, Button, Container, Flex, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { MSG } from '../../../../shared/messages';
import { useSession } from '../../lib/useSession';
import { AppShell } from '../../ui/AppShell';
import { BackMessageScreen } from '../../ui/BackMessageScreen';
import { OrderCenter } from './center/OrderCenter';

/**
 * /merchant/orders: the shop's order center (docs/orders.md 화면; commerce.md §2 order management,
 * §4 statuses, §5 status update): the summary strip, filters and search in the address, bulk status
 * changes and 발송처리, claims, CSV export. The dashboard's 주문 관리 tab shows the same
 * (MerchantOrders). Anyone but a merchant reads the merchants-only message.
 */
export default function MerchantOrdersPage() {
  const session = useSession();
  if (session?.user.user_type !== 'merchant') return <BackMessageScreen alert title="접근 권한이 없습니다" text={MSG.dashboardMerchantsOnly} />;

  return (
    <AppShell header={{ back: true, title: '주문 관리' }}>
      <Container maxW="5xl" px={{ base: '4', md: '6' }} py={{ base: '4', md: '8' }}>
        {/* The back header's title is the page's h1. */}
        <Flex justify="space-between" align="center" gap="3" wrap="wrap" mb="3">
          <Text fontSize="sm" color="fg.muted">
            주문을 찾아 상태를 바꾸고, 택배 주문을 발송처리하고, 취소·반품·교환 요청을 처리합니다.
          </Text>
          <Button asChild size="sm" minH="11" variant="outline" colorPalette="brand">
            <RouterLink to="/payment/analytics">결제 분석</RouterLink>
          </Button>
        </Flex>
        <MerchantOrders />
      </Container>
    </AppShell>
  );
}

/** The order center for a merchant (the page and the dashboard's 주문 관리 tab); the merchants-only message otherwise. */
export function MerchantOrders() {
  const session = useSession();
  if (session?.user.user_type !== 'merchant') return <MerchantsOnly />;
  return <OrderCenter forbidden={() => <MerchantsOnly />} />;
}

function MerchantsOnly() {
  return (
    <Box role="alert" py="10" px="4" textAlign="center" borderWidth="1px" borderStyle="dashed" borderRadius="lg">
      <Text fontWeight="semibold">{MSG.dashboardMerchantsOnly}</Text>
    </Box>
  );
}
