import type { Context } from 'hono';
import { PRODUCT_IMAGE_MAX_BYTES } from '../../shared/catalogue-constants';
import { AppError } from '../../shared/errors';
import { MSG } from '../../shared/messages';
import type { AppEnv } from '../env';
import type { UploadedFile } from '../services/auth/internal-files';
import { bulkDeleteMedia } from '../services/catalogue/media/bulk-delete-media';
import { createProduct } from '../services/catalogue/products/create-product';
import { deleteMedia } from '../services/catalogue/media/delete-media';
import { deleteProduct } from '../services/catalogue/products/delete-product';
import { discountProducts } from '../services/catalogue/products/discount-products';
import { getProduct } from '../services/catalogue/products/get-product';
import { latestProducts } from '../services/catalogue/products/latest-products';
import { listByCategory } from '../services/catalogue/products/list-by-category';
import { listDeletedProducts } from '../services/catalogue/products/list-deleted-products';
import { listMedia } from '../services/catalogue/media/list-media';
import { listProducts } from '../services/catalogue/products/list-products';
import { orderMedia } from '../services/catalogue/media/order-media';
import { popularProducts } from '../services/catalogue/products/popular-products';
import { restoreProduct } from '../services/catalogue/products/restore-product';
import { searchProducts } from '../services/catalogue/products/search-products';
import { updateProduct } from '../services/catalogue/products/update-product';
import { uploadMedia } from '../services/catalogue/media/upload-media';
import type { FeatureKey } from '../../shared/features';
import { formOrJsonBody, jsonBody, type RouteRegistry } from './registry';

const CATALOGUE: FeatureKey[] = ['shopping', 'delivery'];
/** One image and the multipart framing around it: a 20 MB file still reaches the image check. */
export const MEDIA_UPLOAD_BODY = PRODUCT_IMAGE_MAX_BYTES + 256 * 1024;

/** Services validate with zod; handlers hand the raw query or body over as the service's input type. */
const raw = <T>(value: unknown): T => value as T;

/** A path id: digits only, else a 404 (never a 500, never another route). */
function pathId(c: Context<AppEnv>, name: string): number {
  const raw = c.req.param(name) ?? '';
  const n = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  if (n <= 0) throw new AppError('NOT_FOUND', MSG.productLoadFailed);
  return n;
}

const query = (c: Context<AppEnv>) => c.req.query();
const truthy = (v: unknown) => v === true || v === 'true' || v === 'on' || v === '1';

async function objectBody(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  const body = await jsonBody(c);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new AppError('BAD_REQUEST', MSG.invalidInput);
  return body as Record<string, unknown>;
}

