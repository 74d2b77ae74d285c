import { MerchantOrders } from '../../orders/MerchantOrdersPage';
import { useTabParams } from '../useTabParams';

/** 주문 관리: today's /merchant/orders screen; the order kind (`?type=pickup`) and page live in the address. */
export default function OrdersTab() {
  const { page, setPage, get, set } = useTabParams();
  return (
    <MerchantOrders
      type={get('type') === 'pickup' ? 'pickup' : 'delivery'}
      onType={(type) => set({ type: type === 'pickup' ? 'pickup' : undefined })}
      page={page}
      onPage={setPage}
    />
  );
}
