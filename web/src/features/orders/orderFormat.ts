import type { OrderStatus } from '../../../../shared/order-status';

/** Won, the Korean way: 12,000원. */
export const formatWon = (n: number) => `${n.toLocaleString('ko-KR')}원`;

/** A date and time in Korean time: 2026. 3. 15. 오후 12:00. */
export const formatDateTime = (d: Date | string) =>
  new Date(d).toLocaleString('ko-KR', { timeZone: 'Asia/Seoul', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/** A status badge's colour: done green, cancelled or refunded red, moving blue, the rest gray. */
export function statusPalette(status: OrderStatus): string {
  if (status === 'DELIVERED') return 'green';
  if (status === 'CANCELLED' || status === 'REFUNDED') return 'red';
  if (status === 'DELIVERING' || status === 'READY') return 'blue';
  return 'gray';
}