export function productRoutes(r: RouteRegistry): void {
  // Literal paths first: they must win over /api/products/{id}.
  for (const path of ['/api/products/', '/api/products']) {
    r.add({
      method: 'GET',
      path,
      access: 'public',
      feature: CATALOGUE,
      handler: async (c, svc) => c.json(await listProducts({ ctx: svc, input: raw(query(c)) })),
    });
    r.add({
      method: 'POST',
      path,
      access: 'merchant',
      feature: CATALOGUE,
      handler: async (c, svc) => c.json(await createProduct({ ctx: svc, input: raw(await objectBody(c)) }), 201),
    });
  }
  r.add({
    method: 'GET',
    path: '/api/products/search',
    access: 'public',
    feature: CATALOGUE,
    handler: async (c, svc) => c.json(await searchProducts({ ctx: svc, input: raw(query(c)) })),
  });
  r.add({
    method: 'GET',
    path: '/api/products/popular',
    access: 'public',
    feature: CATALOGUE,
    handler: async (c, svc) => c.json(await popularProducts({ ctx: svc, input: raw(query(c)) })),
  });
  r.add({
    method: 'GET',
    path: '/api/products/latest',
    access: 'public',
    feature: CATALOGUE,
    handler: async (c, svc) => c.json(await latestProducts({ ctx: svc, input: raw(query(c)) })),
  });
  r.add({
    method: 'GET',
    path: '/api/products/discount',
    access: 'public',
    feature: CATALOGUE,
    handler: async (c, svc) => c.json(await discountProducts({ ctx: svc, input: raw(query(c)) })),
  });
  r.add({
    method: 'GET',
    path: '/api/products/deleted',
    access: 'merchant',
    feature: CATALOGUE,
    handler: async (c, svc) => c.json(await listDeletedProducts({ ctx: svc, input: raw(query(c)) })),
  });
  r.add({
    method: 'GET',
    path: '/api/products/category/{category}',
    access: 'public',
    feature: CATALOGUE,
    handler: async (c, svc) =>
      c.json(await listByCategory({ ctx: svc, input: raw({ ...query(c), category: c.req.param('category') }) })),
  });

  r.add({
    method: 'GET',
    path: '/api/products/{id}',
    access: 'public',
    feature: CATALOGUE,
    handler: async (c, svc) => c.json(await getProduct({ ctx: svc, input: { id: pathId(c, 'id') } })),
  });
  r.add({
    method: 'PUT',
    path: '/api/products/{id}',
    access: 'merchant',
    feature: CATALOGUE,
    handler: async (c, svc) => {
      const id = pathId(c, 'id');
      return c.json(await updateProduct({ ctx: svc, input: raw({ ...(await objectBody(c)), id }) }));
    },
  });
  r.add({
    method: 'DELETE',
    path: '/api/products/{id}',
    access: 'merchant',
    feature: CATALOGUE,
    handler: async (c, svc) =>
      c.json(await deleteProduct({ ctx: svc, input: { id: pathId(c, 'id'), permanent: truthy(c.req.query('permanent')) } })),
  });
  r.add({
    method: 'POST',
    path: '/api/products/{id}/restore',
    access: 'merchant',
    feature: CATALOGUE,
    handler: async (c, svc) => c.json(await restoreProduct({ ctx: svc, input: { id: pathId(c, 'id') } })),
  });

  r.add({
    method: 'GET',
    path: '/api/products/{id}/media',
    access: 'public',
    feature: CATALOGUE,
    handler: async (c, svc) => c.json(await listMedia({ ctx: svc, input: { id: pathId(c, 'id') } })),
  });
  r.add({
    method: 'POST',
    path: '/api/products/{id}/media',
    access: 'merchant',
    feature: CATALOGUE,
    maxBodyBytes: MEDIA_UPLOAD_BODY,
    handler: async (c, svc) => {
      const id = pathId(c, 'id');
      const form = await formOrJsonBody(c);
      const file = await toFile(form.file);
      return c.json(await uploadMedia({ ctx: svc, input: { id, file, is_thumbnail: truthy(form.is_thumbnail) } }), 201);
    },
  });
  r.add({
    method: 'DELETE',
    path: '/api/products/{id}/media',
    access: 'merchant',
    feature: CATALOGUE,
    handler: async (c, svc) => {
      const id = pathId(c, 'id');
      const body = await objectBody(c);
      return c.json(await bulkDeleteMedia({ ctx: svc, input: raw({ id, media_ids: body.media_ids }) }));
    },
  });
  r.add({
    method: 'PUT',
    path: '/api/products/{id}/media/order',
    access: 'merchant',
    feature: CATALOGUE,
    handler: async (c, svc) => {
      const id = pathId(c, 'id');
      // The spec's body is a bare list of {id, order, is_thumbnail}; {items: [...]} is taken too.
      const body = await jsonBody(c);
      const items = Array.isArray(body) ? body : (body as { items?: unknown } | null)?.items;
      return c.json(await orderMedia({ ctx: svc, input: raw({ id, items }) }));
    },
  });
  r.add({
    method: 'DELETE',
    path: '/api/products/{id}/media/{mediaId}',
    access: 'merchant',
    feature: CATALOGUE,
    handler: async (c, svc) =>
      c.json(await deleteMedia({ ctx: svc, input: { id: pathId(c, 'id'), media_id: pathId(c, 'mediaId') } })),
  });
}

async function toFile(value: unknown): Promise<UploadedFile | undefined> {
  if (!(value instanceof Blob)) return undefined;
  return { name: value instanceof File ? value.name : 'image', bytes: new Uint8Array(await value.arrayBuffer()) };
}
