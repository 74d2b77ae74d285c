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
import { bulkDeleteMedia } from '../../../services/catalogue/media/bulk-delete-media';
import { createProduct } from '../../../services/catalogue/products/create-product';
import { deleteProduct } from '../../../services/catalogue/products/delete-product';
import { getProduct } from '../../../services/catalogue/products/get-product';
import { getProductForEdit } from '../../../services/catalogue/products/get-product-for-edit';
import { listDeletedProducts } from '../../../services/catalogue/products/list-deleted-products';
import { listMedia } from '../../../services/catalogue/media/list-media';
import { listProducts } from '../../../services/catalogue/products/list-products';
import { orderMedia } from '../../../services/catalogue/media/order-media';
import { restoreProduct } from '../../../services/catalogue/products/restore-product';
import { searchProducts } from '../../../services/catalogue/products/search-products';
import { updateProduct } from '../../../services/catalogue/products/update-product';
import { uploadTicket } from '../../../services/catalogue/media/upload-ticket';
import { merchantProcedure, publicProcedure, router, withFeature } from '../../init';

const catalogue = publicProcedure.use(withFeature('shopping', 'delivery'));
const owner = merchantProcedure.use(withFeature('shopping', 'delivery'));

export const productsRouter = router({
  list: catalogue.input(productListQuerySchema).query(async ({ ctx, input }): Promise<ProductList> => listProducts({ ctx: ctx.svc, input })),
  search: catalogue
    .input(productSearchQuerySchema)
    .query(async ({ ctx, input }): Promise<ProductList> => searchProducts({ ctx: ctx.svc, input })),
  /** Counts a view. */
  get: catalogue.input(productIdSchema).query(async ({ ctx, input }): Promise<ProductDetail> => getProduct({ ctx: ctx.svc, input })),
  /** The owner's copy for the edit form (no view counted). */
  getForEdit: owner
    .input(productIdSchema)
    .query(async ({ ctx, input }): Promise<ProductDetail> => getProductForEdit({ ctx: ctx.svc, input })),
  create: owner.input(productCreateSchema).mutation(async ({ ctx, input }): Promise<ProductDetail> => createProduct({ ctx: ctx.svc, input })),
  update: owner.input(productUpdateSchema).mutation(async ({ ctx, input }): Promise<ProductDetail> => updateProduct({ ctx: ctx.svc, input })),
  /** Soft delete (restorable); `permanent: true` removes the product, its media and their files for good. */
  remove: owner
    .input(productIdSchema.extend({ permanent: z.boolean().optional() }))
    .mutation(async ({ ctx, input }): Promise<{ ok: true }> => deleteProduct({ ctx: ctx.svc, input })),
  restore: owner.input(productIdSchema).mutation(async ({ ctx, input }): Promise<ProductDetail> => restoreProduct({ ctx: ctx.svc, input })),
  deleted: owner
    .input(deletedProductsQuerySchema)
    .query(async ({ ctx, input }): Promise<DeletedProductList> => listDeletedProducts({ ctx: ctx.svc, input })),
  /** A signed URL the browser PUTs one image to (R2 presigned, or the app's own signed path). */
  uploadTicket: owner.input(uploadRequestSchema).mutation(async ({ ctx, input }): Promise<UploadTicket> => uploadTicket({ ctx: ctx.svc, input })),
  media: catalogue.input(productIdSchema).query(async ({ ctx, input }): Promise<ProductMediaItem[]> => listMedia({ ctx: ctx.svc, input })),
  mediaOrder: owner.input(mediaOrderSchema).mutation(async ({ ctx, input }): Promise<ProductMediaItem[]> => orderMedia({ ctx: ctx.svc, input })),
  mediaDelete: owner
    .input(z.object({ id: z.number().int().positive(), media_ids: z.array(z.number().int().positive()).min(1).max(10) }))
    .mutation(async ({ ctx, input }): Promise<ProductMediaItem[]> => bulkDeleteMedia({ ctx: ctx.svc, input })),
});
