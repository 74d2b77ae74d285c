import { z } from 'zod';
import { id, pageSchema } from './catalogue/common';

/** 찜 and 재입고 알림 (docs/wishlist.md). */

/** PUT /api/wishlist/{product_id} (on) and DELETE (off): idempotent either way. */
export const wishlistToggleSchema = z.object({ product_id: id });
export const wishlistListSchema = pageSchema;
/** GET /api/wishlist/ids?product_ids=…: which of these products the shopper has 찜'd (cards read it in one call). */
export const wishlistIdsSchema = z.object({ product_ids: z.array(id).max(100) });

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
