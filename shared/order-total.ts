import { POLICY_DEFAULTS } from './constants';
import type { OrderType } from './order-status';

/** The part of a tenant's legal_info that prices shipping (commerce.md §3 Tenant settings). */
export interface ShippingPolicy {
  shipping_fee?: number;
  free_shipping_threshold?: number;
}

/**
 * Shipping for one order: the tenant's fee (platform.md §9 default 3000 won) unless the order is
 * picked up or its subtotal reaches the free-shipping threshold (default 50000 won). The server
 * charges by this rule; the payment modal shows it.
 */
export function shippingFeeFor(policy: ShippingPolicy | null | undefined, subtotal: number, orderType: OrderType): number {
  if (orderType === 'pickup') return 0;
  const fee = policy?.shipping_fee ?? POLICY_DEFAULTS.shipping_fee;
  const threshold = policy?.free_shipping_threshold ?? POLICY_DEFAULTS.free_shipping_threshold;
  return subtotal >= threshold ? 0 : fee;
}

export interface OrderTotal {
  subtotal: number;
  shippingFee: number;
  total: number;
  /** The subtotal from which shipping is free. */
  freeShippingThreshold: number;
}

/** price × quantity, its shipping and the sum (won, integers). */
export function orderTotal(unitPrice: number, qty: number, orderType: OrderType, policy?: ShippingPolicy | null): OrderTotal {
  const subtotal = unitPrice * qty;
  const shippingFee = shippingFeeFor(policy, subtotal, orderType);
  return {
    subtotal,
    shippingFee,
    total: subtotal + shippingFee,
    freeShippingThreshold: policy?.free_shipping_threshold ?? POLICY_DEFAULTS.free_shipping_threshold,
  };
}
