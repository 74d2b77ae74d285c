import { z } from 'zod';
import type {
  DeletedProductList,
  ProductDetail,
  ProductList,
  ProductMediaItem,
  UploadTicket,
} from '../../../../shared/schemas/catalogue';
import {
  deletedProductsQuerySchema,
  mediaOrderSchema,
  productCreateSchema,
  productIdSchema,
  productListQuerySchema,
  productSearchQuerySchema,
  productUpdateSchema,
  uploadRequestSchema,
} from '../../../../shared/schemas/catalogue';
import { merchantProcedure, publicProcedure, router, withFeature } from '../../init';
import { notBuilt } from './not-built';

const catalogue = publicProcedure.use(withFeature('shopping', 'delivery'));
const owner = merchantProcedure.use(withFeature('shopping', 'delivery'));

export const productsRouter = router({
  list: catalogue.input(productListQuerySchema).query(async ({ ctx, input }): Promise<ProductList> => notBuilt()),
  search: catalogue.input(productSearchQuerySchema).query(async ({ ctx, input }): Promise<ProductList> => notBuilt()),
  /** Counts a view. */
  get: catalogue.input(productIdSchema).query(async ({ ctx, input }): Promise<ProductDetail> => notBuilt()),
  /** The owner's copy for the edit form (no view counted). */
  getForEdit: owner.input(productIdSchema).query(async ({ ctx, input }): Promise<ProductDetail> => notBuilt()),
  create: owner.input(productCreateSchema).mutation(async ({ ctx, input }): Promise<ProductDetail> => notBuilt()),
  update: owner.input(productUpdateSchema).mutation(async ({ ctx, input }): Promise<ProductDetail> => notBuilt()),
  remove: owner.input(productIdSchema).mutation(async ({ ctx, input }): Promise<{ ok: true }> => notBuilt()),
  restore: owner.input(productIdSchema).mutation(async ({ ctx, input }): Promise<ProductDetail> => notBuilt()),
  deleted: owner.input(deletedProductsQuerySchema).query(async ({ ctx, input }): Promise<DeletedProductList> => notBuilt()),
  /** A signed URL the browser PUTs one image to (R2 presigned, or the app's own signed path). */
  uploadTicket: owner.input(uploadRequestSchema).mutation(async ({ ctx, input }): Promise<UploadTicket> => notBuilt()),
  media: catalogue.input(productIdSchema).query(async ({ ctx, input }): Promise<ProductMediaItem[]> => notBuilt()),
  mediaOrder: owner.input(mediaOrderSchema).mutation(async ({ ctx, input }): Promise<ProductMediaItem[]> => notBuilt()),
  mediaDelete: owner
    .input(z.object({ id: z.number().int().positive(), media_ids: z.array(z.number().int().positive()).min(1).max(10) }))
    .mutation(async ({ ctx, input }): Promise<ProductMediaItem[]> => notBuilt()),
});
