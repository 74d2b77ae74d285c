import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { userConsents, users, type Tenant } from '../../db/schema';
import { TERMS_VERSION } from '../../shared/constants';
import { createTestApp, type TestApp } from '../fixtures/app';
import { PDF, PNG, customerBody, dataUrl, freshEmail, freshName, verifyEmailOf } from '../fixtures/auth';

/** Sign-up records the consents of /terms (platform.md §3 Terms keys, §5 Terms). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const REQUIRED = ['age14', 'tos', 'privacy', 'data'] as const;
type Key = (typeof REQUIRED)[number] | 'consignment' | 'location' | 'marketing';
const REQUIRED_MESSAGE = '필수 약관(만 14세 이상, 서비스 이용약관, 개인정보 수집 및 이용, 데이터 보관 및 삭제 정책)에 모두 동의해주세요.';

async function consentsOf(tenant: Tenant, userId: number) {
  const rows = await t.db
    .select()
    .from(userConsents)
    .where(and(eq(userConsents.tenantId, tenant.id), eq(userConsents.userId, userId)));
  return rows.sort((a, b) => a.key.localeCompare(b.key));
}

const merchantJson = (email: string, consents?: Key[]) => ({
  email,
  username: freshName('농부'),
  password: 'password-123',
  user_type: 'merchant' as const,
  phone: '010-2222-3333',
  address: '경기도 양평군 양평읍 1',
  ...(consents === undefined ? {} : { consents }),
  merchant: {
    business_name: '햇살농장',
    business_number: '1234567890',
    address: '경기도 양평군 양평읍 농장길 5',
    phone: '031-000-0000',
    business_license_file: dataUrl(PNG, 'image/png'),
    ecommerce_report_file: dataUrl(PDF, 'application/pdf'),
  },
});

async function verifiedTenantEmail(prefix = 'user') {
  const tenant = await t.createTenant();
  const email = freshEmail(prefix);
  await verifyEmailOf(t, tenant, email);
  return { tenant, email };
}

describe('consents given at sign-up', () => {
  it('REST customer: one row per key given, with the terms version, the time and the source', async () => {
    const { tenant, email } = await verifiedTenantEmail();
    const given: Key[] = [...REQUIRED, 'marketing'];
    const res = await t.request(tenant, 'POST', '/api/auth/register/customer', { json: { ...customerBody(email, freshName()), consents: given } });
    expect(res.status).toBe(201);
    const { user } = await res.json();
    const rows = await consentsOf(tenant, user.id);
    expect(rows.map((r) => r.key)).toEqual([...given].sort());
    for (const row of rows) {
      expect(row).toMatchObject({ termsVersion: TERMS_VERSION, source: 'signup' });
      expect(row.givenAt.getTime()).toBe(t.clock.now().getTime());
    }
  });

  it('tRPC customer and merchant record theirs; repeated keys count once', async () => {
    const { tenant, email } = await verifiedTenantEmail();
    const caller = await t.caller(tenant);
    const { user } = await caller.auth.registerCustomer({
      ...customerBody(email, freshName()),
      user_type: 'customer',
      consents: [...REQUIRED, 'location', 'tos'],
    });
    expect((await consentsOf(tenant, user.id)).map((r) => r.key)).toEqual(['age14', 'data', 'location', 'privacy', 'tos']);

    const merchantEmail = freshEmail('merchant');
    await verifyEmailOf(t, tenant, merchantEmail);
    const merchant = await caller.auth.registerMerchant(merchantJson(merchantEmail, [...REQUIRED, 'consignment']));
    const rows = await consentsOf(tenant, merchant.user.id);
    expect(rows.map((r) => r.key)).toEqual(['age14', 'consignment', 'data', 'privacy', 'tos']);
    expect(new Set(rows.map((r) => r.source))).toEqual(new Set(['signup']));
  });

  it('REST merchant as multipart: consents as a JSON list or comma-separated text', async () => {
    const { tenant, email } = await verifiedTenantEmail('merchant');
    const form = (mail: string, consents: string) => ({
      email: mail,
      username: freshName('농부'),
      password: 'password-123',
      consents,
      business_name: '달빛농원',
      business_number: '9876543210',
      address: '전라남도 나주시 1',
      phone: '061-111-2222',
      business_license_file: new File([PDF], 'license.pdf', { type: 'application/pdf' }),
      ecommerce_report_file: new File([PNG], 'report.png', { type: 'image/png' }),
    });
    const json = await t.request(tenant, 'POST', '/api/auth/register/merchant', { form: form(email, JSON.stringify([...REQUIRED, 'marketing'])) });
    expect(json.status).toBe(201);
    const first = (await json.json()).user;
    expect((await consentsOf(tenant, first.id)).map((r) => r.key)).toEqual(['age14', 'data', 'marketing', 'privacy', 'tos']);

    const second = freshEmail('merchant');
    await verifyEmailOf(t, tenant, second);
    const text = await t.request(tenant, 'POST', '/api/auth/register/merchant', { form: form(second, 'age14, tos,privacy,data') });
    expect(text.status).toBe(201);
    expect((await consentsOf(tenant, (await text.json()).user.id)).map((r) => r.key)).toEqual(['age14', 'data', 'privacy', 'tos']);
  });

  it('a consent list without every required key is a 400 with the Korean message, on both transports, and creates nothing', async () => {
    const { tenant, email } = await verifiedTenantEmail();
    const before = t.storage.keys().length;
    for (const consents of [[], ['age14', 'tos', 'privacy'], ['marketing', 'location', 'consignment', 'tos', 'privacy', 'data']] as Key[][]) {
      const customer = await t.request(tenant, 'POST', '/api/auth/register/customer', { json: { ...customerBody(email, freshName()), consents } });
      expect(customer.status, JSON.stringify(consents)).toBe(400);
      expect(await customer.json()).toMatchObject({ detail: REQUIRED_MESSAGE, field: 'consents' });
      const merchant = await t.request(tenant, 'POST', '/api/auth/register/merchant', { json: merchantJson(email, consents) });
      expect(merchant.status).toBe(400);
      expect((await merchant.json()).detail).toBe(REQUIRED_MESSAGE);
    }
    const caller = await t.caller(tenant);
    await expect(caller.auth.registerCustomer({ ...customerBody(email, freshName()), user_type: 'customer', consents: ['tos'] })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: REQUIRED_MESSAGE,
    });
    await expect(caller.auth.registerMerchant(merchantJson(email, ['age14']))).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    // Nothing was written: no account, no stored document, and the verified e-mail still registers.
    expect(await t.db.select().from(users).where(and(eq(users.tenantId, tenant.id), eq(users.email, email)))).toHaveLength(0);
    expect(t.storage.keys().length).toBe(before);
    const ok = await t.request(tenant, 'POST', '/api/auth/register/customer', { json: { ...customerBody(email, freshName()), consents: [...REQUIRED] } });
    expect(ok.status).toBe(201);
  });

  it('an unknown key or a wrong shape is a 422 on consents', async () => {
    const { tenant, email } = await verifiedTenantEmail();
    for (const consents of [[...REQUIRED, 'newsletter'], { age14: true }, 7, '[broken', [1]] as unknown[]) {
      const res = await t.request(tenant, 'POST', '/api/auth/register/customer', { json: { ...customerBody(email, freshName()), consents } });
      expect(res.status, JSON.stringify(consents)).toBe(422);
      expect((await res.json()).field).toMatch(/^consents/);
    }
  });

  it("the spec's REST payload without consents still registers, recorded as given without consent", async () => {
    const { tenant, email } = await verifiedTenantEmail();
    const res = await t.request(tenant, 'POST', '/api/auth/register/customer', { json: customerBody(email, freshName()) });
    expect(res.status).toBe(201);
    const { user } = await res.json();
    expect(await consentsOf(tenant, user.id)).toEqual([
      expect.objectContaining({ key: 'none', source: 'api_without_consent', termsVersion: TERMS_VERSION }),
    ]);

    const merchantEmail = freshEmail('merchant');
    await verifyEmailOf(t, tenant, merchantEmail);
    const merchant = await t.request(tenant, 'POST', '/api/auth/register/merchant', { json: merchantJson(merchantEmail) });
    expect(merchant.status).toBe(201);
    const rows = await consentsOf(tenant, (await merchant.json()).user.id);
    expect(rows.map((r) => [r.key, r.source])).toEqual([['none', 'api_without_consent']]);
  });
});
