import { deflateSync } from 'node:zlib';
import type { APIRequestContext } from '@playwright/test';
import { siteUrl } from '../fixtures';

/*
 * Test data through the app's own tRPC endpoint (the wire format the web client uses: superjson,
 * which for plain JSON values is { json: value }), so the browse tests do not depend on the demo seed.
 */

interface TrpcOptions {
  token?: string;
  host?: string;
}

async function unwrap<T>(res: Awaited<ReturnType<APIRequestContext['get']>>, path: string): Promise<T> {
  const body = (await res.json()) as { result?: { data?: { json?: T } }; error?: unknown };
  if (!res.ok() || !body.result?.data) throw new Error(`${path} failed (${res.status()}): ${JSON.stringify(body).slice(0, 400)}`);
  return body.result.data.json as T;
}

export async function trpcQuery<T>(request: APIRequestContext, path: string, input: unknown, opts: TrpcOptions = {}): Promise<T> {
  const qs = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify({ json: input }))}`;
  const res = await request.get(siteUrl(opts.host ?? 'localhost', `/trpc/${path}${qs}`), {
    headers: opts.token ? { Authorization: `Bearer ${opts.token}` } : {},
  });
  return unwrap<T>(res, path);
}

export async function trpcMutation<T>(request: APIRequestContext, path: string, input: unknown, opts: TrpcOptions = {}): Promise<T> {
  const res = await request.post(siteUrl(opts.host ?? 'localhost', `/trpc/${path}`), {
    headers: { 'Content-Type': 'application/json', ...(opts.token ? { Authorization: `Bearer ${opts.token}` } : {}) },
    data: { json: input },
  });
  return unwrap<T>(res, path);
}

export async function loginToken(request: APIRequestContext, email: string, password = 'demo1234!'): Promise<string> {
  const answer = await trpcMutation<{ access_token: string }>(request, 'auth.login', { username: email, password, remember: false });
  return answer.access_token;
}

// ---- a tiny PNG encoder, so each test image is a real, distinct picture --------------------------

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A size×size PNG: a diagonal two-colour split, so slides look different in screenshots. */
export function solidPng(rgb: [number, number, number], size = 64): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // truecolour
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) {
      const light = x + y < size ? 0 : 60;
      row[1 + x * 3] = Math.min(255, rgb[0] + light);
      row[2 + x * 3] = Math.min(255, rgb[1] + light);
      row[3 + x * 3] = Math.min(255, rgb[2] + light);
    }
    rows.push(row);
  }
  const sig = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([sig, chunk('IHDR', ihdr), chunk('IDAT', deflateSync(Buffer.concat(rows))), chunk('IEND', Buffer.alloc(0))]);
}

interface UploadTicket {
  upload_url: string;
  method: 'PUT';
  headers: Record<string, string>;
  upload_token: string;
}

/** Uploads one image with an upload ticket and answers the token a product form sends. */
export async function uploadImage(request: APIRequestContext, token: string, png: Buffer, name: string): Promise<string> {
  const ticket = await trpcMutation<UploadTicket>(
    request,
    'catalogue.products.uploadTicket',
    { file_name: name, content_type: 'image/png', size: png.length },
    { token },
  );
  const url = ticket.upload_url.startsWith('/') ? siteUrl('localhost', ticket.upload_url) : ticket.upload_url;
  const res = await request.fetch(url, {
    method: ticket.method,
    headers: { ...ticket.headers, Authorization: `Bearer ${token}` },
    data: png,
  });
  if (!res.ok()) throw new Error(`upload failed (${res.status()}): ${await res.text()}`);
  return ticket.upload_token;
}

export interface CreatedProduct {
  id: number;
  title: string;
  price: number;
}

export interface NewProduct {
  title: string;
  price: number;
  original_price?: number;
  description?: string;
  is_delivery: boolean;
  category?: string;
  delivery_category?: string;
  display_remaining?: number;
  images?: number;
}

const COLOURS: [number, number, number][] = [
  [214, 69, 65],
  [47, 133, 90],
  [43, 108, 176],
  [214, 158, 46],
];

export async function createProduct(request: APIRequestContext, token: string, p: NewProduct): Promise<CreatedProduct> {
  const images: { upload_token: string }[] = [];
  for (let i = 0; i < (p.images ?? 0); i++) {
    images.push({ upload_token: await uploadImage(request, token, solidPng(COLOURS[i % COLOURS.length]), `e2e-${i}.png`) });
  }
  const { images: _count, ...fields } = p;
  return trpcMutation<CreatedProduct>(request, 'catalogue.products.create', { ...fields, images }, { token });
}

export async function categoryValues(request: APIRequestContext, kind: 'shopping' | 'delivery'): Promise<string[]> {
  const { categories } = await trpcQuery<{ categories: { value: string }[] }>(request, 'catalogue.feed.categories', { kind });
  return categories.map((c) => c.value);
}
