import { Box, Button, chakra, CloseButton, Dialog, Flex, HStack, Portal, RadioGroup, Separator, Stack, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import '../../ui/pageSlotRecipes';
import { formatKrw } from '../../../../shared/catalogue-constants';
import { MSG } from '../../../../shared/messages';
import { orderTotal } from '../../../../shared/order-total';
import type { OrderType } from '../../../../shared/order-status';
import type { ProductDetail } from '../../../../shared/schemas/catalogue';
import type { ProductSessionInput } from '../../../../shared/schemas/orders';
import { trpc } from '../../lib/trpc';
import { useFieldErrors } from '../../lib/useFieldErrors';
import { useSession } from '../../lib/useSession';
import { AddressField } from '../../ui/AddressField';
import { FormMessage } from '../../ui/FormMessage';
import { FormStack } from '../../ui/FormStack';
import { clampQuantity, QuantityField, stockCap } from '../../ui/QuantityField';
import { BuyerFields, CheckoutConsents, firstInput } from './CheckoutFields';
import { DeliveryRequestField } from '../cart/DeliveryRequestField';
import { CUSTOM_NOTE, deliveryRequestOf } from '../cart/deliveryNotes';
import {
  CHECKOUT_FIELDS,
  deviceTypeOf,
  initialValues,
  maxQuantity,
  ORDER_TYPE_LABELS,
  orderTypesFor,
  sessionFailure,
  validateCheckout,
  type CheckoutField,
  type CheckoutValues,
} from './checkout';

interface Props {
  product: ProductDetail;
  /** The quantity chosen on the product page. */
  quantity: number;
  onClose: () => void;
}


/**
 * The product page's payment modal (commerce.md §2, §5): quantity, buyer, address or pickup, the
 * three consents and the total; submitting registers the payment (orders.payments.session) and sends
 * the browser to the gateway's pay page. The server computes the amount; the modal only shows it.
 */
export default function PaymentModal({ product, quantity, onClose }: Props) {
  const session = useSession();
  const types = useMemo(() => orderTypesFor(product), [product]);
  const maxQty = maxQuantity(product.display_remaining);
  // The quantity as chosen, never quietly lowered: above the stock the modal says so and will not pay.
  const [values, setValues] = useState<CheckoutValues>(() => initialValues(session?.user, clampQuantity(quantity), types[0] ?? 'pickup'));
  const cap = stockCap(product.display_remaining);
  const overStock = cap !== null && values.qty > cap;
  const { errors, bind, show, set } = useFieldErrors<CheckoutField>(CHECKOUT_FIELDS);
  const [formError, setFormError] = useState<string | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const start = trpc.orders.payments.session.useMutation();
  // 배송 요청사항 (delivery only): a common note or a typed one.
  const [note, setNote] = useState({ note: '', noteText: '' });
  const [noteError, setNoteError] = useState<string | null>(null);
  const noteInput = useRef<HTMLElement | null>(null);

  // Back from the pay page (the browser's back-forward cache restores this page as it was left): usable again.
  useEffect(() => {
    const restored = (e: PageTransitionEvent) => e.persisted && setRedirecting(false);
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

  // The selling tenant's rule as the detail answers it (on a proxy site its target's): what the session charges.
  const total = orderTotal(product.price, values.qty, values.order_type, product.shipping);
  const busy = start.isPending || redirecting;

  const change = <K extends keyof CheckoutValues>(key: K, value: CheckoutValues[K], field?: CheckoutField) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (field) set(field, null);
    setFormError(null);
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setFormError(null);
    const checked = validateCheckout(values, product.id, maxQty, deviceTypeOf(navigator.userAgent));
    if (!checked.ok) {
      show(checked.errors);
      return;
    }
    const delivery = values.order_type === 'delivery';
    if (delivery && note.note === CUSTOM_NOTE && !note.noteText.trim()) {
      setNoteError('배송 요청사항을 입력해주세요.');
      noteInput.current?.focus();
      return;
    }
    try {
      const answer = await start.mutateAsync({ ...(checked.input as ProductSessionInput), delivery_request: delivery ? deliveryRequestOf(note) : '' });
      if (!answer.authPageUrl) {
        // commerce.md §8: a session without authPageUrl is only logged; the buyer is told to try again.
        console.error('payment session answered no authPageUrl', answer);
        setFormError('결제창을 열지 못했습니다. 잠시 후 다시 시도해주세요.');
        return;
      }
      setRedirecting(true);
      window.location.assign(answer.authPageUrl);
    } catch (err) {
      console.error('payment session failed', err);
      const failure = sessionFailure(err);
      if (failure.field) show({ [failure.field]: failure.message });
      else setFormError(failure.message);
    }
  };

  return (
    <Dialog.Root
      open
      onOpenChange={(d) => !d.open && !busy && onClose()}
      size={{ base: 'full', md: 'lg' }}
      placement="center"
      scrollBehavior="inside"
      closeOnInteractOutside={false}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header borderBottomWidth="1px" py="3">
              <Dialog.Title fontSize="lg">주문·결제</Dialog.Title>
            </Dialog.Header>
            <Dialog.CloseTrigger asChild top="2" insetEnd="2">
              <CloseButton aria-label="결제 창 닫기" disabled={busy} />
            </Dialog.CloseTrigger>
            <Dialog.Body px={{ base: '4', md: '6' }} py="4">
              <FormStack id="checkout-form" gap="5" onSubmit={(e) => void submit(e)} aria-label="주문 정보">
                <Box>
                  <Text fontSize="sm" color="fg.muted">
                    {product.merchant.business_name}
                  </Text>
                  <Text fontWeight="semibold" wordBreak="break-all">
                    {product.title}
                  </Text>
                  <Text fontSize="sm">{formatKrw(product.price)}</Text>
                </Box>

                <Stack gap="1">
                  <Flex justify="space-between" align="center" gap="3" wrap="wrap">
                    <chakra.label htmlFor="checkout-qty" fontWeight="medium">
                      수량
                    </chakra.label>
                    <Box ref={firstInput(bind('qty'))}>
                      <QuantityField
                        id="checkout-qty"
                        value={values.qty}
                        remaining={product.display_remaining}
                        onChange={(n) => change('qty', n, 'qty')}
                        disabled={busy}
                        aria-invalid={overStock || !!errors.qty}
                        aria-describedby="checkout-qty-note"
                      />
                    </Box>
                  </Flex>
                  <Box id="checkout-qty-note">
                    {cap !== null && (
                      <Text fontSize="xs" color="fg.muted" textAlign="end">
                        남은 수량 {cap}개
                      </Text>
                    )}
                    {overStock ? (
                      <Text fontSize="sm" color="red.fg" role="alert" data-testid="checkout-qty-over">
                        {MSG.paymentQtyOverStock} 수량을 {cap}개 이하로 줄여주세요.
                      </Text>
                    ) : (
                      errors.qty && (
                        <Text fontSize="sm" color="red.fg" role="alert">
                          {errors.qty}
                        </Text>
                      )
                    )}
                  </Box>
                </Stack>

                <Box ref={firstInput(bind('order_type'))}>
                  <RadioGroup.Root
                    value={values.order_type}
                    onValueChange={(d) => d.value && change('order_type', d.value as OrderType, 'order_type')}
                    colorPalette="brand"
                    disabled={busy}
                    aria-labelledby="checkout-type-label"
                  >
                    <Text id="checkout-type-label" fontWeight="medium" mb="2">
                      수령 방법
                    </Text>
                    <HStack gap="5" wrap="wrap">
                      {types.map((t) => (
                        <RadioGroup.Item key={t} value={t}>
                          <RadioGroup.ItemHiddenInput />
                          <RadioGroup.ItemIndicator />
                          <RadioGroup.ItemText>{ORDER_TYPE_LABELS[t]}</RadioGroup.ItemText>
                        </RadioGroup.Item>
                      ))}
                    </HStack>
                  </RadioGroup.Root>
                  {types.length === 1 && types[0] === 'pickup' && (
                    <Text fontSize="sm" color="fg.muted" mt="1">
                      이 상품은 픽업만 가능합니다.
                    </Text>
                  )}
                  {errors.order_type && (
                    <Text fontSize="sm" color="red.fg" role="alert" mt="1">
                      {errors.order_type}
                    </Text>
                  )}
                </Box>

                <Separator />
                <Text as="h3" fontWeight="semibold">
                  주문자 정보
                </Text>
                <BuyerFields values={values} errors={errors} onChange={(field, v) => change(field, v, field)} bind={bind} />

                {values.order_type === 'delivery' ? (
                  <>
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
                      note={note.note}
                      text={note.noteText}
                      onNote={(v) => {
                        setNote((n) => ({ ...n, note: v }));
                        setNoteError(null);
                      }}
                      onText={(v) => {
                        setNote((n) => ({ ...n, noteText: v }));
                        setNoteError(null);
                      }}
                      error={noteError ?? undefined}
                      textRef={(el) => {
                        noteInput.current = el;
                      }}
                    />
                  </>
                ) : (
                  <Box p="3" borderRadius="md" bg="bg.subtle" fontSize="sm">
                    <Text fontWeight="medium">픽업 매장</Text>
                    <Text>{product.merchant.business_name}</Text>
                    <Text color="fg.muted" mt="1">
                      준비가 끝나면 주문 내역에 &lsquo;픽업 대기&rsquo;로 표시됩니다.
                    </Text>
                  </Box>
                )}

                <Separator />
                <CheckoutConsents
                  consents={values.consents}
                  onChange={(consents, all) => change('consents', consents, all ? 'consents' : undefined)}
                  error={errors.consents}
                  disabled={busy}
                  bind={bind('consents')}
                />

                <Stack gap="1" p="4" borderRadius="lg" borderWidth="1px" aria-label="결제 금액" role="group" data-testid="checkout-total">
                  <Flex justify="space-between">
                    <Text color="fg.muted">상품 금액</Text>
                    <Text>{formatKrw(total.subtotal)}</Text>
                  </Flex>
                  <Flex justify="space-between">
                    <Text color="fg.muted">배송비</Text>
                    <Text data-testid="checkout-shipping">
                      {values.order_type === 'pickup' ? '픽업 (배송비 없음)' : total.shippingFee > 0 ? formatKrw(total.shippingFee) : '무료'}
                    </Text>
                  </Flex>
                  {values.order_type === 'delivery' && (
                    <Text fontSize="xs" color="fg.muted" textAlign="end">
                      {formatKrw(total.freeShippingThreshold)} 이상 구매 시 무료 배송
                    </Text>
                  )}
                  <Separator my="1" />
                  <Flex justify="space-between" align="baseline">
                    <Text fontWeight="semibold">총 결제 금액</Text>
                    <Text fontSize="xl" fontWeight="bold" aria-live="polite" data-testid="checkout-amount">
                      {formatKrw(total.total)}
                    </Text>
                  </Flex>
                </Stack>
                {formError && <FormMessage status="error">{formError}</FormMessage>}
              </FormStack>
            </Dialog.Body>
            <Dialog.Footer borderTopWidth="1px" py="3" pb={{ base: 'calc(env(safe-area-inset-bottom) + 12px)', md: '3' }}>
              <Button variant="outline" onClick={onClose} disabled={busy}>
                취소
              </Button>
              <Button type="submit" form="checkout-form" colorPalette="brand" flex="1" loading={busy} loadingText="결제창으로 이동 중" disabled={overStock}>
                {formatKrw(total.total)} 결제하기
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
