import { PRODUCT_IMAGE_MAX_BYTES } from '../../shared/catalogue-constants';
import { POST_FILE_MAX_BYTES } from '../../shared/content-constants';
import type { AppDeps } from '../env';
import { isPublicMediaKey } from '../services/catalogue/media/internal-images';
import { receiveUpload } from '../services/catalogue/media/receive-upload';
import { parseByteRange } from '../lib/http-range';
import { rawRoute, type AnyRawRoute } from './define';

const notFound = () =>
  new Response(JSON.stringify({ detail: '요청한 주소를 찾을 수 없습니다.', code: 'NOT_FOUND' }), {
    status: 404,
    headers: { 'content-type': 'application/json; charset=UTF-8', 'x-content-type-options': 'nosniff' },
  });

/** Stored files: the public file server and the app's own signed upload target. */
export function mediaRoutes(deps: AppDeps): AnyRawRoute[] {
  return [
    /**
     * GET /media/<key>: public objects (keys under public/) straight from storage, never sniffed by
     * the browser. Anything else (merchant documents among them) is a 404. No tenant or feature
     * gate: the key itself is the unguessable address, and cards of a proxy tenant point here too.
     */
    rawRoute({
      method: 'GET',
      path: '/media/*',
      access: 'public',
      handle: async (c) => {
        let key: string;
        try {
          key = decodeURIComponent(new URL(c.req.url).pathname.slice('/media/'.length));
        } catch {
          return notFound();
        }
        if (!isPublicMediaKey(key)) return notFound();
        const range = parseByteRange(c.req.header('range'));
        const obj = await deps.storage.get(key, range ? { range } : undefined);
        if (!obj) return notFound();
        const headers: Record<string, string> = {
          'content-type': obj.contentType,
          'content-length': String(obj.size),
          'accept-ranges': 'bytes',
          'x-content-type-options': 'nosniff',
          'content-disposition': 'inline',
          'cache-control': 'public, max-age=31536000, immutable',
        };
        // A video seeks with ranges: 206 with the part asked, 416 when it lies past the end.
        if (obj.range === null) return new Response(null, { status: 416, headers: { ...headers, 'content-length': '0', 'content-range': `bytes */${obj.size}` } });
        if (obj.range) {
          const { offset, length } = obj.range;
          headers['content-length'] = String(length);
          headers['content-range'] = `bytes ${offset}-${offset + length - 1}/${obj.size}`;
          return new Response(obj.body as BodyInit, { status: 206, headers });
        }
        return new Response(obj.body as BodyInit, { headers });
      },
    }),
    /**
     * PUT /api/uploads/{token}: the signed upload target of product images and post media (the
     * token authorises; its kind's own feature and size cap are applied by receiveUpload).
     */
    rawRoute({
      method: 'PUT',
      path: '/api/uploads/{token}',
      access: 'public',
      feature: ['shopping', 'delivery', 'content', 'payment'],
      maxBodyBytes: Math.max(PRODUCT_IMAGE_MAX_BYTES, POST_FILE_MAX_BYTES),
      handle: async (c, ctx) =>
        c.json(await receiveUpload({ ctx, input: { token: c.req.param('token') ?? '', body: c.req.raw.body } })),
    }),
  ];
}
