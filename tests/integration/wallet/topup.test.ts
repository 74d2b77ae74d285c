import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, walletTransactions, type Tenant } from '../../../db/schema';
import { isAppError } from '../../../shared/errors';
import { MSG } from '../../../shared/messages';
import type { WalletBalance, WalletChargePrepared, WalletChargeResult, WalletOverview } from '../../../shared/schemas/wallet';
import { WALLET_TOPUP_MAX, WALLET_TOPUP_MIN } from '../../../shared/wallet';
import { simulatedPayment, simulatePointPayment } from '../../../worker/adapters/portone-simulator';
import { tenantScope } from '../../../worker/scope/tenant-scope';
import { PURPOSES } from '../../../worker/services/payments/purposes';
import { ledgerDrift } from '../../../worker/services/wallet/internal';
import { createTestApp, type TestApp } from '../../fixtures/app';
import { sendTrpc } from '../../fixtures/walk';

/** Wallet top-ups (docs/wallet.md Top-up): prepare, the gateway's answer through the simulator, the callback that asks it. */
let t: TestApp;
let site: Tenant;
let other: Tenant;

type Person = { token: string; id: number };

const json = async <T>(res: Response, status = 200) => {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
};
const detail = async (res: Response) => ((await res.json()) as { detail: string }).detail;

let n = 0;
/** A customer of the site with a wallet. */
const withWallet = async (tenant: Tenant = site): Promise<Person> => {
  const { user, token } = await t.createUser(tenant);
  n += 1;
  await json<WalletOverview>(await t.request(tenant, 'POST', '/api/wallet/create', { token, json: { evm_address: `0x${(0x70000 + n).toString(16).padStart(40, '0')}` } }));
  return { token, id: user.id };
};

const prepare = async (p: Person, amount: number, tenant = site) =>
  json<WalletChargePrepared>(await t.request(tenant, 'POST', '/api/wallet/charge/prepare', { token: p.token, json: { amount } }));
/** The pay window's decision for the order, as the simulator's page would record it: the new imp_uid. */
const pay = (merchantUid: string, amount: number, decision: 'paid' | 'failed' | 'cancelled' = 'paid') =>
  simulatePointPayment(t.appDb, { merchantUid, amount, decision }, new Date());
const callback = (p: Person, body: Record<string, unknown>, tenant = site) => t.request(tenant, 'POST', '/api/wallet/charge/callback', { token: p.token, json: body });

const balance = async (p: Person, tenant = site) => (await json<WalletBalance>(await t.request(tenant, 'GET', '/api/wallet/balance', { token: p.token }))).available;
const topupEntries = (tenant: Tenant, userId: number) =>
  t.db.select().from(walletTransactions).where(and(eq(walletTransactions.tenantId, tenant.id), eq(walletTransactions.userId, userId), eq(walletTransactions.txType, 'topup')));
const paymentOf = async (id: number) => (await t.db.select().from(payments).where(eq(payments.id, id)))[0];

beforeAll(async () => {
  t = await createTestApp();
  site = await t.createTenant({ displayName: '충전가게' });
  other = await t.createTenant({ displayName: '다른충전가게' });
});
afterAll(() => t.close());

