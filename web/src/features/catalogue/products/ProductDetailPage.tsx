import { Badge, Box, Button, Center, Flex, Grid, Heading, HStack, Link, Separator, Skeleton, SkeletonText, Stack, Tabs, Text, VisuallyHidden } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router-dom';
import { useLiveSearchParams } from '../../../lib/useLiveSearchParams';
import { formatKrw } from '../../../../../shared/catalogue-constants';
import { MSG } from '../../../../../shared/messages';
import type { ProductDetail } from '../../../../../shared/schemas/catalogue';
import { detailOr, HttpError } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';
import { useSession } from '../../../lib/useSession';
import { useTenant } from '../../../app/tenant';
import { useAlert } from '../../../ui/alertContext';
import { AppShell } from '../../../ui/AppShell';
import { QuantityField, clampQuantity } from '../../../ui/QuantityField';
import { QueryErrorState } from '../../../ui/QueryErrorState';
import { toaster } from '../../../ui/toaster';
import { PriceLine } from './PriceLine';
import { merchantPath } from '../../../lib/channelPaths';
import { stockNote } from './ProductCard';
import { ProductCarousel, type CarouselImage } from './ProductCarousel';
import { ShippingInfo } from './ShippingInfo';
import { SellerInfo } from '../../wishlist/SellerInfo';
import { WishButton } from '../../wishlist/WishButton';
import { AddToCartButton, AddToCartNote } from '../../cart/AddToCartButton';

/** The reviews tab is its own chunk, fetched when the tab is first opened. */
const ReviewsTab = lazy(() => import('../../reviews/ReviewsTab'));

/** A sold-out product's restock button (features/wishlist), loaded only on such a page. */
const RestockButton = lazy(() => import('../../wishlist/RestockButton'));

/** The payment modal (features/orders), loaded when the buyer first opens it. */
const PaymentModal = lazy(() => import('../../orders/PaymentModal'));

/** commerce.md §8: the product page's one text, for a missing product and a failed load alike. */
const DETAIL_FAILURE_TEXTS = { notFound: MSG.productLoadFailed, failed: MSG.productLoadFailed };
/** An id that can name no product reads as a missing one. */
const NO_SUCH_ID = new HttpError(MSG.productLoadFailed, 404);

/** /products/{id} (commerce.md §2 Product detail). */
export default function ProductDetailPage() {
  const { id: raw } = useParams();
  const id = Number(raw);
  const valid = Number.isInteger(id) && id > 0;
  // Each load counts a view, so a cached answer is reused instead of refetching on every mount.
  const product = trpc.catalogue.products.get.useQuery({ id }, { enabled: valid, staleTime: 60_000, retry: false });

  if (!valid || product.isError) {
    return (
      <AppShell header={{ back: true, title: '상품 상세' }}>
        <QueryErrorState error={valid ? product.error : NO_SUCH_ID} onRetry={() => void product.refetch()} texts={DETAIL_FAILURE_TEXTS} />
      </AppShell>
    );
  }
  if (product.isPending) return <DetailSkeleton />;
  return <ProductDetailView product={product.data} />;
}

function DetailSkeleton() {
  return (
    <AppShell header={{ back: true, title: '상품 상세' }}>
      <Box maxW="5xl" mx="auto" px={{ base: '0', md: '6' }} py={{ base: '0', md: '8' }} role="status" aria-label="상품을 불러오는 중">
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap={{ base: '5', md: '10' }}>
          <Skeleton aspectRatio={1} borderRadius={{ base: 'none', md: '2xl' }} />
          <Stack gap="4" px={{ base: '4', md: '0' }}>
            <Skeleton h="4" w="30%" />
            <Skeleton h="8" w="80%" />
            <Skeleton h="8" w="40%" />
            <SkeletonText noOfLines={3} />
          </Stack>
        </Grid>
      </Box>
    </AppShell>
  );
}

