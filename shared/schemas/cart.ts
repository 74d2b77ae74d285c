import { z } from 'zod';
import { MSG } from '../messages';
import { PAYMENT_QTY_MAX } from '../order-status';
import { id, integerIn } from './catalogue/common';
import { integer } from './input';
import { productSessionSchema } from './orders';

/** 장바구니 (docs/cart.md): the lines a shopper keeps on the server, grouped by shop at checkout. */

/** Lines a cart may hold. */
export const CART_MAX_ITEMS = 50;

const qty = integer.pipe(z.number().min(1, MSG.paymentQtyMin).max(PAYMENT_QTY_MAX, MSG.paymentQtyOverStock));

/** POST /api/cart/items: add a product (its quantity is added to a line already there). */
export const cartAddSchema = z.object({ product_id: id, quantity: qty.default(1) });
export type CartAddInput = z.output<typeof cartAddSchema>;

/** PUT /api/cart/items/{product_id}: set a line's quantity. */
export const cartSetQuantitySchema = z.object({ product_id: id, quantity: qty });
export type CartSetQuantityInput = z.output<typeof cartSetQuantitySchema>;

/** DELETE /api/cart/items (body or query ids): remove lines; none named: empty the cart. */
export const cartRemoveSchema = z.object({ product_ids: z.array(id).max(CART_MAX_ITEMS).optional() });
export type CartRemoveInput = z.output<typeof cartRemoveSchema>;

/** POST /api/cart/merge: a guest's cart (kept in the browser) joins the account's after login. */
export const cartMergeSchema = z.object({
  items: z.array(z.object({ product_id: id, quantity: qty })).max(CART_MAX_ITEMS),
});
export type CartMergeInput = z.output<typeof cartMergeSchema>;

/** A cart line as the screens read it, with what it costs now and whether it can be bought. */
export interface CartLine {
  product_id: number;
  title: string;
  thumbnail_url: string | null;
  quantity: number;
  /** The price now, and the one the shopper last saw (they differ: the cart says the price changed). */
  unit_price: number;
  unit_price_seen: number;
  price_changed: boolean;
  /** -1: not counted; 0: sold out. */
  remaining: number;
  /** Why it cannot be bought now (sold out, too few left, no longer on sale, pickup only), else null. */
  problem: string | null;
  line_total: number;
}

/** One shop's part of the cart: its lines, its subtotal and its own shipping rule applied. */
export interface CartShopGroup {
  merchant_id: number;
  business_name: string;
  lines: CartLine[];
  subtotal: number;
  shipping_fee: number;
  free_shipping_threshold: number;
  /** Won still to add for free shipping (0 once reached). */
  to_free_shipping: number;
  total: number;
}

export interface Cart {
  shops: CartShopGroup[];
  item_count: number;
  subtotal: number;
  shipping_fee: number;
  total: number;
}

/**
 * POST /api/cart/checkout: one payment for the chosen lines (all when none named), delivered to one
 * address. `expected_total` is what the screen showed: a different total at the server's prices
 * (a price changed, a shop's fee) is refused with MSG.cartPriceChanged and the fresh cart, never charged.
 */
export const cartCheckoutSchema = productSessionSchema
  .pick({ deviceType: true, buyerName: true, buyerEmail: true, buyerTel: true, buyerAddr: true, buyerPostcode: true, redirectUrl: true })
  .extend({
    product_ids: z.array(id).min(1, MSG.cartSelectItems).max(CART_MAX_ITEMS).optional(),
    expected_total: integerIn(0, 1_000_000_000),
    /** 배송 요청사항 (문 앞에 놓아주세요, …): the orders' delivery_memo. */
    delivery_request: z.string().trim().max(200).optional().default(''),
  });
export type CartCheckoutInput = z.output<typeof cartCheckoutSchema>;

/** What a checkout answers: the gateway's page to open, as the single product's session does. */
export interface CartCheckoutAnswer {
  authPageUrl: string;
  shopOrderNo: string;
  amount: number;
  shipping_fee: number;
  /** How many shop orders the payment will make. */
  shop_count: number;
}

export const cartCountSchema = z.object({});
