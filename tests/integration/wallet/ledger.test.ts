import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walletTransactions, wallets, type Tenant } from '../../../db/schema';
import { isAppError } from '../../../shared/errors';
import { MSG } from '../../../shared/messages';
import type { WalletBalance, WalletOverview, WalletTransactionList, WalletTransferResult } from '../../../shared/schemas/wallet';
import type { UserCtx } from '../../../worker/env';
import { tenantScope } from '../../../worker/scope/tenant-scope';
import { ledgerDrift, postEntry } from '../../../worker/services/wallet/internal';
import { transfer } from '../../../worker/services/wallet/transfer';
import { createTestApp, type TestApp } from '../../fixtures/app';
import { mapLimit, sendTrpc } from '../../fixtures/walk';

/** The wallet's ledger (docs/wallet.md): create, overview, balance, transactions, transfer, idempotency, concurrency. */
let t: TestApp;
let site: Tenant;
let other: Tenant;

type Person = { token: string; id: number };
let alice: Person;
let bob: Person;
let walletless: Person;
let stranger: Person;

const address = (n: number) => `0x${n.toString(16).padStart(40, '0')}`;

const json = async <T>(res: Response, status = 200) => {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
};

const person = async (tenant: Tenant, role: 'customer' | 'merchant' = 'customer'): Promise<Person> => {
  const { user, token } = await t.createUser(tenant, role);
  return { token, id: user.id };
};

const createWallet = async (tenant: Tenant, p: Person, n: number) =>
  json<WalletOverview>(await t.request(tenant, 'POST', '/api/wallet/create', { token: p.token, json: { evm_address: address(n) } }));

/** Points put straight on the ledger, as an internal credit would (an `adjustment` entry). */
const seed = (tenant: Tenant, userId: number, points: number, key?: string) =>
  t.appDb.transaction((tx) => postEntry(tx, tenantScope('own', tenant.id), { userId, txType: 'adjustment', delta: points, idempotencyKey: key }));

const drift = (tenant: Tenant, userId: number) => ledgerDrift(t.appDb, tenantScope('own', tenant.id), userId);

const balance = async (tenant: Tenant, p: Person) => json<WalletBalance>(await t.request(tenant, 'GET', '/api/wallet/balance', { token: p.token }));

const send = (p: Person, body: Record<string, unknown>, key?: string, tenant = site) =>
  t.request(tenant, 'POST', '/api/wallet/transfer', { token: p.token, json: body, headers: key ? { 'Idempotency-Key': key } : {} });

beforeAll(async () => {
  t = await createTestApp();
  site = await t.createTenant({ displayName: '지갑가게' });
  other = await t.createTenant({ displayName: '다른지갑가게' });
  [alice, bob, walletless] = await Promise.all([person(site), person(site, 'merchant'), person(site)]);
  stranger = await person(other);
  await createWallet(site, alice, 1);
  await createWallet(site, bob, 2);
  await createWallet(other, stranger, 3);
});
afterAll(() => t.close());

