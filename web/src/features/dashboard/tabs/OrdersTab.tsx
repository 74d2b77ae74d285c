import { MerchantOrders } from '../../orders/MerchantOrdersPage';

/** 주문 관리: the /merchant/orders order center; its filters and page live in the address beside ?tab=orders. */
export default function OrdersTab() {
  return <MerchantOrders />;
}
