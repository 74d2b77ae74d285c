import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { merchantProfiles, users } from '../../db/schema';
import { VERIFIED_EMAIL_TTL_MIN } from '../../shared/constants';
import { asConflict } from '../../worker/services/auth/internal-register';
import { createTestApp, type TestApp } from '../fixtures/app';
import { PDF, PNG, TEXT, customerBody, dataUrl, freshEmail, freshName, latestCode, restLogin, verifyEmailOf } from '../fixtures/auth';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MIN = 60_000;

describe('POST /api/auth/register/customer', () => {
  it('registers a verified e-mail, answers {user} without a session, and the account can log in', async () => {
    const tenant = await t.createTenant();
    const email = freshEmail();
    const username = freshName('고객');
    await verifyEmailOf(t, tenant, email);
    const res = await t.request(tenant, 'POST', '/api/auth/register/customer', { json: customerBody(email, username) });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).not.toHaveProperty('access_token');
    expect(body.user).toMatchObject({ email, username, user_type: 'customer', phone: '01012345678', address: '서울시 마포구 월드컵로 1, 101호' });
    const [row] = await t.db.select().from(users).where(eq(users.id, body.user.id));
    expect(row.passwordHash).toMatch(/^pbkdf2_sha256\$/);

    const { res: loginRes, body: session } = await restLogin(t, tenant, email, 'password-123');
    expect(loginRes.status).toBe(200);
    expect(session.user.id).toBe(body.user.id);
  });

  it('requires a verified e-mail, and the verification is used up by the registration', async () => {
    const tenant = await t.createTenant();
    const email = freshEmail();
    const unverified = await t.request(tenant, 'POST', '/api/auth/register/customer', { json: customerBody(email, freshName()) });
    expect(unverified.status).toBe(400);
    expect(await unverified.json()).toMatchObject({ detail: '이메일 인증을 완료해주세요.', field: 'email' });

    await verifyEmailOf(t, tenant, email);
    const first = await t.request(tenant, 'POST', '/api/auth/register/customer', { json: customerBody(email, freshName()) });
    expect(first.status).toBe(201);
    // The account goes away; the same address must be verified again to register again.
    const { user } = (await first.json()) as { user: { id: number } };
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, user.id));
    const again = await t.request(tenant, 'POST', '/api/auth/register/customer', { json: customerBody(email, freshName()) });
    expect(again.status).toBe(400);
  });

  it('a verified e-mail stays usable only for a while', async () => {
    const tenant = await t.createTenant();
    const email = freshEmail();
    await verifyEmailOf(t, tenant, email);
    t.clock.advance(VERIFIED_EMAIL_TTL_MIN * MIN + 1000);
    const res = await t.request(tenant, 'POST', '/api/auth/register/customer', { json: customerBody(email, freshName()) });
    expect(res.status).toBe(400);
    expect((await res.json()).detail).toBe('이메일 인증을 완료해주세요.');
  });

  it('answers duplicate e-mail and username with the spec messages', async () => {
    const tenant = await t.createTenant();
    const { user } = await t.createUser(tenant);
    const dupEmail = await t.request(tenant, 'POST', '/api/auth/register/customer', { json: customerBody(user.email, freshName()) });
    expect(dupEmail.status).toBe(409);
    expect(await dupEmail.json()).toMatchObject({ detail: '이미 사용중인 이메일입니다.', field: 'email' });

    const email = freshEmail();
    await verifyEmailOf(t, tenant, email);
    const dupName = await t.request(tenant, 'POST', '/api/auth/register/customer', { json: customerBody(email, user.username) });
    expect(dupName.status).toBe(409);
    expect(await dupName.json()).toMatchObject({ detail: '이미 사용중인 사용자명입니다.', field: 'username' });
    // The refused attempt did not use the verification up.
    const ok = await t.request(tenant, 'POST', '/api/auth/register/customer', { json: customerBody(email, freshName()) });
    expect(ok.status).toBe(201);
  });

  it('a unique-index race (no pre-check) still becomes the spec 409, on either driver', async () => {
    const tenant = await t.createTenant();
    const { user } = await t.createUser(tenant);
    const insert = (over: Partial<typeof users.$inferInsert>) =>
      t.db.insert(users).values({ tenantId: tenant.id, email: freshEmail(), username: freshName(), ...over });
    const byEmail = await insert({ email: user.email }).catch((e: unknown) => e);
    expect(asConflict(byEmail)).toMatchObject({ code: 'CONFLICT', message: '이미 사용중인 이메일입니다.', field: 'email' });
    const byName = await insert({ username: user.username }).catch((e: unknown) => e);
    expect(asConflict(byName)).toMatchObject({ code: 'CONFLICT', message: '이미 사용중인 사용자명입니다.', field: 'username' });
    const other = new Error('something else');
    expect(asConflict(other)).toBe(other);
  });

  it('the same e-mail may register on another tenant', async () => {
    const a = await t.createTenant();
    const b = await t.createTenant();
    const { user } = await t.createUser(a);
    await verifyEmailOf(t, b, user.email);
    const res = await t.request(b, 'POST', '/api/auth/register/customer', { json: customerBody(user.email, user.username) });
    expect(res.status).toBe(201);
  });

  it('answers missing fields and wrong types with 422 and the field', async () => {
    const tenant = await t.createTenant();
    const email = freshEmail();
    const base = customerBody(email, freshName());
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...base, username: undefined }, 'username'],
      [{ ...base, phone: '' }, 'phone'],
      [{ ...base, address: 12 }, 'address'],
      [{ ...base, password: null }, 'password'],
      [{ ...base, user_type: 'merchant' }, 'user_type'],
      [{ ...base, email: 'nope' }, 'email'],
    ];
    for (const [json, field] of cases) {
      const res = await t.request(tenant, 'POST', '/api/auth/register/customer', { json });
      expect(res.status, field).toBe(422);
      expect((await res.json()).field).toBe(field);
    }
    const arrayBody = await t.request(tenant, 'POST', '/api/auth/register/customer', { json: [1, 2] });
    expect(arrayBody.status).toBe(400);
  });

  it('works through the tRPC twins', async () => {
    const tenant = await t.createTenant();
    const caller = await t.caller(tenant);
    const email = freshEmail();
    await caller.auth.sendVerificationEmail({ email });
    await caller.auth.verifyEmail({ email, code: await latestCode(t, tenant, email) });
    const { user } = await caller.auth.registerCustomer({ ...customerBody(email, freshName()), user_type: 'customer' });
    expect(user.email).toBe(email);
    await expect(caller.auth.registerCustomer({ ...customerBody(email, freshName()), user_type: 'customer' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: '이미 사용중인 이메일입니다.',
    });
  });
});

