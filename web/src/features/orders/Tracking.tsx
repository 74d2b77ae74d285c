import { Flex, Link, Text } from '@chakra-ui/react';
import type { DeliveryOrder } from '../../../../shared/schemas/orders';

/** A shipped parcel: courier, tracking number and 배송 조회 (the courier's page, in a new tab). */
export function Tracking({ order }: { order: Pick<DeliveryOrder, 'courier_name' | 'tracking_number' | 'tracking_url' | 'order_number'> }) {
  if (!order.tracking_number) return null;
  return (
    <Flex mt="2" gap="2" align="center" justify="space-between" wrap="wrap" fontSize="sm" data-testid="order-tracking">
      <Text overflowWrap="anywhere" minW="0">
        {order.courier_name ?? '택배'} {order.tracking_number}
      </Text>
      {order.tracking_url && (
        <Link
          href={order.tracking_url}
          target="_blank"
          rel="noopener noreferrer"
          color="brand.fg"
          fontWeight="semibold"
          minH="11"
          display="inline-flex"
          alignItems="center"
          aria-label={`배송 조회: ${order.courier_name ?? '택배'} ${order.tracking_number} (새 창)`}
        >
          배송 조회 ↗
        </Link>
      )}
    </Flex>
  );
}