describe('create, overview, balance', () => {
  it('create answers the overview; a repeat with the same address answers the same wallet, another address 409', async () => {
    const carol = await person(site);
    const made = await createWallet(site, carol, 0xabc);
    expect(made).toEqual({
      wallet: { id: expect.any(Number), user_id: carol.id, evm_address: address(0xabc), created_at: expect.any(String) },
      balance: { available: 0, locked: 0, updated_at: expect.any(String) },
      recent: [],
    });
    const again = await createWallet(site, carol, 0xabc);
    expect(again.wallet!.id).toBe(made.wallet!.id);
    const upper = await json<WalletOverview>(await t.request(site, 'POST', '/api/wallet/create', { token: carol.token, json: { evm_address: address(0xabc).toUpperCase().replace('0X', '0x') } }));
    expect(upper.wallet!.id).toBe(made.wallet!.id);
    const clash = await t.request(site, 'POST', '/api/wallet/create', { token: carol.token, json: { evm_address: address(0xdef) } });
    expect(clash.status).toBe(409);
    expect(((await clash.json()) as { detail: string }).detail).toBe(MSG.walletExists);
    const rows = await t.db.select().from(wallets).where(and(eq(wallets.tenantId, site.id), eq(wallets.userId, carol.id)));
    expect(rows.map((r) => r.evmAddress)).toEqual([address(0xabc)]);
  });

  it('refuses an address that is not 0x and 40 hex characters (422, the Korean message)', async () => {
    const dave = await person(site);
    for (const evm_address of ['0x123', `0x${'g'.repeat(40)}`, `${'a'.repeat(42)}`, `0x${'a'.repeat(41)}`, '']) {
      const res = await t.request(site, 'POST', '/api/wallet/create', { token: dave.token, json: { evm_address } });
      expect(res.status, evm_address).toBe(422);
      expect(((await res.json()) as { detail: string }).detail).toBe(MSG.walletAddressInvalid);
    }
  });

  it('a user without a wallet: overview null and 0, balance 0/0/null, no transactions; transfer 404', async () => {
    expect(await json<WalletOverview>(await t.request(site, 'GET', '/api/wallet/overview', { token: walletless.token }))).toEqual({
      wallet: null,
      balance: { available: 0, locked: 0, updated_at: null },
      recent: [],
    });
    expect(await balance(site, walletless)).toEqual({ available: 0, locked: 0, updated_at: null });
    const list = await json<WalletTransactionList>(await t.request(site, 'GET', '/api/wallet/transactions', { token: walletless.token }));
    expect(list).toEqual({ transactions: [], total: 0, page: 1, size: 20 });
    const res = await send(walletless, { to_user_id: alice.id, amount: 1 });
    expect(res.status).toBe(404);
    expect(((await res.json()) as { detail: string }).detail).toBe(MSG.walletNotFound);
    const toWalletless = await send(alice, { to_user_id: walletless.id, amount: 1 });
    expect(toWalletless.status).toBe(404);
    expect(((await toWalletless.json()) as { detail: string }).detail).toBe(MSG.walletReceiverNoWallet);
  });

  it('guests get 401; a site with the wallet feature off 403 FEATURE_DISABLED', async () => {
    expect((await t.request(site, 'GET', '/api/wallet/balance')).status).toBe(401);
    const dark = await t.createTenant({ features: { wallet: false } });
    const d = await person(dark);
    const res = await t.request(dark, 'GET', '/api/wallet/balance', { token: d.token });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { code: string }).code).toBe('FEATURE_DISABLED');
  });
});

