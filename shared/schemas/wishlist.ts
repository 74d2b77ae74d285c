import { z } from 'zod';
import { id, pageSchema } from './catalogue/common';

/** 찜 and 재입고 알림 (docs/wishlist.md). */

/** PUT /api/wishlist/{product_id} (on) and DELETE (off): idempotent either way. */
export const wishlistToggleSchema = z.object({ product_id: id });
export const wishlistListSchema = pageSchema;
/**
 * GET /api/wishlist/ids: the products the shopper has 찜'd (the newest 500), so every card paints its
 * heart from one cached call; `product_ids` (tRPC) narrows it to those asked about.
 */
export const wishlistIdsSchema = z.object({ product_ids: z.array(id).max(100).optional() });

export interface WishlistState {
  product_id: number;
  wished: boolean;
  /** How many shoppers keep it. */
  wish_count: number;
}

/** PUT /api/products/{id}/restock-alert (ask) and DELETE (cancel). */
export const restockAlertSchema = z.object({ product_id: id });
export interface RestockAlertState {
  product_id: number;
  waiting: boolean;
  message: string;
}
