import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTTPException } from 'hono/http-exception';
import { toErrorBody } from '../../worker/middleware/errors';
import { createTestApp, type TestApp } from '../fixtures/app';

/** Oversized bodies are refused with 413 while they stream in, with or without a Content-Length. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const big = (bytes: number) => JSON.stringify({ username: 'a@example.com', password: 'x'.repeat(bytes) });

function streamOf(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.subarray(offset, offset + 64 * 1024));
      offset += 64 * 1024;
    },
  });
}

describe('body limits', () => {
  it('a REST body over 1 MiB is a 413 with a Korean detail', async () => {
    const tenant = await t.createTenant();
    const res = await t.request(tenant, 'POST', '/api/auth/login', { json: JSON.parse(big(2 * 1024 * 1024)) });
    expect(res.status).toBe(413);
    expect((await res.json()).detail).toBe('요청 본문이 너무 큽니다.');
  });

  it('a streamed body without Content-Length is cut off too', async () => {
    const tenant = await t.createTenant();
    const res = await t.app.request(`http://${tenant.domain}/api/auth/login`, {
      method: 'POST',
      headers: { host: tenant.domain, 'content-type': 'application/json' },
      body: streamOf(big(2 * 1024 * 1024)),
      // @ts-expect-error Node's fetch needs this for a streamed request body
      duplex: 'half',
    });
    expect(res.status).toBe(413);
  });

  it('a body under the limit still reaches the service', async () => {
    const tenant = await t.createTenant();
    const res = await t.request(tenant, 'POST', '/api/auth/login', { json: { username: 'nobody@example.com', password: 'x' } });
    expect(res.status).toBe(401);
  });

  it('tRPC bodies have a limit as well', async () => {
    const tenant = await t.createTenant();
    const res = await t.request(tenant, 'POST', '/trpc/auth.login', { json: { json: JSON.parse(big(40 * 1024 * 1024)) } });
    expect(res.status).toBe(413);
  });

  it('every 413 says the same: the body limit of REST and tRPC and the error mapper', async () => {
    const tenant = await t.createTenant();
    const res = await t.request(tenant, 'POST', '/trpc/auth.login', { json: { json: JSON.parse(big(40 * 1024 * 1024)) } });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ detail: '요청 본문이 너무 큽니다.', code: 'PAYLOAD_TOO_LARGE' });
    expect(toErrorBody(new HTTPException(413))).toEqual({
      status: 413,
      body: { detail: '요청 본문이 너무 큽니다.', code: 'PAYLOAD_TOO_LARGE' },
    });
  });
});
