import type { FeatureKey } from '../../../shared/features';
import { MSG } from '../../../shared/messages';
import {
  categoryProductsQuerySchema,
  deletedProductsQuerySchema,
  productCreateSchema,
  productDeleteSchema,
  productIdSchema,
  productListQuerySchema,
  productSearchQuerySchema,
  productUpdateSchema,
  rankedListQuerySchema,
} from '../../../shared/schemas/catalogue';
import type { MerchantCtx } from '../../env';
import { createProduct } from '../../services/catalogue/products/create-product';
import { deleteProduct } from '../../services/catalogue/products/delete-product';
import { discountProducts } from '../../services/catalogue/products/discount-products';
import { getProduct } from '../../services/catalogue/products/get-product';
import { getProductForEdit } from '../../services/catalogue/products/get-product-for-edit';
import { getOwnedProduct } from '../../services/catalogue/products/internal';
import { latestProducts } from '../../services/catalogue/products/latest-products';
import { listByCategory } from '../../services/catalogue/products/list-by-category';
import { listDeletedProducts } from '../../services/catalogue/products/list-deleted-products';
import { listProducts } from '../../services/catalogue/products/list-products';
import { popularProducts } from '../../services/catalogue/products/popular-products';
import { restoreProduct } from '../../services/catalogue/products/restore-product';
import { searchProducts } from '../../services/catalogue/products/search-products';
import { updateProduct } from '../../services/catalogue/products/update-product';
import { endpoint, type Method, type RestBinding } from '../define';
import { productSubject } from '../audit-subjects';

export const CATALOGUE: FeatureKey[] = ['shopping', 'delivery'];

/** A path id that names nothing: the product detail's own text. */
export const PRODUCT_NOT_FOUND = MSG.productLoadFailed;

/** The product list's two spellings: with and without the trailing slash. */
const listPaths = (method: Method, status?: 201): RestBinding[] =>
  ['/api/products/', '/api/products'].map((path) => ({ method, path, status }));

/**
 * The product must be the merchant's before its body is judged: another tenant's id answers 404,
 * another merchant's 403, whatever the body holds. An id the schema refuses is left to it.
 */
export async function ownProductFirst({ ctx, raw }: { ctx: MerchantCtx; raw: unknown }): Promise<void> {
  const addressed = productIdSchema.safeParse(raw);
  if (addressed.success) await getOwnedProduct(ctx, addressed.data.id);
}

/**
 * Products: what visitors list, search and open, and what a merchant creates, edits, deletes and
 * restores. Literal paths come before /api/products/{id} (routes match in declaration order).
 */
export const productEndpoints = {
  list: endpoint({
    rest: listPaths('GET'),
    trpc: 'query',
    access: 'public',
    feature: CATALOGUE,
    input: productListQuerySchema,
    action: ({ ctx, input }) => listProducts({ ctx, input }),
  }),
  create: endpoint({
    rest: listPaths('POST', 201),
    trpc: 'mutation',
    access: 'merchant',
    feature: CATALOGUE,
    input: productCreateSchema,
    action: ({ ctx, input }) => createProduct({ ctx, input }),
  }),
  search: endpoint({
    rest: { method: 'GET', path: '/api/products/search' },
    trpc: 'query',
    access: 'public',
    feature: CATALOGUE,
    input: productSearchQuerySchema,
    action: ({ ctx, input }) => searchProducts({ ctx, input }),
  }),
  popular: endpoint({
    rest: { method: 'GET', path: '/api/products/popular' },
    trpc: false,
    access: 'public',
    feature: CATALOGUE,
    input: rankedListQuerySchema,
    action: ({ ctx, input }) => popularProducts({ ctx, input }),
  }),
  latest: endpoint({
    rest: { method: 'GET', path: '/api/products/latest' },
    trpc: false,
    access: 'public',
    feature: CATALOGUE,
    input: rankedListQuerySchema,
    action: ({ ctx, input }) => latestProducts({ ctx, input }),
  }),
  discount: endpoint({
    rest: { method: 'GET', path: '/api/products/discount' },
    trpc: false,
    access: 'public',
    feature: CATALOGUE,
    input: rankedListQuerySchema,
    action: ({ ctx, input }) => discountProducts({ ctx, input }),
  }),
  deleted: endpoint({
    rest: { method: 'GET', path: '/api/products/deleted' },
    trpc: 'query',
    access: 'merchant',
    feature: CATALOGUE,
    input: deletedProductsQuerySchema,
    action: ({ ctx, input }) => listDeletedProducts({ ctx, input }),
  }),
  byCategory: endpoint({
    rest: { method: 'GET', path: '/api/products/category/{category}' },
    trpc: false,
    access: 'public',
    feature: CATALOGUE,
    input: categoryProductsQuerySchema,
    action: ({ ctx, input }) => listByCategory({ ctx, input }),
  }),
  /** Counts a view. */
  get: endpoint({
    rest: { method: 'GET', path: '/api/products/{id}' },
    trpc: 'query',
    access: 'public',
    feature: CATALOGUE,
    notFound: PRODUCT_NOT_FOUND,
    input: productIdSchema,
    action: ({ ctx, input }) => getProduct({ ctx, input }),
  }),
  /** The owner's copy for the edit form (no view counted). */
  getForEdit: endpoint({
    trpc: 'query',
    access: 'merchant',
    feature: CATALOGUE,
    input: productIdSchema,
    action: ({ ctx, input }) => getProductForEdit({ ctx, input }),
  }),
  update: endpoint({
    rest: { method: 'PUT', path: '/api/products/{id}' },
    trpc: 'mutation',
    access: 'merchant',
    feature: CATALOGUE,
    notFound: PRODUCT_NOT_FOUND,
    guard: ownProductFirst,
    input: productUpdateSchema,
    action: ({ ctx, input }) => updateProduct({ ctx, input }),
    // Calls out (object storage) between its own transactions: each commits with its audit row.
    ownTransactions: true,
    audit: { target: (input) => `product:${input.id}`, subject: ({ ctx, input }) => productSubject(ctx, input.id) },
  }),
  /** Soft delete (restorable); `permanent` removes the product, its media and their files for good. */
  remove: endpoint({
    rest: { method: 'DELETE', path: '/api/products/{id}' },
    trpc: 'mutation',
    access: 'merchant',
    feature: CATALOGUE,
    notFound: PRODUCT_NOT_FOUND,
    input: productDeleteSchema,
    action: ({ ctx, input }) => deleteProduct({ ctx, input }),
    // Calls out (object storage) between its own transactions: each commits with its audit row.
    ownTransactions: true,
    audit: { target: (input) => `product:${input.id}`, subject: ({ ctx, input }) => productSubject(ctx, input.id) },
  }),
  restore: endpoint({
    // The path names it all; a body, if any, is not read.
    rest: { method: 'POST', path: '/api/products/{id}/restore', input: ({ params }) => params },
    trpc: 'mutation',
    access: 'merchant',
    feature: CATALOGUE,
    notFound: PRODUCT_NOT_FOUND,
    input: productIdSchema,
    action: ({ ctx, input }) => restoreProduct({ ctx, input }),
    audit: { target: (input) => `product:${input.id}`, subject: ({ ctx, input }) => productSubject(ctx, input.id) },
  }),
};
