import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tenant } from '../../db/schema';
import { createTestApp, type TestApp } from '../fixtures/app';
import { PDF, PNG, TEXT, dataUrl, freshEmail, freshName } from '../fixtures/auth';

/**
 * The merchant sign-up reaches one schema from both transports (REST multipart, tRPC with data
 * URLs): a bad document is refused naming the same field, whichever way it came.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MERCHANT = {
  business_name: '햇살농장',
  business_number: '1234567890',
  address: '경기도 양평군 양평읍 농장길 5',
  phone: '031-000-0000',
};
const account = () => ({ email: freshEmail('files'), username: freshName('files'), password: 'password-123', user_type: 'merchant' });

/** The field a REST answer names. */
async function restField(tenant: Tenant, license: string | Blob, report: string | Blob) {
  const res = await t.request(tenant, 'POST', '/api/auth/register/merchant', {
    form: { ...account(), ...MERCHANT, business_license_file: license, ecommerce_report_file: report },
  });
  const body = (await res.json()) as { field?: string; detail: string };
  return { status: res.status, field: body.field, detail: body.detail };
}

/** The field a tRPC answer names (over HTTP, as the web client calls it). */
async function trpcField(tenant: Tenant, license: string, report: string) {
  const input = { ...account(), merchant: { ...MERCHANT, business_license_file: license, ecommerce_report_file: report } };
  const res = await t.request(tenant, 'POST', '/trpc/auth.registerMerchant', { json: { json: input } });
  const body = (await res.json()) as { error: { json: { data: { field: string | null; detail: string; httpStatus: number } } } };
  const { data } = body.error.json;
  return { status: res.status, field: data.field, detail: data.detail };
}

describe('merchant sign-up documents over REST and tRPC', () => {
  it('a document that is no image or PDF names merchant.<field> on both', async () => {
    const tenant = await t.createTenant();
    const rest = await restField(tenant, new File([TEXT], 'license.png', { type: 'image/png' }), new File([PDF], 'r.pdf'));
    const trpc = await trpcField(tenant, dataUrl(TEXT, 'image/png'), dataUrl(PDF, 'application/pdf'));
    expect(rest).toMatchObject({ status: 415, field: 'merchant.business_license_file' });
    expect(trpc).toMatchObject({ status: 415, field: 'merchant.business_license_file' });
    expect(trpc.detail).toBe(rest.detail);
  });

  it('a document that is not a file at all names merchant.<field> on both', async () => {
    const tenant = await t.createTenant();
    const rest = await restField(tenant, new File([PNG], 'l.png'), 'not a data url');
    const trpc = await trpcField(tenant, dataUrl(PNG, 'image/png'), 'not a data url');
    expect(rest).toMatchObject({ field: 'merchant.ecommerce_report_file', detail: '파일 형식이 올바르지 않습니다.' });
    expect(rest.status).toBe(422);
    expect(trpc).toMatchObject({ field: 'merchant.ecommerce_report_file', detail: '파일 형식이 올바르지 않습니다.' });
  });

  it('a missing document names merchant.<field> on both', async () => {
    const tenant = await t.createTenant();
    const rest = await restField(tenant, '', new File([PDF], 'r.pdf'));
    const trpc = await trpcField(tenant, '', dataUrl(PDF, 'application/pdf'));
    expect(rest).toMatchObject({ status: 422, field: 'merchant.business_license_file', detail: '사업자등록증 파일을 첨부해주세요.' });
    expect(trpc).toMatchObject({ status: 422, field: 'merchant.business_license_file', detail: '사업자등록증 파일을 첨부해주세요.' });
  });
});
