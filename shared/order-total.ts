import type { OrderType } from './order-status';
import { shippingFeeFor, shippingPolicy } from './shipping';

export interface OrderTotal {
  subtotal: number;
  shippingFee: number;
  total: number;
  /** The subtotal from which shipping is free. */
  freeShippingThreshold: number;
}

/** price × quantity, its shipping by the tenant's rule (shared/shipping.ts, as the server charges) and the sum (won). */
export function orderTotal(
  unitPrice: number,
  qty: number,
  orderType: OrderType,
  legal?: { shipping_fee?: number; free_shipping_threshold?: number } | null,
): OrderTotal {
  const policy = shippingPolicy(legal);
  const subtotal = unitPrice * qty;
  const shippingFee = shippingFeeFor(subtotal, orderType, policy);
  return { subtotal, shippingFee, total: subtotal + shippingFee, freeShippingThreshold: policy.free_shipping_threshold };
}