describe('transactions', () => {
  it('newest first, 20 a page with the total, a tx_type filter; overview shows the latest; tRPC agrees', async () => {
    const erin = await person(site);
    await createWallet(site, erin, 0xe);
    for (let i = 1; i <= 23; i++) await seed(site, erin.id, i);
    await t.appDb.transaction((tx) => postEntry(tx, tenantScope('own', site.id), { userId: erin.id, txType: 'earn', delta: 500, meta: { order_id: 7 } }));
    await t.appDb.transaction((tx) => postEntry(tx, tenantScope('own', site.id), { userId: erin.id, txType: 'spend', delta: -100 }));
    const total = (23 * 24) / 2 + 500 - 100;

    const first = await json<WalletTransactionList>(await t.request(site, 'GET', '/api/wallet/transactions', { token: erin.token }));
    expect(first.total).toBe(25);
    expect(first.transactions).toHaveLength(20);
    expect(first.transactions[0]).toEqual({ id: expect.any(Number), tx_type: 'spend', delta: -100, locked_delta: 0, created_at: expect.any(String), meta_json: {} });
    expect(first.transactions[1]).toMatchObject({ tx_type: 'earn', delta: 500, meta_json: { order_id: 7 } });
    const ids = first.transactions.map((x) => x.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const second = await json<WalletTransactionList>(await t.request(site, 'GET', '/api/wallet/transactions?page=2&size=20', { token: erin.token }));
    expect(second.transactions.map((x) => x.delta)).toEqual([5, 4, 3, 2, 1]);
    expect(second.transactions[0].id).toBeLessThan(ids[19]);

    const earns = await json<WalletTransactionList>(await t.request(site, 'GET', '/api/wallet/transactions?tx_type=earn', { token: erin.token }));
    expect(earns.total).toBe(1);
    expect(earns.transactions.map((x) => x.tx_type)).toEqual(['earn']);
    const adjustments = await json<WalletTransactionList>(await t.request(site, 'GET', '/api/wallet/transactions?tx_type=adjustment&size=5&page=5', { token: erin.token }));
    expect(adjustments.total).toBe(23);
    expect(adjustments.transactions.map((x) => x.delta)).toEqual([3, 2, 1]);
    expect((await t.request(site, 'GET', '/api/wallet/transactions?tx_type=transfer', { token: erin.token })).status).toBe(422);

    const overview = await json<WalletOverview>(await t.request(site, 'GET', '/api/wallet/overview', { token: erin.token }));
    expect(overview.balance.available).toBe(total);
    expect(overview.recent.map((x) => x.delta)).toEqual([-100, 500, 23, 22, 21]);
    expect(await balance(site, erin)).toEqual({ available: total, locked: 0, updated_at: expect.any(String) });
    expect(await drift(site, erin.id)).toEqual({ available: 0, locked: 0 });

    const viaTrpc = await sendTrpc(t, site, 'wallet.transactions', 'query', { page: 1, size: 20, tx_type: 'spend' }, erin.token);
    expect(viaTrpc.status).toBe(200);
    expect(viaTrpc.text).toContain('"delta":-100');
    for (const name of ['wallet.overview', 'wallet.balance']) expect((await sendTrpc(t, site, name, 'query', undefined, erin.token)).status).toBe(200);
    // Nobody else sees erin's entries.
    const bobs = await json<WalletTransactionList>(await t.request(site, 'GET', '/api/wallet/transactions?tx_type=earn', { token: bob.token }));
    expect(bobs.transactions.some((x) => x.meta_json.order_id === 7)).toBe(false);
  });

  it('postEntry refuses to go below 0 and writes nothing; a seeded key posts once', async () => {
    const fay = await person(site);
    await createWallet(site, fay, 0xf);
    await seed(site, fay.id, 50, 'seed-fay');
    const replay = await seed(site, fay.id, 50, 'seed-fay');
    expect(replay.replayed).toBe(true);
    await expect(seed(site, fay.id, -51)).rejects.toSatisfy((e) => isAppError(e) && e.message === MSG.walletInsufficient);
    expect(await balance(site, fay)).toMatchObject({ available: 50, locked: 0 });
    const entries = await t.db.select().from(walletTransactions).where(and(eq(walletTransactions.tenantId, site.id), eq(walletTransactions.userId, fay.id)));
    expect(entries.map((e) => e.delta)).toEqual([50]);
    expect(await drift(site, fay.id)).toEqual({ available: 0, locked: 0 });
  });
});

describe('transfer', () => {
  it('moves the points: a spend of the sender (transfer_to, memo), an adjustment of the receiver (transfer_from, memo)', async () => {
    await seed(site, alice.id, 1000);
    const before = (await balance(site, bob)).available;
    const result = await json<WalletTransferResult>(await send(alice, { to_user_id: bob.id, amount: 300, memo: '점심값' }));
    expect(result).toEqual({
      sent: { id: expect.any(Number), tx_type: 'spend', delta: -300, locked_delta: 0, created_at: expect.any(String), meta_json: { transfer_to: bob.id, memo: '점심값' } },
      received: { id: expect.any(Number), tx_type: 'adjustment', delta: 300, locked_delta: 0, created_at: expect.any(String), meta_json: { transfer_from: alice.id, memo: '점심값' } },
      balance: { available: 700, locked: 0, updated_at: expect.any(String) },
      replayed: false,
    });
    expect((await balance(site, alice)).available).toBe(700);
    expect((await balance(site, bob)).available).toBe(before + 300);
    const bobs = await json<WalletTransactionList>(await t.request(site, 'GET', '/api/wallet/transactions', { token: bob.token }));
    expect(bobs.transactions[0]).toMatchObject({ id: result.received.id, meta_json: { transfer_from: alice.id } });
    // tRPC twin, no memo: none stored.
    const viaTrpc = await sendTrpc(t, site, 'wallet.transfer', 'mutation', { to_user_id: bob.id, amount: 5 }, alice.token);
    expect(viaTrpc.status).toBe(200);
    expect(viaTrpc.text).not.toContain('"memo"');
    expect((await send(alice, { to_user_id: bob.id, amount: 5, memo: null })).status).toBe(200);
    expect((await balance(site, alice)).available).toBe(690);
    for (const p of [alice, bob]) expect(await drift(site, p.id)).toEqual({ available: 0, locked: 0 });
  });

  it('refuses oneself (400), a non-integer, 0 or less, a too-long memo (422), more than the balance (400), another site’s user (404)', async () => {
    const start = (await balance(site, alice)).available;
    const cases: [Record<string, unknown>, number, string | null][] = [
      [{ to_user_id: alice.id, amount: 1 }, 400, MSG.walletTransferSelf],
      [{ to_user_id: bob.id, amount: 1.5 }, 422, MSG.walletAmountInvalid],
      [{ to_user_id: bob.id, amount: '2.5' }, 422, null],
      [{ to_user_id: bob.id, amount: 0 }, 422, MSG.walletAmountInvalid],
      [{ to_user_id: bob.id, amount: -10 }, 422, MSG.walletAmountInvalid],
      [{ to_user_id: bob.id, amount: 1, memo: '가'.repeat(101) }, 422, MSG.walletMemoTooLong],
      [{ to_user_id: bob.id, amount: start + 1 }, 400, MSG.walletInsufficient],
      [{ to_user_id: stranger.id, amount: 1 }, 404, MSG.walletReceiverNotFound],
      [{ to_user_id: 2147483000, amount: 1 }, 404, MSG.walletReceiverNotFound],
    ];
    for (const [body, status, detail] of cases) {
      const res = await send(alice, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      if (detail) expect(((await res.json()) as { detail: string }).detail, JSON.stringify(body)).toBe(detail);
    }
    // The other site's user cannot reach this site's users either (their token is not valid here).
    expect((await send(stranger, { to_user_id: alice.id, amount: 1 })).status).toBe(401);
    expect((await send(stranger, { to_user_id: alice.id, amount: 1 }, undefined, other)).status).toBe(404);
    expect((await balance(site, alice)).available).toBe(start);
    expect(await drift(site, alice.id)).toEqual({ available: 0, locked: 0 });
    expect(await drift(other, stranger.id)).toEqual({ available: 0, locked: 0 });
  });

  it('a replay with the same Idempotency-Key answers the first transfer and writes nothing; a new key transfers again', async () => {
    const start = (await balance(site, alice)).available;
    const bobStart = (await balance(site, bob)).available;
    const count = async () =>
      (await t.db.select().from(walletTransactions).where(eq(walletTransactions.tenantId, site.id))).length;
    const entriesBefore = await count();
    const first = await json<WalletTransferResult>(await send(alice, { to_user_id: bob.id, amount: 10, memo: '재시도' }, 'key-1'));
    const replays = await Promise.all([1, 2, 3].map(() => send(alice, { to_user_id: bob.id, amount: 10, memo: '재시도' }, 'key-1')));
    for (const r of replays) {
      const again = await json<WalletTransferResult>(r);
      expect(again.replayed).toBe(true);
      expect(again.sent.id).toBe(first.sent.id);
      expect(again.received.id).toBe(first.received.id);
    }
    // A retry with another body still answers the first (the key names the request).
    expect((await json<WalletTransferResult>(await send(alice, { to_user_id: bob.id, amount: 99 }, 'key-1'))).sent.delta).toBe(-10);
    // tRPC's idempotencyKey is the same key space.
    const viaTrpc = await sendTrpc(t, site, 'wallet.transfer', 'mutation', { to_user_id: bob.id, amount: 10, idempotencyKey: 'key-1' }, alice.token);
    expect(viaTrpc.text).toContain('"replayed":true');
    expect(await count()).toBe(entriesBefore + 2);
    expect((await balance(site, alice)).available).toBe(start - 10);
    expect((await balance(site, bob)).available).toBe(bobStart + 10);
    // Concurrent first tries of one key write once.
    const racing = await Promise.all([1, 2, 3, 4].map(() => send(alice, { to_user_id: bob.id, amount: 1 }, 'key-race')));
    const results = await Promise.all(racing.map((r) => json<WalletTransferResult>(r)));
    expect(new Set(results.map((r) => r.sent.id)).size).toBe(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect((await balance(site, alice)).available).toBe(start - 11);
    // The same key of another user is theirs.
    const bobSends = await json<WalletTransferResult>(await send(bob, { to_user_id: alice.id, amount: 1 }, 'key-1'));
    expect(bobSends.replayed).toBe(false);
    // A key used for another kind of entry is refused, not replayed as a transfer.
    await seed(site, alice.id, 1, 'not-a-transfer');
    expect((await send(alice, { to_user_id: bob.id, amount: 1 }, 'not-a-transfer')).status).toBe(409);
    for (const p of [alice, bob]) expect(await drift(site, p.id)).toEqual({ available: 0, locked: 0 });
  });
});

/**
 * Concurrent transfers among 20 users: the total is kept, no balance is ever negative, and every
 * stored balance is its entries' sum. 1,000 transfers run on every database (PGlite serialises them
 * through its one connection; PostgreSQL (DATABASE_URL) runs them in parallel on the pool, locking
 * rows lower id first).
 */
describe('concurrency', () => {
  it('1,000 concurrent transfers among 20 users conserve the total, never go negative, leave no drift', async () => {
    const crowd = await t.createTenant({ displayName: '동시송금' });
    const people: Person[] = [];
    for (let i = 0; i < 20; i++) people.push(await person(crowd));
    await mapLimit(people, 5, async (p, i) => {
      await createWallet(crowd, p, 0x1000 + i);
      await seed(crowd, p.id, 200 + i * 20);
    });
    const total = people.reduce((s, _, i) => s + 200 + i * 20, 0);
    const ctxs = await Promise.all(people.map(async (p) => (await t.svcFor(crowd, p.token)) as UserCtx));
    // mulberry32: the same plan on every run.
    let seedState = 0x5eed;
    const next = () => {
      seedState = (seedState + 0x6d2b79f5) | 0;
      let r = Math.imul(seedState ^ (seedState >>> 15), 1 | seedState);
      r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
      return (r ^ (r >>> 14)) >>> 0;
    };
    const plan = Array.from({ length: 1000 }, () => {
      const from = next() % 20;
      const to = (from + 1 + (next() % 19)) % 20;
      return { from, to, amount: 1 + (next() % 100) };
    });
    const started = Date.now();
    const outcomes = await Promise.all(
      plan.map(({ from, to, amount }) =>
        transfer({ ctx: ctxs[from], input: { to_user_id: people[to].id, amount, memo: '', idempotencyKey: undefined } }).then(
          () => 'ok' as const,
          (e: unknown) => {
            if (isAppError(e) && e.message === MSG.walletInsufficient) return 'refused' as const;
            throw e;
          },
        ),
      ),
    );
    const ms = Date.now() - started;
    const ok = outcomes.filter((o) => o === 'ok').length;
    console.info(`wallet: 1000 concurrent transfers, ${ok} made, ${1000 - ok} refused for the balance, ${ms} ms`);
    expect(ok).toBeGreaterThan(500);
    const rows = await t.db.select().from(wallets).where(eq(wallets.tenantId, crowd.id));
    expect(rows).toHaveLength(20);
    expect(rows.reduce((s, w) => s + w.available, 0)).toBe(total);
    for (const w of rows) expect(w.available).toBeGreaterThanOrEqual(0);
    const entries = await t.db.select().from(walletTransactions).where(eq(walletTransactions.tenantId, crowd.id));
    expect(entries).toHaveLength(20 + 2 * ok);
    // Every balance along the way: replaying each wallet's entries in order never dips below 0.
    const running = new Map<number, number>();
    for (const e of [...entries].sort((a, b) => a.id - b.id)) {
      const now = (running.get(e.userId) ?? 0) + e.delta;
      running.set(e.userId, now);
      if (e.delta < 0) expect(now).toBeGreaterThanOrEqual(0);
    }
    for (const p of people) expect(await drift(crowd, p.id)).toEqual({ available: 0, locked: 0 });
  }, 120_000);
});
