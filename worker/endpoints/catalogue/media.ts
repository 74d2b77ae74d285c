import { PRODUCT_IMAGE_MAX_BYTES } from '../../../shared/catalogue-constants';
import {
  mediaBulkDeleteSchema,
  mediaDeleteSchema,
  mediaOrderSchema,
  mediaUploadSchema,
  productIdSchema,
  uploadRequestSchema,
} from '../../../shared/schemas/catalogue';
import { bulkDeleteMedia } from '../../services/catalogue/media/bulk-delete-media';
import { deleteMedia } from '../../services/catalogue/media/delete-media';
import { listMedia } from '../../services/catalogue/media/list-media';
import { orderMedia } from '../../services/catalogue/media/order-media';
import { uploadMedia } from '../../services/catalogue/media/upload-media';
import { uploadTicket } from '../../services/catalogue/media/upload-ticket';
import { endpoint } from '../define';
import { CATALOGUE, ownProductFirst, PRODUCT_NOT_FOUND } from './products';

/** One image and the multipart framing around it: a 20 MB file still reaches the image check. */
const MEDIA_UPLOAD_BODY = PRODUCT_IMAGE_MAX_BYTES + 256 * 1024;

/**
 * A product's images: the list visitors see, and the owner's uploads, order and deletions. They
 * sit beside the product procedures (`catalogue.products.media`, `…mediaOrder`), as the web calls them.
 */
export const mediaEndpoints = {
  media: endpoint({
    rest: { method: 'GET', path: '/api/products/{id}/media' },
    trpc: 'query',
    access: 'public',
    feature: CATALOGUE,
    notFound: PRODUCT_NOT_FOUND,
    input: productIdSchema,
    action: ({ ctx, input }) => listMedia({ ctx, input }),
  }),
  /** Multipart: `file` (kept a File) and `is_thumbnail`. */
  mediaUpload: endpoint({
    rest: {
      method: 'POST',
      path: '/api/products/{id}/media',
      status: 201,
      maxBodyBytes: MEDIA_UPLOAD_BODY,
      input: async ({ body, params }) => ({ ...(await body()), ...params }),
    },
    trpc: false,
    access: 'merchant',
    feature: CATALOGUE,
    notFound: PRODUCT_NOT_FOUND,
    guard: ownProductFirst,
    input: mediaUploadSchema,
    action: ({ ctx, input }) => uploadMedia({ ctx, input }),
    // Calls out (object storage) between its own transactions: each commits with its audit row.
    ownTransactions: true,
  }),
  /** Several at once, `{media_ids}` in the body (of a DELETE). */
  mediaDelete: endpoint({
    rest: {
      method: 'DELETE',
      path: '/api/products/{id}/media',
      input: async ({ body, params }) => ({ ...(await body()), ...params }),
    },
    trpc: 'mutation',
    access: 'merchant',
    feature: CATALOGUE,
    notFound: PRODUCT_NOT_FOUND,
    guard: ownProductFirst,
    input: mediaBulkDeleteSchema,
    action: ({ ctx, input }) => bulkDeleteMedia({ ctx, input }),
    // Calls out (object storage) between its own transactions: each commits with its audit row.
    ownTransactions: true,
  }),
  /** The spec's body is a bare list of {id, order, is_thumbnail}; `{items: [...]}` is taken too. */
  mediaOrder: endpoint({
    rest: {
      method: 'PUT',
      path: '/api/products/{id}/media/order',
      input: async ({ json, params }) => {
        const body = await json();
        return { items: Array.isArray(body) ? body : (body as { items?: unknown } | null)?.items, ...params };
      },
    },
    trpc: 'mutation',
    access: 'merchant',
    feature: CATALOGUE,
    notFound: PRODUCT_NOT_FOUND,
    guard: ownProductFirst,
    input: mediaOrderSchema,
    action: ({ ctx, input }) => orderMedia({ ctx, input }),
  }),
  mediaDeleteOne: endpoint({
    rest: { method: 'DELETE', path: '/api/products/{id}/media/{mediaId}' },
    trpc: false,
    access: 'merchant',
    feature: CATALOGUE,
    notFound: PRODUCT_NOT_FOUND,
    input: mediaDeleteSchema,
    action: ({ ctx, input }) => deleteMedia({ ctx, input }),
    // Calls out (object storage) between its own transactions: each commits with its audit row.
    ownTransactions: true,
  }),
  /** A signed URL the browser PUTs one image to (R2 presigned, or the app's own /api/uploads/{token}). */
  uploadTicket: endpoint({
    trpc: 'mutation',
    access: 'merchant',
    feature: CATALOGUE,
    input: uploadRequestSchema,
    action: ({ ctx, input }) => uploadTicket({ ctx, input }),
  }),
};
