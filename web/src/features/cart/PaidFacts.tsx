import { Stack, Text } from '@chakra-ui/react';
import { formatKrw } from '../../../../shared/catalogue-constants';
import { trpc } from '../../lib/trpc';

/**
 * The callback's 주문번호 and 결제 금액 for the payment just approved (a product's or a cart's: one
 * gateway payment either way), found by its approval number among the buyer's own payments.
 */
export function PaidFacts({ approvalNo }: { approvalNo: string }) {
  const list = trpc.orders.payments.list.useQuery({ skip: 0, limit: 20 }, { staleTime: 0 });
  const paid = list.data?.payments.find((p) => p.pg_cno === approvalNo);
  if (!paid) return null;
  return (
    <Stack gap="0.5" fontSize="sm" color="fg.muted" data-testid="paid-facts">
      <Text wordBreak="break-all">
        주문번호{' '}
        <Text as="span" fontWeight="semibold" color="fg" data-testid="paid-order-no">
          {paid.shop_order_no}
        </Text>
      </Text>
      <Text>
        결제 금액{' '}
        <Text as="span" fontWeight="semibold" color="fg" data-testid="paid-amount">
          {formatKrw(paid.amount)}
        </Text>
      </Text>
    </Stack>
  );
}
