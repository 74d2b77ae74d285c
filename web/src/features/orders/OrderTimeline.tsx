import { Box, Flex, Text } from '@chakra-ui/react';
import { formatKrw } from '../../../../shared/catalogue-constants';
import type { DeliveryOrder } from '../../../../shared/schemas/orders';
import { formatDateTime } from './format';

/** What the buyer got back: 환불 완료 (all of it) or 부분 환불 (part), with the amount; null while nothing. */
export function refundText(order: Pick<DeliveryOrder, 'refunded_amount' | 'total_price'>): string | null {
  if (order.refunded_amount <= 0) return null;
  return `${order.refunded_amount >= order.total_price ? '환불 완료' : '부분 환불'} ${formatKrw(order.refunded_amount)}`;
}

/**
 * An order's status history (order_status_history): each status it reached with its date, oldest
 * first, the current one last and marked. A date belongs to the step it was reached at, so a refunded
 * order shows when it was delivered as a past step, never as its state.
 */
export function OrderTimeline({ order }: { order: Pick<DeliveryOrder, 'id' | 'status_history'> }) {
  if (order.status_history.length === 0) return null;
  const last = order.status_history.length - 1;
  return (
    <Box as="ol" listStyleType="none" mt="2" fontSize="sm" aria-label={`주문 #${order.id} 진행 내역`} data-testid="order-timeline">
      {order.status_history.map((step, i) => (
        <Flex
          as="li"
          key={`${step.status}-${i}`}
          gap="2"
          align="baseline"
          justify="space-between"
          color={i === last ? 'fg' : 'fg.muted'}
          fontWeight={i === last ? 'semibold' : 'normal'}
          aria-current={i === last ? 'step' : undefined}
        >
          <Text>
            <Box as="span" aria-hidden="true" mr="1">
              {i === last ? '●' : '○'}
            </Box>
            {step.status_label}
          </Text>
          <Text flexShrink={0}>
            <time dateTime={new Date(step.at).toISOString()}>{formatDateTime(step.at)}</time>
          </Text>
        </Flex>
      ))}
    </Box>
  );
}
