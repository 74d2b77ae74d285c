import { Badge, Box, Flex, Text } from '@chakra-ui/react';
import { formatKrw } from '../../../../../shared/catalogue-constants';
import type { ShippingPolicy } from '../../../../../shared/shipping';

/**
 * How the product reaches the buyer (commerce.md §4: delivery possible or pickup only) and, for
 * delivery, the shipping fee and free-shipping threshold the payment charges: the detail's `shipping`,
 * the selling tenant's legal_info (on a proxy site its target's), platform.md §9 defaults.
 */
export function ShippingInfo({ deliveryAvailable, policy }: { deliveryAvailable: boolean; policy: ShippingPolicy }) {
  return (
    <Box as="section" aria-label="배송 정보" borderWidth="1px" borderRadius="lg" px="4" py="3" data-testid="shipping-info">
      <Flex gap="2" align="center" wrap="wrap">
        <Badge colorPalette={deliveryAvailable ? 'brand' : 'orange'} variant="subtle" size="md">
          {deliveryAvailable ? '배송 가능' : '픽업 전용'}
        </Badge>
        <Text fontSize="sm" color="fg.muted">
          {deliveryAvailable ? '배송 또는 매장 픽업' : '매장에서 직접 찾아가는 상품입니다'}
        </Text>
      </Flex>
      {deliveryAvailable ? (
        <Text fontSize="sm" mt="2">
          배송비 {policy.shipping_fee === 0 ? '무료' : formatKrw(policy.shipping_fee)}
          {policy.shipping_fee > 0 && (
            <Text as="span" color="fg.muted">
              {' '}
              · {formatKrw(policy.free_shipping_threshold)} 이상 구매 시 무료배송
            </Text>
          )}
        </Text>
      ) : (
        <Text fontSize="sm" mt="2">
          배송비 없음 (픽업)
        </Text>
      )}
    </Box>
  );
}
