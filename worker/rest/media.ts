import type { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../env';
import { PRODUCT_IMAGE_MAX_BYTES } from '../../shared/catalogue-constants';
import { isPublicMediaKey } from '../services/catalogue/internal-images';
import { receiveUpload } from '../services/catalogue/receive-upload';
import type { RouteRegistry } from './registry';

/** PUT /api/uploads/{token}: the signed upload target of product images (the token authorises). */
export function uploadRoutes(r: RouteRegistry): void {
  r.add({
    method: 'PUT',
    path: '/api/uploads/{token}',
    access: 'public',
    feature: ['shopping', 'delivery'],
    maxBodyBytes: PRODUCT_IMAGE_MAX_BYTES,
    handler: async (c, svc) =>
      c.json(await receiveUpload({ ctx: svc, input: { token: c.req.param('token') ?? '', body: c.req.raw.body } })),
  });
}

const notFound = () =>
  new Response(JSON.stringify({ detail: '요청한 주소를 찾을 수 없습니다.', code: 'NOT_FOUND' }), {
    status: 404,
    headers: { 'content-type': 'application/json; charset=UTF-8', 'x-content-type-options': 'nosniff' },
  });

/**
 * GET /media/<key>: public objects (keys under public/) straight from storage, never sniffed by
 * the browser. Anything else (merchant documents among them) is a 404. No tenant or feature
 * gate: the key itself is the unguessable address, and cards of a proxy tenant point here too.
 */
export function mediaRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  app.get('/media/*', async (c) => {
    let key: string;
    try {
      key = decodeURIComponent(new URL(c.req.url).pathname.slice('/media/'.length));
    } catch {
      return notFound();
    }
    if (!isPublicMediaKey(key)) return notFound();
    const obj = await deps.storage.get(key);
    if (!obj) return notFound();
    return new Response(obj.body as BodyInit, {
      headers: {
        'content-type': obj.contentType,
        'content-length': String(obj.size),
        'x-content-type-options': 'nosniff',
        'content-disposition': 'inline',
        'cache-control': 'public, max-age=31536000, immutable',
      },
    });
  });
}