function ProductDetailView({ product }: { product: ProductDetail }) {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const alert = useAlert();
  const utils = trpc.useUtils();
  const remove = trpc.catalogue.products.remove.useMutation();
  const [quantity, setQuantity] = useState(1);
  // A site with reviews switched off shows neither the tab nor the rating.
  const reviewsOn = useTenant().features.reviews !== false;
  const [paying, setPaying] = useState(false);

  const stock = stockNote(product.display_remaining);
  // The owner still sees a deleted product (restoring it is the dashboard's); nobody can buy it.
  const deleted = product.deleted_at !== null;
  const canBuy = product.is_available && !stock.soldOut && !deleted;

  const images: CarouselImage[] = product.media.length
    ? product.media.map((m, i) => ({ src: m.file_path, alt: `${product.title} 이미지 ${i + 1}` }))
    : product.image_url
      ? [{ src: product.image_url, alt: product.title }]
      : [];

  const buy = async () => {
    if (!canBuy || quantity < 1) return;
    if (!session) {
      navigate('/login', { state: { from: location.pathname + location.search, message: MSG.loginRequired } });
      return;
    }
    setPaying(true);
  };

  // ?buy=N (다시 결제 of an expired or declined payment): the payment modal opens with that quantity.
  // Signed out, the login brings the buyer back here with it; the parameter is used once.
  const [params, setParams] = useLiveSearchParams();
  const buyParam = params.get('buy');
  useEffect(() => {
    if (buyParam === null) return;
    const n = /^\d{1,6}$/.test(buyParam) ? clampQuantity(Number(buyParam)) : 1;
    setQuantity(n);
    if (canBuy && !session) {
      navigate('/login', { state: { from: location.pathname + location.search, message: MSG.loginRequired } });
      return;
    }
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.delete('buy');
        return next;
      },
      { replace: true },
    );
    if (canBuy) setPaying(true);
  }, [buyParam, canBuy, session, navigate, location.pathname, location.search, setParams]);

  const onDelete = async () => {
    const ok = await alert({ type: 'danger', title: '상품 삭제', message: MSG.productDeleteConfirm, confirmText: '삭제' });
    if (!ok) return;
    try {
      await remove.mutateAsync({ id: product.id });
      await Promise.all([utils.catalogue.invalidate(), utils.dashboard.invalidate()]);
      toaster.create({ type: 'success', title: MSG.productDeleted });
      navigate('/merchant/dashboard?tab=products', { replace: true });
    } catch (err) {
      await alert({ type: 'danger', title: '삭제 실패', message: detailOr(err, MSG.productDeleteFailed), showCancel: false });
    }
  };

  const owner = product.is_owner && !deleted
    ? { onEdit: () => navigate(`/products/edit/${product.id}`), onDelete: () => void onDelete() }
    : {};

  return (
    <AppShell header={{ back: true, title: product.title, ...owner }} tabBar={false}>
      <Box maxW="5xl" mx="auto" px={{ base: '0', md: '6' }} pt={{ base: '0', md: '8' }} pb={{ base: '4', md: '8' }}>
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap={{ base: '0', md: '10' }} alignItems="start">
          <ProductCarousel images={images} label={product.title} />
          <Stack gap="4" px={{ base: '4', md: '0' }} pt={{ base: '5', md: '0' }}>
            <Flex justify="space-between" align="center" gap="2">
              <Link asChild color="fg.muted" fontSize="sm" w="fit-content">
                <RouterLink to={merchantPath(product.merchant.id)}>{product.merchant.business_name} ›</RouterLink>
              </Link>
              {!deleted && <WishButton productId={product.id} title={product.title} />}
            </Flex>
            <Heading as="h2" size="xl" lineHeight="short">
              {product.title}
            </Heading>
            {reviewsOn && product.review_count > 0 && product.rating !== null && (
              <Text fontSize="sm" color="fg.muted">
                <Text as="span" color="orange.600" aria-hidden="true">
                  ★
                </Text>
                <VisuallyHidden>평균 별점</VisuallyHidden>{' '}
                <Text as="span" color="fg" fontWeight="semibold">
                  {product.rating.toFixed(1)}
                </Text>{' '}
                · 리뷰 {product.review_count}개
              </Text>
            )}
            {deleted && (
              <Text role="status" px="3" py="2" borderRadius="md" bg="red.subtle" color="red.fg" fontSize="sm">
                삭제된 상품입니다. 대시보드에서 복구할 수 있습니다.
              </Text>
            )}
            {(stock.text || !product.is_available) && (
              <HStack gap="2" wrap="wrap">
                {!product.is_available && (
                  <Badge colorPalette="gray" variant="solid" size="lg">
                    판매 중지
                  </Badge>
                )}
                {stock.soldOut && (
                  <Badge colorPalette="red" variant="solid" size="lg">
                    {MSG.soldOut}
                  </Badge>
                )}
                {!stock.soldOut && stock.text && (
                  <Badge colorPalette="orange" variant="subtle" size="lg">
                    {stock.text}
                  </Badge>
                )}
              </HStack>
            )}
            <PriceLine price={product.price} originalPrice={product.original_price} discountRate={product.discount_rate} size="lg" />
            <ShippingInfo deliveryAvailable={product.delivery_available} policy={product.shipping} />
            <AddToCartNote product={product} />
            <Separator />
            <Flex justify="space-between" align="center">
              <Text fontWeight="medium">수량</Text>
              <QuantityField value={quantity} remaining={product.display_remaining} onChange={setQuantity} disabled={!canBuy} />
            </Flex>
            <Flex justify="space-between" align="baseline">
              <Text color="fg.muted">총 상품 금액</Text>
              <Text fontSize="xl" fontWeight="bold" aria-live="polite">
                {formatKrw(product.price * quantity)}
              </Text>
            </Flex>
            {/* On phones the buy button stays at the bottom of the screen; from 768 px it sits here. */}
            <Box
              position={{ base: 'fixed', md: 'static' }}
              bottom="0"
              insetX="0"
              zIndex="sticky"
              bg="bg"
              borderTopWidth={{ base: '1px', md: '0' }}
              px={{ base: '4', md: '0' }}
              py={{ base: '3', md: '0' }}
              pb={{ base: 'calc(env(safe-area-inset-bottom) + 12px)', md: '0' }}
            >
              {stock.soldOut && product.is_available && !deleted && !product.is_owner ? (
                <Suspense fallback={<Button size="lg" w="full" disabled>{MSG.soldOut}</Button>}>
                  <RestockButton productId={product.id} />
                </Suspense>
              ) : (
                <Flex gap="2">
                  {canBuy && <AddToCartButton product={product} quantity={quantity} />}
                  <Button colorPalette="brand" size="lg" flex="1" minW="0" px="3" disabled={!canBuy} onClick={() => void buy()}>
                    {deleted ? '삭제된 상품' : !product.is_available ? '판매 중지' : stock.soldOut ? MSG.soldOut : '구매하기'}
                  </Button>
                </Flex>
              )}
            </Box>
          </Stack>
        </Grid>

        <Tabs.Root defaultValue="info" colorPalette="brand" mt="8" px={{ base: '4', md: '0' }} pb="10" fitted lazyMount>
          <Tabs.List aria-label="상품 정보">
            <Tabs.Trigger value="info">상품 정보</Tabs.Trigger>
            {reviewsOn && <Tabs.Trigger value="reviews">리뷰{product.review_count > 0 ? ` (${product.review_count})` : ''}</Tabs.Trigger>}
          </Tabs.List>
          <Tabs.Content value="info" pt="5">
            <Stack gap="6">
              {product.description ? (
                <Text whiteSpace="pre-line" lineHeight="tall">
                  {product.description}
                </Text>
              ) : (
                <Text color="fg.muted">등록된 상품 설명이 없습니다.</Text>
              )}
              <Flex align="center" justify="space-between" gap="3" p="4" borderWidth="1px" borderRadius="xl">
                <Box minW="0">
                  <Text fontSize="sm" color="fg.muted">
                    판매자
                  </Text>
                  <Text fontWeight="semibold" truncate>
                    {product.merchant.business_name}
                  </Text>
                </Box>
                <Button asChild size="sm" variant="outline" colorPalette="brand" flexShrink={0}>
                  <RouterLink to={merchantPath(product.merchant.id)}>판매자 채널 보기</RouterLink>
                </Button>
              </Flex>
              {product.seller && <SellerInfo seller={product.seller} />}
            </Stack>
          </Tabs.Content>
          {reviewsOn && (
            <Tabs.Content value="reviews" pt="5">
              <Suspense fallback={<Skeleton h="40" borderRadius="xl" role="status" aria-label="리뷰를 불러오는 중" />}>
                <ReviewsTab productId={product.id} />
              </Suspense>
            </Tabs.Content>
          )}
        </Tabs.Root>
      </Box>
      {paying && (
        <Suspense fallback={null}>
          <PaymentModal product={product} quantity={quantity} onClose={() => setPaying(false)} />
        </Suspense>
      )}
    </AppShell>
  );
}
