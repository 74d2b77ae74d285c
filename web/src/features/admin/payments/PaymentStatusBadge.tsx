import { Badge } from '@chakra-ui/react';
import type { PaymentStatus } from '../../../../../shared/order-status';
import { paymentStatusPalette } from '../../orders/format';

/** The status as stored, in lower case (commerce.md §2 Admin): paid green, failed red, anything else gray. */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return (
    <Badge colorPalette={paymentStatusPalette(status)} variant="subtle" flexShrink={0} textTransform="lowercase" data-status={status}>
      {status.toLowerCase()}
    </Badge>
  );
}