const merchantJson = (email: string, username: string, files: { license?: string; report?: string } = {}) => ({
  email,
  username,
  password: 'password-123',
  user_type: 'merchant',
  phone: '010-2222-3333',
  address: '경기도 양평군 양평읍 1',
  merchant: {
    business_name: '햇살농장',
    business_number: '123-45-67890',
    business_description: '',
    address: '경기도 양평군 양평읍 농장길 5',
    phone: '031-000-0000',
    business_license_file: files.license ?? dataUrl(PNG, 'image/png'),
    ecommerce_report_file: files.report ?? dataUrl(PDF, 'application/pdf'),
  },
});

const newKeys = (before: string[]) => t.storage.keys().filter((k) => !before.includes(k));

describe('POST /api/auth/register/merchant', () => {
  it('JSON with data URLs: user and merchant profile, both files stored under server keys', async () => {
    const tenant = await t.createTenant();
    const email = freshEmail('merchant');
    await verifyEmailOf(t, tenant, email);
    const before = t.storage.keys();
    const res = await t.request(tenant, 'POST', '/api/auth/register/merchant', { json: merchantJson(email, freshName('농부')) });
    expect(res.status).toBe(201);
    const { user } = await res.json();
    expect(user.user_type).toBe('merchant');
    expect(user.merchant).toMatchObject({ business_name: '햇살농장', business_number: '1234567890' });

    const keys = newKeys(before);
    expect(keys).toHaveLength(2);
    for (const k of keys) expect(k).toMatch(new RegExp(`^t${tenant.id}/merchant-docs/[A-Za-z0-9_-]+\\.(png|pdf)$`));
    const [profile] = await t.db.select().from(merchantProfiles).where(eq(merchantProfiles.userId, user.id));
    expect(profile.businessLicenseKey).toMatch(/\.png$/);
    expect(profile.ecommerceReportKey).toMatch(/\.pdf$/);
    const stored = await t.deps.storage.get(profile.ecommerceReportKey!);
    expect(stored?.contentType).toBe('application/pdf');
  });

  it('multipart with flat fields and file parts', async () => {
    const tenant = await t.createTenant();
    const email = freshEmail('merchant');
    await verifyEmailOf(t, tenant, email);
    const before = t.storage.keys();
    const res = await t.request(tenant, 'POST', '/api/auth/register/merchant', {
      form: {
        email,
        username: freshName('농부'),
        password: 'password-123',
        user_type: 'merchant',
        business_name: '달빛농원',
        business_number: '9876543210',
        address: '전라남도 나주시 1',
        phone: '061-111-2222',
        // The declared type lies: the bytes decide.
        business_license_file: new File([PDF], 'license.png', { type: 'image/png' }),
        ecommerce_report_file: new File([PNG], 'report.pdf', { type: 'application/pdf' }),
      },
    });
    expect(res.status).toBe(201);
    const { user } = await res.json();
    expect(user.merchant.business_name).toBe('달빛농원');
    expect(user.phone).toBe('0611112222');
    const keys = newKeys(before).sort();
    expect(keys).toHaveLength(2);
    const [profile] = await t.db.select().from(merchantProfiles).where(eq(merchantProfiles.userId, user.id));
    expect(profile.businessLicenseKey).toMatch(/\.pdf$/);
    expect(profile.ecommerceReportKey).toMatch(/\.png$/);
  });

  it('multipart with the merchant object as a JSON string', async () => {
    const tenant = await t.createTenant();
    const email = freshEmail('merchant');
    await verifyEmailOf(t, tenant, email);
    const { merchant, ...account } = merchantJson(email, freshName('농부'));
    const { business_license_file: _l, ecommerce_report_file: _r, ...fields } = merchant;
    const res = await t.request(tenant, 'POST', '/api/auth/register/merchant', {
      form: {
        ...account,
        merchant: JSON.stringify(fields),
        business_license_file: new File([PNG], 'a.png'),
        ecommerce_report_file: new File([PNG], 'b.png'),
      },
    });
    expect(res.status).toBe(201);
    expect((await res.json()).user.merchant.business_name).toBe('햇살농장');
  });

  it('refuses a text file (by its bytes), a missing file and a too-large file, storing nothing', async () => {
    const tenant = await t.createTenant();
    const email = freshEmail('merchant');
    await verifyEmailOf(t, tenant, email);
    const before = t.storage.keys();

    const text = await t.request(tenant, 'POST', '/api/auth/register/merchant', {
      json: merchantJson(email, freshName(), { report: dataUrl(TEXT, 'application/pdf') }),
    });
    expect(text.status).toBe(415);
    expect(await text.json()).toMatchObject({
      detail: '이미지(JPEG, PNG, GIF, WebP) 또는 PDF 파일만 업로드할 수 있습니다.',
      field: 'merchant.ecommerce_report_file',
    });

    const textPart = await t.request(tenant, 'POST', '/api/auth/register/merchant', {
      form: {
        email,
        username: freshName(),
        password: 'password-123',
        merchant: JSON.stringify({ business_name: '가', business_number: '1234567890', address: '주소', phone: '010-1111-1111' }),
        business_license_file: new File([TEXT], 'license.jpg', { type: 'image/jpeg' }),
        ecommerce_report_file: new File([PNG], 'r.png'),
      },
    });
    expect(textPart.status).toBe(415);

    const body = merchantJson(email, freshName());
    delete (body.merchant as Partial<typeof body.merchant>).business_license_file;
    const missing = await t.request(tenant, 'POST', '/api/auth/register/merchant', { json: body });
    expect(missing.status).toBe(422);
    expect(await missing.json()).toMatchObject({ detail: '사업자등록증 파일을 첨부해주세요.', field: 'merchant.business_license_file' });

    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(PNG);
    const tooLarge = await t.request(tenant, 'POST', '/api/auth/register/merchant', {
      form: {
        email,
        username: freshName(),
        password: 'password-123',
        business_name: '가',
        business_number: '1234567890',
        address: '주소',
        phone: '010-1111-1111',
        business_license_file: new File([big], 'big.png'),
        ecommerce_report_file: new File([PNG], 'r.png'),
      },
    });
    expect(tooLarge.status).toBe(413);

    const badDataUrl = await t.request(tenant, 'POST', '/api/auth/register/merchant', {
      json: merchantJson(email, freshName(), { license: 'not a data url' }),
    });
    expect(badDataUrl.status).toBe(422);

    expect(newKeys(before)).toEqual([]);
    const [still] = await t.db.select().from(users).where(eq(users.email, email));
    expect(still).toBeUndefined();
  });

  it('validates business fields (business number digits) with 422', async () => {
    const tenant = await t.createTenant();
    const email = freshEmail('merchant');
    const body = merchantJson(email, freshName());
    body.merchant.business_number = '12-34';
    const res = await t.request(tenant, 'POST', '/api/auth/register/merchant', { json: body });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ field: 'merchant.business_number', detail: '사업자등록번호는 하이픈 없이 숫자 10자리로 입력해주세요.' });
    const noMerchant = await t.request(tenant, 'POST', '/api/auth/register/merchant', { json: { email, username: 'x', password: 'y' } });
    expect(noMerchant.status).toBe(422);
    const brokenMerchant = await t.request(tenant, 'POST', '/api/auth/register/merchant', {
      form: { email, username: 'x', password: 'y', merchant: '{oops' },
    });
    expect(brokenMerchant.status).toBe(400);
  });

  it('deletes the stored files when the transaction fails (unverified e-mail)', async () => {
    const tenant = await t.createTenant();
    const before = t.storage.keys();
    const res = await t.request(tenant, 'POST', '/api/auth/register/merchant', { json: merchantJson(freshEmail(), freshName()) });
    expect(res.status).toBe(400);
    expect((await res.json()).detail).toBe('이메일 인증을 완료해주세요.');
    expect(newKeys(before)).toEqual([]);
  });

  it('duplicate username gives 409 and stores nothing', async () => {
    const tenant = await t.createTenant();
    const { user } = await t.createUser(tenant, 'merchant');
    const email = freshEmail();
    await verifyEmailOf(t, tenant, email);
    const before = t.storage.keys();
    const res = await t.request(tenant, 'POST', '/api/auth/register/merchant', { json: merchantJson(email, user.username) });
    expect(res.status).toBe(409);
    expect((await res.json()).detail).toBe('이미 사용중인 사용자명입니다.');
    expect(newKeys(before)).toEqual([]);
  });

  it('is served only when the merchant feature is on (REST and tRPC)', async () => {
    const tenant = await t.createTenant({ features: { merchant: false } });
    const res = await t.request(tenant, 'POST', '/api/auth/register/merchant', { json: merchantJson(freshEmail(), freshName()) });
    expect(res.status).toBe(403);
    expect((await res.json()).detail).toBe('서비스 준비 중입니다.');
    const caller = await t.caller(tenant);
    await expect(caller.auth.registerMerchant(merchantJson(freshEmail(), freshName()) as never)).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('the tRPC twin takes data URLs', async () => {
    const tenant = await t.createTenant();
    const email = freshEmail();
    await verifyEmailOf(t, tenant, email);
    const caller = await t.caller(tenant);
    const { user } = await caller.auth.registerMerchant({ ...merchantJson(email, freshName()), user_type: 'merchant' });
    expect(user.merchant?.business_number).toBe('1234567890');
    await expect(
      caller.auth.registerMerchant({ ...merchantJson(freshEmail(), freshName(), { license: dataUrl(TEXT, 'image/png') }), user_type: 'merchant' }),
    ).rejects.toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
  });
});
