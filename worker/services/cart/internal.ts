import { desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { cartItems, merchantProfiles, products, users, type Tenant } from '../../../db/schema';
import { MSG } from '../../../shared/messages';
import type { Cart, CartLine, CartShopGroup } from '../../../shared/schemas/cart';
import { shippingFeeFor } from '../../../shared/shipping';
import type { UserCtx } from '../../env';
import { cartBuyer } from '../../scope/people';
import { liveProduct } from '../catalogue/rules';
import { mediaUrl } from '../catalogue/internal-cards';
import { sellerTenant, shopShippingPolicy } from '../orders/payments/internal';

/** A line's quantity never goes past this (cart_items_quantity_check). */
export const CART_LINE_QTY_MAX = 999;

/** The signed-in shopper's cart rows: the selling tenant's (ctx.shown), this site's account (ctx.own). */
export const myCart = (ctx: UserCtx, ...conditions: (SQL | undefined)[]): SQL =>
  ctx.shown.where(cartItems, ctx.own.personIs(cartBuyer, ctx.user.id), ...conditions);

/**
 * Serializes the shopper's cart writes: their own users row, locked FOR UPDATE for the transaction.
 * Counting lines under it is atomic (two adds at once: the second counts after the first commits),
 * even while the cart is empty and there is no cart row to lock.
 */
export async function lockShopper(tx: UserCtx): Promise<void> {
  await tx.db.select({ id: users.id }).from(users).where(tx.own.where(users, eq(users.id, tx.user.id))).for('update');
}

/** The product as the cart reads it: its price, stock, delivery and whether it is still on sale here. */
export interface CartProduct {
  id: number;
  title: string;
  price: number;
  merchantId: number;
  displayRemaining: number;
  deliveryAvailable: boolean;
  isDelivery: boolean;
  thumbnailKey: string | null;
  live: boolean;
}

/** `ids` of the selling tenant (whatever their state: `live` says whether they may be bought); `lock` takes their rows FOR UPDATE. */
export async function cartProducts(ctx: UserCtx, db: DbOrTx, ids: number[], lock = false): Promise<Map<number, CartProduct>> {
  if (ids.length === 0) return new Map();
  const q = db
    .select({
      id: products.id,
      title: products.title,
      price: products.price,
      merchantId: products.merchantId,
      displayRemaining: products.displayRemaining,
      deliveryAvailable: products.deliveryAvailable,
      isDelivery: products.isDelivery,
      thumbnailKey: products.thumbnailKey,
      // The catalogue's one rule of "may be bought" (liveProduct), read as a flag.
      live: sql<boolean>`coalesce((${liveProduct(ctx)}), false)`,
    })
    .from(products)
    .where(ctx.shown.where(products, inArray(products.id, ids)))
    .orderBy(products.id);
  const rows = lock ? await q.for('update') : await q;
  return new Map(rows.map((p) => [p.id, { ...p, live: p.live === true || (p.live as unknown) === 't' }]));
}

/** Why a product cannot be bought in `qty` now (the MSG the cart and the checkout show), else null. */
export function lineProblem(p: CartProduct | undefined, title: string, qty: number): string | null {
  if (!p || !p.live) return MSG.cartUnavailable(p?.title ?? title);
  if (!p.deliveryAvailable) return MSG.cartPickupOnly;
  if (p.displayRemaining === 0) return MSG.cartSoldOut(p.title);
  // -1: not counted.
  if (p.displayRemaining > 0 && qty > p.displayRemaining) return MSG.cartStockShort(p.title);
  return null;
}

/** A cart line with what the checkout needs beyond the answer. */
export interface PricedLine extends CartLine {
  merchant_id: number;
  is_delivery: boolean;
}

export interface PricedCart {
  cart: Cart;
  lines: PricedLine[];
  seller: Tenant;
}

/**
 * The shopper's cart (or only its lines of `productIds`) at today's prices, grouped by shop, each
 * shop's shipping rule applied (shopShippingPolicy: the shop's own, else the selling tenant's) to the
 * lines that can be bought; a line with a problem counts in no total. `lock`: the cart rows and their
 * products FOR UPDATE (the checkout).
 */
export async function readCart(ctx: UserCtx, opts: { productIds?: number[]; lock?: boolean } = {}): Promise<PricedCart> {
  const seller = await sellerTenant(ctx);
  const q = ctx.db
    .select()
    .from(cartItems)
    .where(myCart(ctx, opts.productIds ? inArray(cartItems.productId, opts.productIds) : undefined))
    .orderBy(desc(cartItems.updatedAt), desc(cartItems.id));
  const rows = opts.lock ? await q.for('update') : await q;
  const prods = await cartProducts(ctx, ctx.db, rows.map((r) => r.productId), opts.lock);
  const merchantIds = [...new Set([...prods.values()].map((p) => p.merchantId))];
  const shops = merchantIds.length
    ? await ctx.db
        .select({
          id: merchantProfiles.id,
          businessName: merchantProfiles.businessName,
          shippingFee: merchantProfiles.shippingFee,
          freeShippingThreshold: merchantProfiles.freeShippingThreshold,
        })
        .from(merchantProfiles)
        .where(ctx.shown.where(merchantProfiles, inArray(merchantProfiles.id, merchantIds)))
    : [];
  const shopById = new Map(shops.map((s) => [s.id, s]));

  const lines: PricedLine[] = [];
  const groups = new Map<number, CartShopGroup>();
  for (const r of rows) {
    const p = prods.get(r.productId);
    if (!p) continue; // not of this catalogue any more (the FK removes deleted ones)
    const line: PricedLine = {
      product_id: p.id,
      title: p.title,
      thumbnail_url: p.thumbnailKey ? mediaUrl(p.thumbnailKey) : null,
      quantity: r.quantity,
      unit_price: p.price,
      unit_price_seen: r.unitPriceSeen,
      price_changed: p.price !== r.unitPriceSeen,
      remaining: p.displayRemaining,
      problem: lineProblem(p, p.title, r.quantity),
      line_total: p.price * r.quantity,
      merchant_id: p.merchantId,
      is_delivery: p.isDelivery,
    };
    lines.push(line);
    let g = groups.get(p.merchantId);
    if (!g) {
      g = {
        merchant_id: p.merchantId,
        business_name: shopById.get(p.merchantId)?.businessName ?? '',
        lines: [],
        subtotal: 0,
        shipping_fee: 0,
        free_shipping_threshold: 0,
        to_free_shipping: 0,
        total: 0,
      };
      groups.set(p.merchantId, g);
    }
    const { merchant_id: _m, is_delivery: _d, ...answer } = line;
    g.lines.push(answer);
  }
  for (const g of groups.values()) {
    const policy = shopShippingPolicy(seller, shopById.get(g.merchant_id));
    const buyable = g.lines.filter((l) => l.problem === null);
    g.subtotal = buyable.reduce((s, l) => s + l.line_total, 0);
    g.shipping_fee = buyable.length > 0 ? shippingFeeFor(g.subtotal, 'delivery', policy) : 0;
    g.free_shipping_threshold = policy.free_shipping_threshold;
    g.to_free_shipping = Math.max(0, policy.free_shipping_threshold - g.subtotal);
    g.total = g.subtotal + g.shipping_fee;
  }
  const shopGroups = [...groups.values()];
  const subtotal = shopGroups.reduce((s, g) => s + g.subtotal, 0);
  const shippingFee = shopGroups.reduce((s, g) => s + g.shipping_fee, 0);
  return {
    cart: { shops: shopGroups, item_count: lines.length, subtotal, shipping_fee: shippingFee, total: subtotal + shippingFee },
    lines,
    seller,
  };
}

/** The cart's answer. */
export const cartOf = async (ctx: UserCtx): Promise<Cart> => (await readCart(ctx)).cart;

/** How many lines the shopper's cart holds (read under lockShopper for a limit check). */
export async function countLines(ctx: UserCtx): Promise<number> {
  const [row] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(cartItems).where(myCart(ctx));
  return Number(row?.n ?? 0);
}

