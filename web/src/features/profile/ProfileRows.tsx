import { Badge, Box, Button, Flex, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { PaymentItem, DeliveryOrder } from '../../../../shared/schemas/orders';
import type { DashboardComment, DashboardPostRef } from '../../../../shared/schemas/dashboard';
import type { DeletedProduct, ProductCard } from '../../../../shared/schemas/catalogue';
import type { ReviewItem } from '../../../../shared/schemas/reviews';
import type { PostItem } from '../../../../shared/schemas/content';
import { excerpt, relativeTime } from '../../../../shared/relative-time';
import { PostCard } from '../content/PostCard';
import { ProductRow } from '../catalogue/products/ProductRow';
import { StarsView } from '../reviews/ReviewStars';
import { formatDate, PAYMENT_STATUS_LABELS, paymentStatusPalette } from '../orders/format';

/** Rows of the own profile page's lists, each a list item whose link opens the thing itself. */

const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;

/** Posts as the feed's cards; `compact` (the home tab) leaves their pictures out. */
export function PostRows({ posts, compact = false }: { posts: PostItem[]; compact?: boolean }) {
  return (
    <Stack as="ul" listStyleType="none" gap="3">
      {posts.map((post) => (
        <Box as="li" key={post.id}>
          <PostCard post={post} excerptLength={compact ? 60 : 100} mediaShown={compact ? 0 : 1} />
        </Box>
      ))}
    </Stack>
  );
}

type CommentWithPost = DashboardComment & { post: DashboardPostRef };

export function CommentRows({ comments }: { comments: CommentWithPost[] }) {
  return (
    <Stack as="ul" listStyleType="none" gap="0">
      {comments.map((c) => (
        <Box as="li" key={c.id} py="3" borderBottomWidth="1px" data-testid="profile-comment">
          <Text fontSize="sm" whiteSpace="pre-wrap" wordBreak="break-word">
            {excerpt(c.content, 200)}
          </Text>
          <HStack gap="2" mt="1" fontSize="xs" color="fg.muted" minW="0">
            <Link asChild color="brand.fg" truncate minW="0">
              <RouterLink to={`/content/${c.post.id}`}>{c.post.title}</RouterLink>
            </Link>
            <Text flexShrink={0}>· {relativeTime(c.created_at)}</Text>
          </HStack>
        </Box>
      ))}
    </Stack>
  );
}

export function ReviewRows({ reviews }: { reviews: ReviewItem[] }) {
  return (
    <Stack as="ul" listStyleType="none" gap="0">
      {reviews.map((r) => (
        <Box as="li" key={r.id} py="3" borderBottomWidth="1px" data-testid="profile-review">
          <Link asChild fontWeight="medium" fontSize="sm" color="brand.fg">
            <RouterLink to={`/products/${r.product_id}`}>{r.product.title}</RouterLink>
          </Link>
          <HStack gap="2" mt="1">
            <StarsView rating={r.rating} size="3.5" />
            <Text fontSize="xs" color="fg.muted">
              {relativeTime(r.created_at)}
            </Text>
          </HStack>
          {r.title && (
            <Text fontSize="sm" fontWeight="medium" mt="1">
              {r.title}
            </Text>
          )}
          <Text fontSize="sm" color="fg.muted" mt="0.5" wordBreak="break-word">
            {excerpt(r.content, 160)}
          </Text>
        </Box>
      ))}
    </Stack>
  );
}

export function ProductRows({ products }: { products: ProductCard[] }) {
  return (
    <Stack as="ul" listStyleType="none" gap="3">
      {products.map((p) => (
        <Box as="li" key={p.id} data-testid="profile-product">
          <ProductRow product={p} />
        </Box>
      ))}
    </Stack>
  );
}

export function DeletedRows({ products, restoring, onRestore }: { products: DeletedProduct[]; restoring: number | null; onRestore: (p: DeletedProduct) => void }) {
  return (
    <Stack as="ul" listStyleType="none" gap="3">
      {products.map((p) => (
        <Flex as="li" key={p.id} gap="3" align="center" data-testid="profile-deleted">
          <Box flex="1" minW="0">
            <ProductRow product={p} />
            <Text fontSize="xs" color="fg.muted" mt="1">
              삭제일 {formatDate(p.deleted_at)}
            </Text>
          </Box>
          <Button size="sm" variant="outline" colorPalette="brand" flexShrink={0} loading={restoring === p.id} onClick={() => onRestore(p)} aria-label={`${p.title} 복구`}>
            복구
          </Button>
        </Flex>
      ))}
    </Stack>
  );
}

export function OrderRows({ orders }: { orders: DeliveryOrder[] }) {
  return (
    <Stack as="ul" listStyleType="none" gap="0">
      {orders.map((o) => (
        <Box as="li" key={o.id} py="3" borderBottomWidth="1px" data-testid="profile-order">
          <Flex justify="space-between" gap="2" align="center">
            <Text fontSize="sm" fontWeight="medium" truncate minW="0">
              {o.items.map((i) => i.product_title).join(', ') || o.order_number}
            </Text>
            <Badge flexShrink={0} colorPalette={o.status === 'CANCELLED' || o.status === 'REFUNDED' ? 'gray' : 'brand'}>
              {o.status_label}
            </Badge>
          </Flex>
          <Text fontSize="xs" color="fg.muted" mt="1">
            {o.order_type === 'pickup' ? '픽업' : '배달'} · {o.recipient_name} · {won(o.total_price)} · {formatDate(o.created_at)}
          </Text>
        </Box>
      ))}
    </Stack>
  );
}

export function PaymentRows({ payments }: { payments: PaymentItem[] }) {
  return (
    <Stack as="ul" listStyleType="none" gap="0">
      {payments.map((p) => (
        <Box as="li" key={p.id} py="3" borderBottomWidth="1px" data-testid="profile-payment">
          <Flex justify="space-between" gap="2" align="center">
            <Text fontSize="sm" fontWeight="medium" truncate minW="0">
              {p.product.title || p.goods_name}
            </Text>
            <Badge flexShrink={0} colorPalette={paymentStatusPalette(p.status)}>
              {PAYMENT_STATUS_LABELS[p.status]}
            </Badge>
          </Flex>
          <Text fontSize="xs" color="fg.muted" mt="1">
            {won(p.amount)} · {formatDate(p.created_at)}
          </Text>
        </Box>
      ))}
    </Stack>
  );
}
