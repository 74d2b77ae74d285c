import { Box, Button, Center, Flex, Grid, Heading, Separator, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { formatKrw } from '../../../../shared/catalogue-constants';
import { MSG } from '../../../../shared/messages';
import { errorStatus } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { useFieldErrors } from '../../lib/useFieldErrors';
import { useSession } from '../../lib/useSession';
import { AddressField } from '../../ui/AddressField';
import { useAlert } from '../../ui/alertContext';
import { AppShell } from '../../ui/AppShell';
import { FormMessage } from '../../ui/FormMessage';
import { FormStack } from '../../ui/FormStack';
import { QueryErrorState } from '../../ui/QueryErrorState';
import { deviceTypeOf, sessionFailure } from '../orders/checkout';
import { BuyerFields, CheckoutConsents } from '../orders/CheckoutFields';
import { selectionOf, type Selection } from './cartView';
import { DeliveryRequestField } from './DeliveryRequestField';
import {
  CART_CHECKOUT_FIELDS,
  initialCartValues,
  validateCartCheckout,
  type CartCheckoutField,
  type CartCheckoutValues,
} from './checkoutForm';
import { PhoneActionBar } from './PhoneActionBar';
import { useCart, useShopFees } from './useCart';

const LOAD_TEXTS = { notFound: '장바구니를 불러오지 못했습니다.', failed: '장바구니를 불러오지 못했습니다.' };

/** The product ids of ?items=1,2,3 (anything else in it is ignored). */
function itemsOf(raw: string | null): number[] {
  const ids = (raw ?? '').split(',').map(Number).filter((n) => Number.isSafeInteger(n) && n > 0);
  return [...new Set(ids)];
}

/**
 * /cart/checkout (docs/cart.md 화면): the chosen lines' order, one payment for all their shops.
 * Buyer, address (postcode search, a plain field when it cannot load), 배송 요청사항, the summary by
 * shop with each fee, the three consents, then the gateway's pay page as the product's payment opens
 * it. The total shown is what the server must find too: a price that changed meanwhile is refused
 * (409), the cart and the total refresh and the form stays as filled.
 */
export default function CheckoutPage() {
  const [params] = useSearchParams();
  const ids = useMemo(() => itemsOf(params.get('items')), [params]);
  const { cart, isPending, error, refetch } = useCart();
  const chosen = (l: { product_id: number }) => ids.includes(l.product_id);
  const { fees, pending: feesPending } = useShopFees(cart, chosen);
  const selection = cart ? selectionOf(cart, chosen, fees) : null;

  if (error) {
    return (
      <Shell>
        <QueryErrorState error={error} onRetry={refetch} texts={LOAD_TEXTS} />
      </Shell>
    );
  }
  if (isPending || feesPending || !selection) {
    return (
      <Shell>
        <Stack maxW="5xl" mx="auto" gap="4" p={{ base: '4', md: '8' }} role="status" aria-label="주문 정보를 불러오는 중">
          <Skeleton h="40" borderRadius="xl" />
          <Skeleton h="60" borderRadius="xl" />
        </Stack>
      </Shell>
    );
  }
  if (!selection.count) {
    return (
      <Shell>
        <Center minH="50vh" px="6">
          <Stack gap="4" align="center" textAlign="center">
            <Heading as="h2" size="md">
              주문할 상품이 없습니다
            </Heading>
            <Text color="fg.muted">장바구니에서 주문할 상품을 선택해주세요.</Text>
            <Button asChild colorPalette="brand" size="lg">
              <RouterLink to="/cart">장바구니로 가기</RouterLink>
            </Button>
          </Stack>
        </Center>
      </Shell>
    );
  }
  const dropped = ids.length - selection.count;
  return <CheckoutForm selection={selection} dropped={dropped} />;
}

function Shell({ children, bottomBar }: { children: React.ReactNode; bottomBar?: boolean }) {
  return (
    <AppShell header={{ back: true, title: '주문·결제' }} footer={false} tabBar={false}>
      <Box pb={bottomBar ? { base: '24', md: '0' } : undefined}>{children}</Box>
    </AppShell>
  );
}

function CheckoutForm({ selection, dropped }: { selection: Selection; dropped: number }) {
  const session = useSession();
  const alert = useAlert();
  const utils = trpc.useUtils();
  const checkout = trpc.cart.checkout.useMutation();
  const [values, setValues] = useState<CartCheckoutValues>(() => initialCartValues(session?.user));
  const { errors, bind, show, set } = useFieldErrors<CartCheckoutField>(CART_CHECKOUT_FIELDS);
  const [formError, setFormError] = useState<string | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const busy = checkout.isPending || redirecting;

  // Back from the pay page (the back-forward cache restores this page as it was left): usable again.
  useEffect(() => {
    const restored = (e: PageTransitionEvent) => e.persisted && setRedirecting(false);
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

  const change = <K extends keyof CartCheckoutValues>(key: K, value: CartCheckoutValues[K], field?: CartCheckoutField) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (field) set(field, null);
    setFormError(null);
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setFormError(null);
    const ids = selection.shops.flatMap((s) => s.lines.map((l) => l.product_id));
    const checked = validateCartCheckout(values, ids, selection.total, deviceTypeOf(navigator.userAgent));
    if (!checked.ok) {
      show(checked.errors);
      return;
    }
    try {
      const answer = await checkout.mutateAsync(checked.input);
      if (!answer.authPageUrl) {
        console.error('cart checkout answered no authPageUrl', answer);
        setFormError('결제창을 열지 못했습니다. 잠시 후 다시 시도해주세요.');
        return;
      }
      setRedirecting(true);
      window.location.assign(answer.authPageUrl);
    } catch (err) {
      // A price, a fee or the stock changed since the cart was read: the server refused without
      // charging. Say so, read the cart again (its new total shows) and keep what was typed.
      if (errorStatus(err) === 409) {
        const failure = sessionFailure(err);
        await Promise.all([utils.cart.get.invalidate(), utils.cart.count.invalidate()]);
        await alert({ type: 'warning', title: '주문 금액 확인', message: failure.message || MSG.cartPriceChanged, showCancel: false });
        return;
      }
      console.error('cart checkout failed', err);
      const failure = sessionFailure(err);
      const field = (CART_CHECKOUT_FIELDS as readonly string[]).includes(failure.field ?? '') ? (failure.field as CartCheckoutField) : null;
      if (field) show({ [field]: failure.message });
      else setFormError(failure.message);
    }
  };

  const payLabel = `${formatKrw(selection.total)} 결제하기`;

  return (
    <Shell bottomBar>
      <Box maxW="5xl" mx="auto" px={{ base: '4', md: '6' }} py={{ base: '5', md: '8' }}>
        <FormStack id="cart-checkout-form" gap="0" onSubmit={(e) => void submit(e)} aria-label="주문 정보">
          <Grid templateColumns={{ base: '1fr', md: '1fr 22rem' }} gap={{ base: '6', md: '8' }} alignItems="start">
            <Stack gap="5" minW="0">
              <Heading as="h2" size="md">
                주문자 정보
              </Heading>
              <BuyerFields values={values} errors={errors} onChange={(field, v) => change(field, v, field)} bind={bind} />

              <Separator />
              <Heading as="h2" size="md">
                배송지
              </Heading>
              <AddressField
                label="배송 주소"
                street={values.street}
                detail={values.detail}
                postcode={values.buyerPostcode}
                onStreetChange={(v) => change('street', v, 'buyerAddr')}
                onDetailChange={(v) => change('detail', v)}
                onPostcodeChange={(v) => change('buyerPostcode', v, 'buyerPostcode')}
                error={errors.buyerAddr ?? errors.buyerPostcode}
                streetRef={bind('buyerAddr')}
              />
              <DeliveryRequestField
                note={values.note}
                text={values.noteText}
                onNote={(v) => change('note', v, 'delivery_request')}
                onText={(v) => change('noteText', v, 'delivery_request')}
                error={errors.delivery_request}
                textRef={bind('delivery_request')}
              />
            </Stack>

            <Stack gap="5" minW="0" position={{ md: 'sticky' }} top={{ md: '20' }}>
              <OrderSummary selection={selection} dropped={dropped} />
              <CheckoutConsents
                consents={values.consents}
                onChange={(consents, all) => change('consents', consents, all ? 'consents' : undefined)}
                error={errors.consents}
                disabled={busy}
                bind={bind('consents')}
              />
              {formError && <FormMessage status="error">{formError}</FormMessage>}
              <Button type="submit" colorPalette="brand" size="lg" display={{ base: 'none', md: 'flex' }} loading={busy} loadingText="결제창으로 이동 중">
                {payLabel}
              </Button>
            </Stack>
          </Grid>
        </FormStack>
      </Box>
      {/* On phones the pay button stays at the bottom of the screen. */}
      <PhoneActionBar>
        <Button type="submit" form="cart-checkout-form" colorPalette="brand" size="lg" w="full" loading={busy} loadingText="결제창으로 이동 중">
          {payLabel}
        </Button>
      </PhoneActionBar>
    </Shell>
  );
}

/** The order by shop: its lines, its fee and its total, then the payment's total. */
function OrderSummary({ selection, dropped }: { selection: Selection; dropped: number }) {
  return (
    <Stack as="section" aria-label="주문 상품" gap="3" p="4" borderWidth="1px" borderRadius="xl" data-testid="checkout-summary">
      <Heading as="h2" size="md">
        주문 상품 {selection.count}개
      </Heading>
      {dropped > 0 && (
        <Text fontSize="sm" color="orange.fg">
          구매할 수 없게 된 상품 {dropped}개는 주문에서 빠졌습니다.
        </Text>
      )}
      {selection.shops.map((shop) => (
        <Stack key={shop.group.merchant_id} gap="1.5" pt="3" borderTopWidth="1px" fontSize="sm" data-testid="checkout-shop">
          <Text fontWeight="semibold" fontSize="md" wordBreak="break-all">
            {shop.group.business_name}
          </Text>
          {shop.lines.map((l) => (
            <Flex key={l.product_id} justify="space-between" gap="3">
              <Text minW="0" wordBreak="break-all">
                {l.title} × {l.quantity}
              </Text>
              <Text flexShrink={0}>{formatKrw(l.unit_price * l.quantity)}</Text>
            </Flex>
          ))}
          <Flex justify="space-between" gap="3" color="fg.muted">
            <Text>배송비</Text>
            <Text data-testid="checkout-shop-fee">{shop.shipping_fee > 0 ? formatKrw(shop.shipping_fee) : '무료'}</Text>
          </Flex>
          <Flex justify="space-between" gap="3" fontWeight="semibold">
            <Text>합계</Text>
            <Text>{formatKrw(shop.total)}</Text>
          </Flex>
        </Stack>
      ))}
      <Stack gap="1" pt="3" borderTopWidth="2px">
        <Flex justify="space-between">
          <Text color="fg.muted">상품 금액</Text>
          <Text>{formatKrw(selection.subtotal)}</Text>
        </Flex>
        <Flex justify="space-between">
          <Text color="fg.muted">배송비</Text>
          <Text data-testid="checkout-shipping">{selection.shipping_fee > 0 ? formatKrw(selection.shipping_fee) : '무료'}</Text>
        </Flex>
        <Flex justify="space-between" align="baseline">
          <Text fontWeight="semibold">총 결제 금액</Text>
          <Text fontSize="xl" fontWeight="bold" aria-live="polite" data-testid="checkout-amount">
            {formatKrw(selection.total)}
          </Text>
        </Flex>
      </Stack>
    </Stack>
  );
}
