import { Box, Button, Center, Checkbox, Flex, Grid, Heading, HStack, IconButton, Image, Link, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { formatKrw } from '../../../../shared/catalogue-constants';
import { MSG } from '../../../../shared/messages';
import type { CartLine, CartShopGroup } from '../../../../shared/schemas/cart';
import { detailOr } from '../../lib/errors';
import { useAlert } from '../../ui/alertContext';
import { AppIcon } from '../../ui/AppIcon';
import { AppShell } from '../../ui/AppShell';
import { QuantityField } from '../../ui/QuantityField';
import { QueryErrorState } from '../../ui/QueryErrorState';
import { buyable, selectionOf, type Selection, type ShopSelection } from './cartView';
import { PhoneActionBar } from './PhoneActionBar';
import { useCart, useShopFees } from './useCart';

const LOAD_TEXTS = { notFound: '장바구니를 불러오지 못했습니다.', failed: '장바구니를 불러오지 못했습니다.' };

/** The checkout's address for the chosen lines (their ids in the address: a reload keeps the choice). */
export const checkoutPath = (ids: number[]) => `/cart/checkout?items=${ids.join(',')}`;

/**
 * /cart (docs/cart.md 화면): the lines by shop with each shop's fee and free-shipping progress, the
 * choice of lines to order, and the totals. A guest's cart is the browser's; ordering asks for a login
 * (the cart joins the account's then).
 */
export default function CartPage() {
  const { cart, guest, isPending, error, refetch, setQuantity, remove } = useCart();
  const navigate = useNavigate();
  const alert = useAlert();
  // Lines the shopper unticked: every other line that can be bought is chosen (new lines too).
  const [unticked, setUnticked] = useState<ReadonlySet<number>>(new Set());
  const chosen = (l: CartLine) => !unticked.has(l.product_id);
  const { fees } = useShopFees(cart, chosen);
  const selection = cart ? selectionOf(cart, chosen, fees) : null;

  if (error) {
    return (
      <Shell>
        <QueryErrorState error={error} onRetry={refetch} texts={LOAD_TEXTS} />
      </Shell>
    );
  }
  if (isPending || !cart || !selection) return <CartSkeleton />;

  const lines = cart.shops.flatMap((g) => g.lines);
  if (!lines.length) {
    return (
      <Shell>
        <Center minH="50vh" px="6">
          <Stack gap="4" align="center" textAlign="center">
            <Center boxSize="16" borderRadius="full" bg="bg.muted" color="fg.muted" aria-hidden>
              <AppIcon name="cart" boxSize="8" />
            </Center>
            <Heading as="h2" size="md">
              {MSG.cartEmpty}
            </Heading>
            <Text color="fg.muted">마음에 드는 상품을 담아보세요.</Text>
            <Button asChild colorPalette="brand" size="lg">
              <RouterLink to="/main?tab=shopping">쇼핑하러 가기</RouterLink>
            </Button>
          </Stack>
        </Center>
      </Shell>
    );
  }

  const buyableIds = lines.filter(buyable).map((l) => l.product_id);
  const chosenIds = buyableIds.filter((id) => !unticked.has(id));
  const allChosen = buyableIds.length > 0 && chosenIds.length === buyableIds.length;
  const toggle = (id: number, on: boolean) =>
    setUnticked((s) => {
      const next = new Set(s);
      if (on) next.delete(id);
      else next.add(id);
      return next;
    });
  const problemIds = lines.filter((l) => !buyable(l)).map((l) => l.product_id);

  const removeLines = async (ids: number[], confirm: string | null) => {
    if (!ids.length) return;
    if (confirm && !(await alert({ type: 'danger', title: '상품 삭제', message: confirm, confirmText: '삭제' }))) return;
    try {
      await remove(ids);
    } catch (err) {
      await alert({ type: 'danger', title: '삭제 실패', message: detailOr(err, '상품을 삭제하지 못했습니다. 잠시 후 다시 시도해주세요.'), showCancel: false });
    }
  };

  const order = () => {
    if (!chosenIds.length) return;
    const to = checkoutPath(chosenIds);
    if (guest) navigate('/login', { state: { from: to, message: MSG.loginRequired } });
    else navigate(to);
  };

  return (
    <Shell bottomBar>
      <Box maxW="6xl" mx="auto" px={{ base: '0', md: '6' }} py={{ base: '0', md: '8' }}>
        <Grid templateColumns={{ base: '1fr', md: '1fr 20rem' }} gap={{ base: '2', md: '6' }} alignItems="start">
          <Stack gap={{ base: '2', md: '4' }} minW="0">
            <Flex align="center" justify="space-between" gap="2" px={{ base: '3', md: '4' }} py="1" bg="bg" borderBottomWidth={{ base: '1px', md: '0' }} borderWidth={{ md: '1px' }} borderRadius={{ md: 'xl' }}>
              <Checkbox.Root
                checked={allChosen ? true : chosenIds.length ? 'indeterminate' : false}
                disabled={!buyableIds.length}
                onCheckedChange={(d) => setUnticked(d.checked === true ? new Set() : new Set(buyableIds))}
                colorPalette="brand"
                minH="11"
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label fontWeight="semibold">
                  전체 선택 ({chosenIds.length}/{buyableIds.length})
                </Checkbox.Label>
              </Checkbox.Root>
              <HStack gap="0">
                {problemIds.length > 0 && (
                  <Button variant="ghost" size="sm" minH="11" onClick={() => void removeLines(problemIds, null)}>
                    구매불가 삭제
                  </Button>
                )}
                <Button variant="ghost" size="sm" minH="11" disabled={!chosenIds.length} onClick={() => void removeLines(chosenIds, `선택한 상품 ${chosenIds.length}개를 장바구니에서 삭제할까요?`)}>
                  선택 삭제
                </Button>
              </HStack>
            </Flex>
            {guest && (
              <Text fontSize="sm" color="fg.muted" px={{ base: '4', md: '1' }}>
                로그인하면 담은 상품이 계정의 장바구니로 옮겨집니다. 배송비는 주문할 때 확정됩니다.
              </Text>
            )}
            {cart.shops.map((group) => (
              <ShopCard
                key={group.merchant_id}
                group={group}
                selected={selection.shops.find((s) => s.group.merchant_id === group.merchant_id) ?? null}
                chosen={chosen}
                onToggle={toggle}
                onQuantity={setQuantity}
                onRemove={(id) => void removeLines([id], null)}
              />
            ))}
          </Stack>
          <Box position={{ md: 'sticky' }} top={{ md: '20' }} px={{ base: '0', md: '0' }}>
            <Summary selection={selection} onOrder={order} />
          </Box>
        </Grid>
      </Box>
      <OrderBar selection={selection} onOrder={order} />
    </Shell>
  );
}

function Shell({ children, bottomBar }: { children: React.ReactNode; bottomBar?: boolean }) {
  return (
    <AppShell header={{ back: true, title: '장바구니' }} footer={false} tabBar={false}>
      {/* On phones the order bar is fixed at the bottom: room for it under the last card. */}
      <Box pb={bottomBar ? { base: '28', md: '0' } : undefined} bg={{ base: 'bg.subtle', md: 'bg' }} minH="full">
        {children}
      </Box>
    </AppShell>
  );
}

function CartSkeleton() {
  return (
    <Shell>
      <Stack maxW="6xl" mx="auto" gap="4" p={{ base: '4', md: '8' }} role="status" aria-label="장바구니를 불러오는 중">
        <Skeleton h="11" borderRadius="lg" />
        <Skeleton h="40" borderRadius="xl" />
        <Skeleton h="40" borderRadius="xl" />
      </Stack>
    </Shell>
  );
}

interface ShopCardProps {
  group: CartShopGroup;
  selected: ShopSelection | null;
  chosen: (line: CartLine) => boolean;
  onToggle: (productId: number, on: boolean) => void;
  onQuantity: (productId: number, quantity: number) => void;
  onRemove: (productId: number) => void;
}

/** One shop: its lines, then what the chosen ones cost with the shop's fee and how far free shipping is. */
function ShopCard({ group, selected, chosen, onToggle, onQuantity, onRemove }: ShopCardProps) {
  const headingId = `cart-shop-${group.merchant_id}`;
  const subtotal = selected?.subtotal ?? 0;
  const fee = selected?.shipping_fee ?? 0;
  const toFree = selected?.to_free_shipping ?? 0;
  return (
    <Box as="section" aria-labelledby={headingId} bg="bg" borderWidth={{ base: '0', md: '1px' }} borderRadius={{ md: 'xl' }} data-testid="cart-shop">
      <Heading as="h2" id={headingId} size="sm" px={{ base: '4', md: '5' }} pt="4" pb="2" wordBreak="break-all">
        {group.business_name}
      </Heading>
      <Stack as="ul" gap="0" listStyleType="none" m="0" p="0">
        {group.lines.map((line) => (
          <LineRow key={line.product_id} line={line} chosen={chosen(line)} onToggle={onToggle} onQuantity={onQuantity} onRemove={onRemove} />
        ))}
      </Stack>
      {group.merchant_id !== 0 && (
        <Stack gap="2" px={{ base: '4', md: '5' }} py="4" borderTopWidth="1px" fontSize="sm" data-testid="cart-shop-total">
          <Flex justify="space-between" gap="2">
            <Text color="fg.muted">상품 금액</Text>
            <Text>{formatKrw(subtotal)}</Text>
          </Flex>
          <Flex justify="space-between" gap="2">
            <Text color="fg.muted">배송비</Text>
            <Text data-testid="cart-shop-fee">{subtotal === 0 ? '-' : fee > 0 ? formatKrw(fee) : '무료'}</Text>
          </Flex>
          {subtotal > 0 && <FreeShipping toFree={toFree} threshold={group.free_shipping_threshold} />}
          <Flex justify="space-between" gap="2" fontWeight="semibold" fontSize="md">
            <Text>합계</Text>
            <Text>{formatKrw(subtotal + fee)}</Text>
          </Flex>
        </Stack>
      )}
    </Box>
  );
}

/** "N원 더 담으면 무료배송" with a bar of how far the chosen lines are from the shop's threshold. */
function FreeShipping({ toFree, threshold }: { toFree: number; threshold: number }) {
  const reached = toFree === 0;
  const percent = threshold > 0 ? Math.min(100, Math.round(((threshold - toFree) / threshold) * 100)) : 100;
  return (
    <Box>
      <Text fontSize="xs" color={reached ? 'green.fg' : 'fg.muted'} mb="1" data-testid="cart-free-shipping">
        {reached ? '무료배송 조건을 채웠습니다' : `${formatKrw(toFree)} 더 담으면 무료배송`}
      </Text>
      <Box
        role="progressbar"
        aria-label="무료배송까지"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        h="1.5"
        borderRadius="full"
        bg="bg.muted"
        overflow="hidden"
      >
        <Box h="full" w={`${percent}%`} bg={reached ? 'green.solid' : 'brand.solid'} borderRadius="full" />
      </Box>
    </Box>
  );
}

interface LineRowProps {
  line: CartLine;
  chosen: boolean;
  onToggle: (productId: number, on: boolean) => void;
  onQuantity: (productId: number, quantity: number) => void;
  onRemove: (productId: number) => void;
}

function LineRow({ line, chosen, onToggle, onQuantity, onRemove }: LineRowProps) {
  const ok = buyable(line);
  const noteId = `cart-line-note-${line.product_id}`;
  return (
    <Box as="li" ps={{ base: '1', md: '2' }} pe={{ base: '4', md: '5' }} py="3" borderTopWidth="1px" data-testid="cart-line" data-product-id={line.product_id}>
      <Flex gap="2" align="start">
        <Checkbox.Root
          checked={ok && chosen}
          disabled={!ok}
          onCheckedChange={(d) => onToggle(line.product_id, d.checked === true)}
          colorPalette="brand"
          minW="11"
          minH="11"
          justifyContent="center"
          flexShrink={0}
          aria-describedby={ok ? undefined : noteId}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>
            <VisuallyHidden>{line.title} 선택</VisuallyHidden>
          </Checkbox.Label>
        </Checkbox.Root>
        <Box flexShrink={0} w={{ base: '16', md: '20' }} h={{ base: '16', md: '20' }} borderRadius="md" overflow="hidden" bg="bg.muted" opacity={ok ? 1 : 0.5}>
          {line.thumbnail_url ? (
            <Image src={line.thumbnail_url} alt="" w="full" h="full" objectFit="cover" loading="lazy" />
          ) : (
            <Center h="full" color="fg.subtle">
              <AppIcon name="bag" />
            </Center>
          )}
        </Box>
        <Stack gap="1" flex="1" minW="0">
          <Flex gap="1" align="start">
            <Link asChild fontWeight="medium" flex="1" minW="0" overflowWrap="anywhere" lineClamp={2}>
              <RouterLink to={`/products/${line.product_id}`}>{line.title}</RouterLink>
            </Link>
            <IconButton aria-label={`${line.title} 삭제`} variant="ghost" size="sm" minW="11" h="11" mt="-2.5" me="-3" flexShrink={0} onClick={() => onRemove(line.product_id)}>
              <Text as="span" aria-hidden fontSize="lg" lineHeight="1">
                ×
              </Text>
            </IconButton>
          </Flex>
          <HStack gap="2" wrap="wrap" fontSize="sm">
            {line.price_changed && (
              <Text as="s" color="fg.muted" data-testid="cart-old-price">
                <VisuallyHidden>이전 가격 </VisuallyHidden>
                {formatKrw(line.unit_price_seen)}
              </Text>
            )}
            <Text fontWeight="semibold">{formatKrw(line.unit_price)}</Text>
          </HStack>
          {line.price_changed && (
            <Text fontSize="xs" color="orange.fg" fontWeight="medium" data-testid="cart-price-changed">
              가격이 변경되었습니다
            </Text>
          )}
          {line.problem && (
            <Text id={noteId} fontSize="sm" color="red.fg" data-testid="cart-line-problem">
              {line.problem}
            </Text>
          )}
        </Stack>
      </Flex>
      <Flex justify="space-between" align="center" gap="2" mt="2" ps={{ base: '12', md: '14' }} wrap="wrap">
        <QuantityField
          id={`cart-qty-${line.product_id}`}
          value={line.quantity}
          remaining={line.remaining}
          onChange={(n) => n !== line.quantity && onQuantity(line.product_id, n)}
          aria-describedby={line.problem ? noteId : undefined}
        />
        <Text fontWeight="bold" data-testid="cart-line-total">
          {formatKrw(line.unit_price * line.quantity)}
        </Text>
      </Flex>
    </Box>
  );
}

/** The chosen lines' totals (beside the lines from 768 px; on phones above the fixed order bar). */
function Summary({ selection, onOrder }: { selection: Selection; onOrder: () => void }) {
  return (
    <Stack as="section" aria-label="결제 예정 금액" gap="2" p={{ base: '4', md: '5' }} bg="bg" borderWidth={{ base: '0', md: '1px' }} borderRadius={{ md: 'xl' }} data-testid="cart-summary">
      <Heading as="h2" size="sm">
        결제 예정 금액
      </Heading>
      <Flex justify="space-between">
        <Text color="fg.muted">상품 금액</Text>
        <Text>{formatKrw(selection.subtotal)}</Text>
      </Flex>
      <Flex justify="space-between">
        <Text color="fg.muted">배송비</Text>
        <Text data-testid="cart-summary-fee">{selection.shipping_fee > 0 ? formatKrw(selection.shipping_fee) : '무료'}</Text>
      </Flex>
      <Flex justify="space-between" align="baseline" pt="2" borderTopWidth="1px">
        <Text fontWeight="semibold">총 결제 금액</Text>
        <Text fontSize="xl" fontWeight="bold" data-testid="cart-summary-total">
          {formatKrw(selection.total)}
        </Text>
      </Flex>
      <Button colorPalette="brand" size="lg" mt="2" display={{ base: 'none', md: 'flex' }} disabled={!selection.count} onClick={onOrder}>
        {orderLabel(selection)}
      </Button>
    </Stack>
  );
}

const orderLabel = (s: Selection) => (s.count ? `${formatKrw(s.total)} 주문하기 (${s.count}개)` : '주문할 상품을 선택해주세요');

/** On phones: the order button fixed at the bottom of the screen, as the product page's buy button. */
function OrderBar({ selection, onOrder }: { selection: Selection; onOrder: () => void }) {
  return (
    <PhoneActionBar>
      <Button colorPalette="brand" size="lg" w="full" disabled={!selection.count} onClick={onOrder}>
        {orderLabel(selection)}
      </Button>
    </PhoneActionBar>
  );
}
