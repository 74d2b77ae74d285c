import { MSG } from '../../../../shared/messages';
import type { ProductDetail } from '../../../../shared/schemas/catalogue';
import type { Cart, CartLine, CartShopGroup } from '../../../../shared/schemas/cart';
import { shippingFeeFor, type ShippingPolicy } from '../../../../shared/shipping';
import type { GuestLine } from './guestCart';

/** A line can be chosen for checkout: nothing stops its purchase. */
export const buyable = (line: CartLine): boolean => line.problem === null;

/** Shops' own fees (merchant id → won) the cart does not state: see feeUnknown. */
export type ShopFees = ReadonlyMap<number, number>;

/**
 * A shop whose whole cart ships free (past its threshold) states no fee, which a smaller choice of
 * its lines may still pay: its fee is read from one of its products (useShopFees).
 */
export const feeUnknown = (group: CartShopGroup): boolean =>
  group.shipping_fee === 0 && group.subtotal > 0 && group.subtotal >= group.free_shipping_threshold && group.free_shipping_threshold > 0;

/** The shop's own fee before free shipping. */
export function baseShippingFee(group: CartShopGroup, fees?: ShopFees): number {
  const g = group as CartShopGroup & { base_shipping_fee?: number };
  return g.base_shipping_fee ?? fees?.get(group.merchant_id) ?? group.shipping_fee;
}

export interface ShopSelection {
  group: CartShopGroup;
  lines: CartLine[];
  subtotal: number;
  shipping_fee: number;
  to_free_shipping: number;
  total: number;
}

export interface Selection {
  shops: ShopSelection[];
  count: number;
  subtotal: number;
  shipping_fee: number;
  total: number;
}

/**
 * What the chosen lines cost, shop by shop, by each shop's rule as the cart states it: its fee under
 * its free-shipping threshold, none from it on (the checkout's expected_total).
 */
export function selectionOf(cart: Cart, chosen: (line: CartLine) => boolean, fees?: ShopFees): Selection {
  const shops: ShopSelection[] = [];
  for (const group of cart.shops) {
    const lines = group.lines.filter((l) => buyable(l) && chosen(l));
    if (!lines.length) continue;
    const subtotal = lines.reduce((s, l) => s + l.unit_price * l.quantity, 0);
    const policy: ShippingPolicy = { shipping_fee: baseShippingFee(group, fees), free_shipping_threshold: group.free_shipping_threshold };
    const shipping_fee = shippingFeeFor(subtotal, 'delivery', policy);
    const to_free_shipping = shipping_fee > 0 ? Math.max(0, group.free_shipping_threshold - subtotal) : 0;
    shops.push({ group, lines, subtotal, shipping_fee, to_free_shipping, total: subtotal + shipping_fee });
  }
  const sum = (k: 'subtotal' | 'shipping_fee' | 'total') => shops.reduce((s, x) => s + x[k], 0);
  return {
    shops,
    count: shops.reduce((n, s) => n + s.lines.length, 0),
    subtotal: sum('subtotal'),
    shipping_fee: sum('shipping_fee'),
    total: sum('total'),
  };
}

/** Why a guest's line cannot be bought now, from the product as the catalogue shows it. */
function guestProblem(p: ProductDetail, quantity: number): string | null {
  if (p.deleted_at !== null || !p.is_available) return '판매가 중지된 상품입니다.';
  if (p.display_remaining === 0) return '품절된 상품입니다.';
  if (!p.delivery_available) return '픽업 전용 상품은 장바구니로 주문할 수 없습니다.';
  if (p.display_remaining > 0 && quantity > p.display_remaining) return `남은 수량(${p.display_remaining}개)보다 많이 담겨 있습니다.`;
  return null;
}

/** Lines whose product no longer opens (deleted, another site's): one group the guest can clear. */
const GONE_SHOP = 0;

/**
 * A guest's cart in the server's shape, from the stored lines and the products' public details
 * (each shop's fee by the detail's shipping rule; the server's own cart takes over at login).
 * `products[i]` is the i-th line's product, null when it could not be found.
 */
export function guestCartOf(lines: GuestLine[], products: (ProductDetail | null)[]): Cart {
  const groups = new Map<number, CartShopGroup & { base_shipping_fee: number }>();
  lines.forEach((line, i) => {
    const p = products[i];
    const merchantId = p ? p.merchant.id : GONE_SHOP;
    let group = groups.get(merchantId);
    if (!group) {
      group = {
        merchant_id: merchantId,
        business_name: p ? p.merchant.business_name : '구매할 수 없는 상품',
        lines: [],
        subtotal: 0,
        shipping_fee: 0,
        base_shipping_fee: p ? p.shipping.shipping_fee : 0,
        free_shipping_threshold: p ? p.shipping.free_shipping_threshold : 0,
        to_free_shipping: 0,
        total: 0,
      };
      groups.set(merchantId, group);
    }
    const price = p?.price ?? 0;
    group.lines.push({
      product_id: line.product_id,
      title: p?.title ?? MSG.productLoadFailed,
      thumbnail_url: p ? (p.thumbnail_url ?? p.image_url) : null,
      quantity: line.quantity,
      unit_price: price,
      unit_price_seen: price,
      price_changed: false,
      remaining: p?.display_remaining ?? 0,
      problem: p ? guestProblem(p, line.quantity) : '더 이상 판매하지 않는 상품입니다.',
      line_total: price * line.quantity,
    });
  });
  const cart: Cart = { shops: [...groups.values()], item_count: lines.length, subtotal: 0, shipping_fee: 0, total: 0 };
  const all = selectionOf(cart, () => true);
  for (const group of cart.shops) {
    const s = all.shops.find((x) => x.group === group);
    group.subtotal = s?.subtotal ?? 0;
    group.shipping_fee = s?.shipping_fee ?? 0;
    group.to_free_shipping = s?.to_free_shipping ?? 0;
    group.total = s?.total ?? 0;
  }
  return { ...cart, subtotal: all.subtotal, shipping_fee: all.shipping_fee, total: all.total };
}

/** The shops whose fee the choice needs and the cart does not state (their chosen lines stay under the threshold). */
export function shopsNeedingFee(cart: Cart, chosen: (line: CartLine) => boolean): { merchantId: number; productId: number }[] {
  const need: { merchantId: number; productId: number }[] = [];
  for (const group of cart.shops) {
    if (!feeUnknown(group) || (group as { base_shipping_fee?: number }).base_shipping_fee !== undefined) continue;
    const lines = group.lines.filter((l) => buyable(l) && chosen(l));
    const subtotal = lines.reduce((s, l) => s + l.unit_price * l.quantity, 0);
    if (lines.length && subtotal < group.free_shipping_threshold) need.push({ merchantId: group.merchant_id, productId: group.lines[0].product_id });
  }
  return need;
}
