import { POLICY_DEFAULTS } from './constants';

/** A tenant's shipping rule (tenant settings legal_info, with platform.md §9's defaults). */
export interface ShippingPolicy {
  shipping_fee: number;
  free_shipping_threshold: number;
}

/** legal_info's shipping fee and free-shipping threshold, each falling back to the spec's default (3,000 / 50,000 won). */
export function shippingPolicy(legal: { shipping_fee?: number; free_shipping_threshold?: number } | undefined | null): ShippingPolicy {
  const fee = legal?.shipping_fee;
  const from = legal?.free_shipping_threshold;
  return {
    shipping_fee: Number.isInteger(fee) && fee! >= 0 ? fee! : POLICY_DEFAULTS.shipping_fee,
    free_shipping_threshold: Number.isInteger(from) && from! >= 0 ? from! : POLICY_DEFAULTS.free_shipping_threshold,
  };
}

/**
 * What shipping an order pays: none for pickup, none once the subtotal (price × quantity) reaches the
 * free-shipping threshold, else the tenant's fee. A payment's amount is subtotal + this.
 */
export function shippingFeeFor(subtotal: number, orderType: 'delivery' | 'pickup', policy: ShippingPolicy): number {
  if (orderType === 'pickup') return 0;
  return subtotal >= policy.free_shipping_threshold ? 0 : policy.shipping_fee;
}