describe('prepare', () => {
  it('answers merchant_uid, name, amount and payment_id of a pending wallet_topup payment on the own site; topup is its alias', async () => {
    const a = await withWallet();
    const p = await prepare(a, 5000);
    expect(p).toEqual({ merchant_uid: expect.stringMatching(/^W/), name: '포인트 5,000P 충전', amount: 5000, payment_id: expect.any(Number) });
    expect(await paymentOf(p.payment_id)).toMatchObject({
      tenantId: site.id,
      buyerTenantId: site.id,
      buyerId: a.id,
      purpose: 'wallet_topup',
      status: 'pending',
      amount: 5000,
      shopOrderNo: p.merchant_uid,
      planId: null,
      productId: null,
    });
    const alias = await json<WalletChargePrepared>(await t.request(site, 'POST', '/api/wallet/topup', { token: a.token, json: { amount_fiat: 7000, payment_method: 'card' } }));
    expect(alias).toMatchObject({ amount: 7000, name: '포인트 7,000P 충전' });
    expect(alias.merchant_uid).not.toBe(p.merchant_uid);
    const trpc = await sendTrpc(t, site, 'wallet.chargePrepare', 'mutation', { amount: 1000 }, a.token);
    expect(trpc.status, trpc.text).toBe(200);
  });

  it('refuses amounts outside 1,000–1,000,000 won or not integers (422, Korean), a method other than card, and no wallet (404)', async () => {
    const a = await withWallet();
    for (const amount of [WALLET_TOPUP_MIN - 1, WALLET_TOPUP_MAX + 1, 0, -5000, 1500.5, 'abc']) {
      const res = await t.request(site, 'POST', '/api/wallet/charge/prepare', { token: a.token, json: { amount } });
      expect(res.status, String(amount)).toBe(422);
      expect(await detail(res), String(amount)).toBe(MSG.walletTopupAmountInvalid);
    }
    expect((await prepare(a, WALLET_TOPUP_MIN)).amount).toBe(WALLET_TOPUP_MIN);
    expect((await prepare(a, WALLET_TOPUP_MAX)).amount).toBe(WALLET_TOPUP_MAX);
    const bank = await t.request(site, 'POST', '/api/wallet/topup', { token: a.token, json: { amount_fiat: 5000, payment_method: 'bank' } });
    expect(bank.status).toBe(422);
    expect(await detail(bank)).toBe(MSG.walletTopupMethodInvalid);
    const { token } = await t.createUser(site);
    const none = await t.request(site, 'POST', '/api/wallet/charge/prepare', { token, json: { amount: 5000 } });
    expect(none.status).toBe(404);
    expect(await detail(none)).toBe(MSG.walletNotFound);
    expect((await t.request(site, 'POST', '/api/wallet/charge/prepare', { json: { amount: 5000 } })).status).toBe(401);
  });
});

