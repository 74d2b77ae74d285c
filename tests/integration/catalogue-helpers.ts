import { expect } from 'vitest';
import type { Tenant } from '../../db/schema';
import type { ProductDetail } from '../../shared/schemas/catalogue';
import type { TestApp } from '../fixtures/app';

const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** Bytes that start like each format (the server judges by the first bytes only). */
export function imageBytes(kind: 'jpeg' | 'png' | 'gif' | 'webp' | 'heic' | 'heif-mif1' | 'text' | 'pdf', size = 256): Uint8Array {
  const head: Record<string, number[]> = {
    jpeg: [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, ...ascii('JFIF')],
    png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    gif: ascii('GIF89a'),
    webp: [...ascii('RIFF'), 0x24, 0, 0, 0, ...ascii('WEBPVP8 ')],
    heic: [0, 0, 0, 0x18, ...ascii('ftypheic'), 0, 0, 0, 0, ...ascii('mif1heic')],
    'heif-mif1': [0, 0, 0, 0x18, ...ascii('ftypmif1'), 0, 0, 0, 0, ...ascii('mif1heic')],
    text: ascii('<html><script>alert(1)</script></html>'),
    pdf: ascii('%PDF-1.7\n'),
  };
  const out = new Uint8Array(Math.max(size, head[kind].length));
  for (let i = head[kind].length; i < out.length; i++) out[i] = (i * 31 + kind.length) & 255;
  out.set(head[kind]);
  return out;
}

export const MIME: Record<string, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  heic: 'image/heic',
  'heif-mif1': 'image/heif',
  text: 'text/html',
  pdf: 'application/pdf',
};

export function productInput(overrides: Record<string, unknown> = {}) {
  return {
    is_delivery: false,
    title: '유기농 사과 3kg',
    description: '양평에서 키운 사과',
    price: 10000,
    category: '과일',
    ...overrides,
  };
}

/** Creates a product over REST and returns its detail (201 expected). */
export async function createProductRest(t: TestApp, tenant: Tenant, token: string, overrides: Record<string, unknown> = {}) {
  const res = await t.request(tenant, 'POST', '/api/products/', { token, json: productInput(overrides) });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as ProductDetail;
}

/** A multipart image upload to POST /api/products/{id}/media. */
export function uploadForm(t: TestApp, tenant: Tenant, token: string | undefined, productId: number, bytes: Uint8Array, opts: { name?: string; type?: string; thumbnail?: boolean } = {}) {
  const form: Record<string, string | Blob> = {
    file: new File([bytes as BlobPart], opts.name ?? 'photo.jpg', { type: opts.type ?? 'image/jpeg' }),
  };
  if (opts.thumbnail !== undefined) form.is_thumbnail = String(opts.thumbnail);
  return t.request(tenant, 'POST', `/api/products/${productId}/media`, { token, form });
}

/** A raw PUT (the browser's direct upload) on a tenant's host. */
export function putBytes(t: TestApp, tenant: Tenant, url: string, bytes: Uint8Array, contentType = 'image/jpeg') {
  return t.app.request(`http://${tenant.domain}${url}`, {
    method: 'PUT',
    headers: { host: tenant.domain, 'content-type': contentType },
    body: bytes as BodyInit,
  });
}

/** The storage key of a `/media/<key>` address. */
export const keyOf = (url: string) => url.replace(/^\/media\//, '');
