import { createR2Storage, type R2Like } from '../../worker/adapters/storage-r2';

/**
 * A tiny Worker run beside the app in workerd: it puts and gets objects through the app's own
 * R2 storage adapter over a real R2 binding (no app route stores files yet).
 * PUT /<key> stores the body with its content type; GET /<key> answers it back.
 */
export default {
  async fetch(request: Request, env: { MEDIA: R2Like }): Promise<Response> {
    const storage = createR2Storage(env.MEDIA);
    const key = decodeURIComponent(new URL(request.url).pathname.slice(1));
    if (request.method === 'PUT') {
      const body = new Uint8Array(await request.arrayBuffer());
      await storage.put(key, body, { contentType: request.headers.get('content-type') ?? 'application/octet-stream' });
      return new Response(null, { status: 204 });
    }
    const stored = await storage.get(key);
    if (!stored) return new Response('missing', { status: 404 });
    return new Response(stored.body as BodyInit, { headers: { 'content-type': stored.contentType, 'x-size': String(stored.size) } });
  },
};