describe('callback', () => {
  it('a payment the simulator approved: the payment is paid and a topup entry credits the amount once', async () => {
    const a = await withWallet();
    const p = await prepare(a, 12000);
    const imp = await pay(p.merchant_uid, 12000);
    const done = await json<WalletChargeResult>(await callback(a, { merchant_uid: p.merchant_uid, imp_uid: imp, status: 'paid' }));
    expect(done).toMatchObject({ payment_id: p.payment_id, merchant_uid: p.merchant_uid, status: 'paid', amount: 12000, replayed: false, balance: { available: 12000 } });
    expect(done.entry).toMatchObject({ tx_type: 'topup', delta: 12000, meta_json: { payment_id: p.payment_id, imp_uid: imp } });
    expect(await paymentOf(p.payment_id)).toMatchObject({ status: 'paid', pgCno: imp, payMethod: 'card' });
    expect(await balance(a)).toBe(12000);

    const again = await json<WalletChargeResult>(await callback(a, { merchant_uid: p.merchant_uid, imp_uid: imp, status: 'paid' }));
    expect(again).toMatchObject({ status: 'paid', replayed: true, balance: { available: 12000 } });
    expect(again.entry!.id).toBe(done.entry!.id);
    const trpc = await sendTrpc(t, site, 'wallet.chargeCallback', 'mutation', { merchant_uid: p.merchant_uid, imp_uid: imp, status: 'paid' }, a.token);
    expect(trpc.status, trpc.text).toBe(200);
    expect(await topupEntries(site, a.id)).toHaveLength(1);
    expect(await balance(a)).toBe(12000);
    expect(await ledgerDrift(t.appDb, tenantScope('own', site.id), a.id)).toEqual({ available: 0, locked: 0 });
  });

  it('two concurrent callbacks credit once', async () => {
    const a = await withWallet();
    const p = await prepare(a, 3000);
    const imp = await pay(p.merchant_uid, 3000);
    const answers = await Promise.all([1, 2, 3].map(() => callback(a, { merchant_uid: p.merchant_uid, imp_uid: imp, status: 'paid' })));
    const results = await Promise.all(answers.map((r) => json<WalletChargeResult>(r)));
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(await topupEntries(site, a.id)).toHaveLength(1);
    expect(await balance(a)).toBe(3000);
  });

  it('an approval of another amount credits nothing: cancelled at the gateway, the payment failed', async () => {
    const a = await withWallet();
    const p = await prepare(a, 50000);
    const imp = await pay(p.merchant_uid, 1000);
    const res = await callback(a, { merchant_uid: p.merchant_uid, imp_uid: imp, status: 'paid' });
    expect(res.status).toBe(400);
    expect(await detail(res)).toBe(MSG.walletTopupMismatch);
    expect(await balance(a)).toBe(0);
    expect((await paymentOf(p.payment_id)).status).toBe('failed');
    expect((await simulatedPayment(t.appDb, imp))!.status).toBe('cancelled');
  });

  it('the browser says paid but the gateway does not: a declined payment ends failed, a cancelled one cancelled, nothing credited', async () => {
    const a = await withWallet();
    const declined = await prepare(a, 5000);
    const dImp = await pay(declined.merchant_uid, 5000, 'failed');
    expect(await json<WalletChargeResult>(await callback(a, { merchant_uid: declined.merchant_uid, imp_uid: dImp, status: 'paid' }))).toMatchObject({
      status: 'failed',
      entry: null,
      balance: { available: 0 },
    });
    expect((await paymentOf(declined.payment_id)).status).toBe('failed');
    const closed = await callback(a, { merchant_uid: declined.merchant_uid, imp_uid: await pay(declined.merchant_uid, 5000), status: 'paid' });
    expect(closed.status).toBe(409);

    const cancelled = await prepare(a, 5000);
    const cImp = await pay(cancelled.merchant_uid, 5000, 'cancelled');
    expect((await json<WalletChargeResult>(await callback(a, { merchant_uid: cancelled.merchant_uid, imp_uid: cImp, status: 'paid' }))).status).toBe('cancelled');
    expect((await paymentOf(cancelled.payment_id)).status).toBe('cancelled');
    expect(await topupEntries(site, a.id)).toHaveLength(0);
  });

  it('forged callbacks credit nothing: an unknown imp_uid, an imp_uid of another order, another user’s or another site’s merchant_uid', async () => {
    const a = await withWallet();
    const b = await withWallet();
    const stranger = await withWallet(other);
    const mine = await prepare(a, 8000);
    const theirs = await prepare(b, 8000);
    const theirImp = await pay(theirs.merchant_uid, 8000);

    for (const imp_uid of ['imp_000000000000000000000000', 'not-an-imp', theirImp]) {
      const res = await callback(a, { merchant_uid: mine.merchant_uid, imp_uid, status: 'paid' });
      expect(res.status, imp_uid).toBe(400);
      expect(await detail(res)).toBe(MSG.walletTopupMismatch);
    }
    expect((await paymentOf(mine.payment_id)).status).toBe('pending');

    const stolen = await callback(a, { merchant_uid: theirs.merchant_uid, imp_uid: theirImp, status: 'paid' });
    expect(stolen.status).toBe(404);
    expect(await detail(stolen)).toBe(MSG.walletTopupNotFound);
    const abroad = await callback(stranger, { merchant_uid: theirs.merchant_uid, imp_uid: theirImp, status: 'paid' }, other);
    expect(abroad.status).toBe(404);
    expect((await paymentOf(theirs.payment_id)).status).toBe('pending');
    expect([await balance(a), await balance(b), await balance(stranger, other)]).toEqual([0, 0, 0]);

    // The rightful owner still completes it.
    expect((await json<WalletChargeResult>(await callback(b, { merchant_uid: theirs.merchant_uid, imp_uid: theirImp }))).status).toBe('paid');
    expect(await balance(b)).toBe(8000);
  });

  it('a top-up is not a shop’s sale: the site’s analytics count no top-up', async () => {
    const a = await withWallet();
    const p = await prepare(a, 9000);
    await json<WalletChargeResult>(await callback(a, { merchant_uid: p.merchant_uid, imp_uid: await pay(p.merchant_uid, 9000) }));
    const rows = await t.db.select().from(payments).where(and(eq(payments.tenantId, site.id), eq(payments.purpose, 'product_order')));
    expect(rows).toHaveLength(0);
  });
});

