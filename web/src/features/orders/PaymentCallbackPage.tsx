import { Box, Button, Center, Heading, HStack, Spinner, Text, VStack } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { trpc } from '../../lib/trpc';
import { useSession } from '../../lib/useSession';
import { AppShell } from '../../ui/AppShell';
import { PaidFacts } from '../cart/PaidFacts';
import { callbackOutcome, SUBSCRIPTION_PAGE, SUBSCRIPTION_RELOAD_KEY, type CallbackOutcome } from './format';

/**
 * /payment/callback (commerce.md §2, §4): where the gateway's return leaves the browser, with resCd,
 * pgCno, customerId and type. It shows processing while it records the outcome (the subscription-reload
 * flag, and fresh order, payment and stock data for the screens that follow), then success or failure.
 * A subscription's payment (customerId: the merchant's card registration) says so and links to the
 * merchant's subscription page, whose card reloads when it finds the flag.
 */
export default function PaymentCallbackPage() {
  const [params] = useSearchParams();
  const outcome = useMemo(() => callbackOutcome(params), [params]);
  const session = useSession();
  const signedIn = !!session;
  const utils = trpc.useUtils();
  const [processing, setProcessing] = useState(true);

  useEffect(() => {
    let alive = true;
    setProcessing(true);
    const settle = async () => {
      if (outcome.state === 'success') {
        try {
          sessionStorage.setItem(SUBSCRIPTION_RELOAD_KEY, 'true');
        } catch {
          // Storage refused (private mode): nothing reads the flag then.
        }
        // The order, the payment and the product's stock changed: what was cached is stale.
        if (signedIn) await Promise.allSettled([utils.orders.invalidate(), utils.catalogue.products.invalidate()]);
      }
      if (alive) setProcessing(false);
    };
    void settle();
    return () => {
      alive = false;
    };
  }, [outcome, signedIn, utils]);

  return (
    <AppShell tabBar={false}>
      <Center minH="60vh" px="5" py="10">
        <Box w="full" maxW="md" p={{ base: '6', md: '8' }} borderWidth="1px" borderRadius="2xl" textAlign="center">
          {processing ? <Processing outcome={outcome} /> : <Result outcome={outcome} signedIn={signedIn} />}
        </Box>
      </Center>
    </AppShell>
  );
}

function ApprovalNo({ value }: { value: string }) {
  return (
    <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
      승인번호 <Text as="span" fontWeight="semibold" color="fg" data-testid="approval-no">{value}</Text>
    </Text>
  );
}

function Processing({ outcome }: { outcome: CallbackOutcome }) {
  return (
    <VStack gap="4" role="status" aria-live="polite">
      <Spinner size="xl" color="brand.solid" />
      <Heading as="h2" size="md">
        결제를 처리하고 있습니다
      </Heading>
      <Text color="fg.muted">잠시만 기다려주세요.</Text>
      {outcome.approvalNo && <ApprovalNo value={outcome.approvalNo} />}
    </VStack>
  );
}

function Result({ outcome, signedIn }: { outcome: CallbackOutcome; signedIn: boolean }) {
  const success = outcome.state === 'success';
  return (
    <VStack gap="4" role={success ? 'status' : 'alert'} data-state={outcome.state}>
      <Box
        aria-hidden
        w="14"
        h="14"
        borderRadius="full"
        display="grid"
        placeItems="center"
        fontSize="2xl"
        fontWeight="bold"
        bg={success ? 'green.subtle' : 'red.subtle'}
        color={success ? 'green.fg' : 'red.fg'}
      >
        {success ? '✓' : '!'}
      </Box>
      <Heading as="h2" size="lg">
        {outcome.title}
      </Heading>
      <Text>{outcome.message}</Text>
      {outcome.reason && (
        <Text color="fg.muted" data-testid="failure-reason">
          사유: {outcome.reason}
        </Text>
      )}
      {success && outcome.approvalNo && <ApprovalNo value={outcome.approvalNo} />}
      {success && outcome.approvalNo && signedIn && !outcome.subscription && <PaidFacts approvalNo={outcome.approvalNo} />}
      <HStack gap="2" pt="2" w="full" wrap="wrap" justify="center">
        {outcome.subscription && (
          <Button asChild colorPalette="brand" flex="1" minW="32">
            <RouterLink to={SUBSCRIPTION_PAGE}>구독 관리로 이동</RouterLink>
          </Button>
        )}
        {success && outcome.approvalNo && !outcome.subscription && (
          <Button asChild colorPalette="brand" flex="1" minW="32">
            <RouterLink to="/orders">주문 내역 보기</RouterLink>
          </Button>
        )}
        {outcome.retryTo && (
          <Button asChild colorPalette="brand" flex="1" minW="32">
            <RouterLink to={outcome.retryTo}>다시 결제</RouterLink>
          </Button>
        )}
        <Button asChild variant="outline" flex="1" minW="32">
          <RouterLink to="/">홈으로</RouterLink>
        </Button>
      </HStack>
    </VStack>
  );
}