describe('the simulator’s pay window (/dev/portone/pay)', () => {
  it('shows the order, records approve with a new imp_uid and redirects to a path of the site; the callback then credits', async () => {
    const a = await withWallet();
    const p = await prepare(a, 4000);
    const shown = await t.request(site, 'GET', `/dev/portone/pay?merchant_uid=${p.merchant_uid}&amount=4000&name=${encodeURIComponent(p.name)}&redirect=/main`);
    expect(shown.status).toBe(200);
    const html = await shown.text();
    expect(html).toContain('4,000원');
    expect(html).toContain(p.merchant_uid);
    const form = new URLSearchParams({ merchant_uid: p.merchant_uid, amount: '4000', decision: 'paid', redirect: '/main' });
    const done = await t.app.request(`http://${site.domain}/dev/portone/pay`, { method: 'POST', headers: { host: site.domain, 'content-type': 'application/x-www-form-urlencoded' }, body: form.toString() });
    expect(done.status).toBe(303);
    const back = new URL(done.headers.get('location')!, `http://${site.domain}`);
    expect(back.pathname).toBe('/main');
    expect(back.searchParams.get('imp_success')).toBe('true');
    const imp = back.searchParams.get('imp_uid')!;
    expect(await json<WalletChargeResult>(await callback(a, { merchant_uid: p.merchant_uid, imp_uid: imp, status: 'paid' }))).toMatchObject({ status: 'paid', balance: { available: 4000 } });

    // Another site as the redirect is dropped: the result is shown instead.
    const abroad = new URLSearchParams({ merchant_uid: p.merchant_uid, amount: '4000', decision: 'failed', redirect: '//evil.example/x' });
    const shownInstead = await t.app.request(`http://${site.domain}/dev/portone/pay`, { method: 'POST', headers: { host: site.domain, 'content-type': 'application/x-www-form-urlencoded' }, body: abroad.toString() });
    expect(shownInstead.status).toBe(200);
    expect(shownInstead.headers.get('location')).toBeNull();
  });
});

describe('the refund of a top-up (the purpose’s reverse)', () => {
  it('takes the points back while the balance holds them, else refuses with 포인트 잔액이 부족합니다 and changes nothing', async () => {
    const a = await withWallet();
    const p = await prepare(a, 6000);
    await json<WalletChargeResult>(await callback(a, { merchant_uid: p.merchant_uid, imp_uid: await pay(p.merchant_uid, 6000) }));
    const paid = await paymentOf(p.payment_id);
    const scope = tenantScope('own', site.id);
    const svc = await t.svcFor(site);
    const reverse = (amount: number) =>
      t.appDb.transaction(async (db) => {
        const ctx = { ...svc, db, inTransaction: true };
        await PURPOSES.wallet_topup.reverse(ctx, scope, { ...paid, refundedAmount: amount }, { amount, whole: false, kind: 'refund', actorId: null, memo: null });
      });
    await reverse(2000);
    expect(await balance(a)).toBe(4000);
    const err = await reverse(5000).catch((e: unknown) => e);
    expect(isAppError(err) && err.message).toBe(MSG.walletInsufficient);
    expect(await balance(a)).toBe(4000);
    expect(await ledgerDrift(t.appDb, scope, a.id)).toEqual({ available: 0, locked: 0 });
  });
});

