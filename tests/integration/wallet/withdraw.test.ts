import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobRuns, walletTransactions, walletWithdrawals, type Tenant } from '../../../db/schema';
import { isAppError } from '../../../shared/errors';
import { MSG } from '../../../shared/messages';
import type { WalletBalance, WalletBridgeStatus, WalletOverview, WalletWithdrawResult } from '../../../shared/schemas/wallet';
import { WALLET_WITHDRAW_MAX, WALLET_WITHDRAW_MIN, WITHDRAW_CHAINS } from '../../../shared/wallet';
import { createHttpBridge } from '../../../worker/adapters/bridge-http';
import { createBridgeSimulator, SIMULATED_BRIDGE_FAILURE } from '../../../worker/adapters/bridge-simulator';
import { jobContext } from '../../../worker/jobs/context';
import { runScheduledJobs } from '../../../worker/jobs/run-scheduled-jobs';
import { settleWithdrawalsJob } from '../../../worker/jobs/settle-withdrawals';
import { tenantScope } from '../../../worker/scope/tenant-scope';
import { ledgerDrift, postEntry } from '../../../worker/services/wallet/internal';
import { settleWithdrawals, type SettleWithdrawalsResult } from '../../../worker/services/wallet/settle-withdrawals';
import { finishWithdrawal } from '../../../worker/services/wallet/withdrawal-internal';
import { createTestApp, type TestApp } from '../../fixtures/app';
import { testLogger } from '../../fixtures/logger';

/** Withdraw and the bridge (docs/wallet.md "Withdraw and the bridge"): locked points, the job that settles or fails them, bridge-status. */
let t: TestApp;
let site: Tenant;
let other: Tenant;

type Person = { token: string; id: number };

const json = async <T>(res: Response, status = 200) => {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
};
const errorOf = async (res: Response) => (await res.json()) as { detail: string; field?: string; code: string };

let n = 0;
/** A customer of the site with a wallet. */
const withWallet = async (tenant: Tenant = site): Promise<Person> => {
  const { user, token } = await t.createUser(tenant);
  n += 1;
  await json<WalletOverview>(await t.request(tenant, 'POST', '/api/wallet/create', { token, json: { evm_address: `0x${(0x90000 + n).toString(16).padStart(40, '0')}` } }));
  return { token, id: user.id };
};
/** Points put straight on the ledger, as an internal credit would (an `adjustment` entry). */
const fund = (p: Person, points: number, tenant: Tenant = site) =>
  t.appDb.transaction((tx) => postEntry(tx, tenantScope('own', tenant.id), { userId: p.id, txType: 'adjustment', delta: points }));
const richWallet = async (points: number, tenant: Tenant = site) => {
  const p = await withWallet(tenant);
  await fund(p, points, tenant);
  return p;
};

/** An address whose last four hex characters choose the simulator's outcome (worker/adapters/bridge-simulator.ts). */
const address = (tail: string) => `0x${'7'.repeat(40 - tail.length)}${tail}`;
const SETTLES = address('1234');
const FAILS = address('dead');
const PENDS = address('beef');
const TIMES_OUT = address('fade');

const withdrawRequest = (p: Person, body: Record<string, unknown>, opts: { key?: string; tenant?: Tenant } = {}) =>
  t.request(opts.tenant ?? site, 'POST', '/api/wallet/withdraw', { token: p.token, json: body, headers: opts.key ? { 'Idempotency-Key': opts.key } : {} });
const withdraw = async (p: Person, amount: number, target_address = SETTLES, opts: { key?: string; tenant?: Tenant } = {}) =>
  json<WalletWithdrawResult>(await withdrawRequest(p, { amount, target_address }, opts));

const balance = async (p: Person, tenant = site) => json<WalletBalance>(await t.request(tenant, 'GET', '/api/wallet/balance', { token: p.token }));
const drift = (p: Person, tenant = site) => ledgerDrift(t.appDb, tenantScope('own', tenant.id), p.id);
const entriesOf = (p: Person, tenant = site) =>
  t.db.select().from(walletTransactions).where(and(eq(walletTransactions.tenantId, tenant.id), eq(walletTransactions.userId, p.id))).orderBy(walletTransactions.id);
const withdrawalsOf = (p: Person, tenant = site) =>
  t.db.select().from(walletWithdrawals).where(and(eq(walletWithdrawals.tenantId, tenant.id), eq(walletWithdrawals.userId, p.id))).orderBy(walletWithdrawals.id);
const withdrawalRow = async (id: number) => (await t.db.select().from(walletWithdrawals).where(eq(walletWithdrawals.id, id)))[0];

/** The job's work for one site, as a run of settle-withdrawals does it (a new withdrawal is left to its request for a minute). */
const runJob = async (tenant: Tenant = site): Promise<SettleWithdrawalsResult> => {
  t.clock.advance(61_000);
  return settleWithdrawals(await jobContext(t.deps, t.appDb, tenant, 'test'));
};

beforeAll(async () => {
  t = await createTestApp();
  site = await t.createTenant({ displayName: '출금가게' });
  other = await t.createTenant({ displayName: '다른출금가게' });
});
afterAll(() => t.close());

describe('withdraw', () => {
  it('locks the points (available down, locked up, no drift) and hands the withdrawal to the bridge', async () => {
    const a = await richWallet(10_000);
    const r = await withdraw(a, 3_000);
    expect(r.replayed).toBe(false);
    expect(r.withdrawal).toMatchObject({ amount: 3_000, target_address: SETTLES, target_chain: 'ethereum', status: 'submitted', bridge_tx_id: expect.stringMatching(/^simbridge-/), failure_reason: null, finished_at: null });
    expect(r.balance).toMatchObject({ available: 7_000, locked: 3_000 });
    expect(await balance(a)).toMatchObject({ available: 7_000, locked: 3_000 });
    expect(await drift(a)).toEqual({ available: 0, locked: 0 });
    const entries = await entriesOf(a);
    expect(entries.at(-1)).toMatchObject({ txType: 'withdraw', delta: -3_000, lockedDelta: 3_000, metaJson: { withdrawal_id: r.withdrawal.id } });
    expect(await withdrawalRow(r.withdrawal.id)).toMatchObject({ tenantId: site.id, userId: a.id, status: 'submitted' });
  });

  it('takes the chain from the closed list (any letter case), ethereum by default; tRPC wallet.withdraw is its twin', async () => {
    const a = await richWallet(10_000);
    expect((await json<WalletWithdrawResult>(await withdrawRequest(a, { amount: 1_000, target_address: SETTLES, target_chain: 'Polygon' }))).withdrawal.target_chain).toBe('polygon');
    expect((await json<WalletWithdrawResult>(await withdrawRequest(a, { amount: 1_000, target_address: SETTLES, target_chain: null }))).withdrawal.target_chain).toBe('ethereum');
    const caller = await t.caller(site, a.token);
    const viaTrpc = await caller.wallet.withdraw({ amount: 1_000, target_address: SETTLES, target_chain: 'base', idempotencyKey: 'trpc-1' });
    expect(viaTrpc.withdrawal).toMatchObject({ target_chain: 'base', status: 'submitted' });
    const again = await caller.wallet.withdraw({ amount: 1_000, target_address: SETTLES, target_chain: 'base', idempotencyKey: 'trpc-1' });
    expect(again).toMatchObject({ replayed: true, withdrawal: { id: viaTrpc.withdrawal.id } });
    expect(await balance(a)).toMatchObject({ available: 7_000, locked: 3_000 });
  });

  it('refuses a bad amount, address or chain with 422, the field and the Korean message; nothing written', async () => {
    const a = await richWallet(10_000);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ amount: 0, target_address: SETTLES }, 'amount', MSG.walletWithdrawAmountInvalid],
      [{ amount: -5_000, target_address: SETTLES }, 'amount', MSG.walletWithdrawAmountInvalid],
      [{ amount: 1_500.5, target_address: SETTLES }, 'amount', MSG.walletWithdrawAmountInvalid],
      [{ amount: WALLET_WITHDRAW_MIN - 1, target_address: SETTLES }, 'amount', MSG.walletWithdrawAmountInvalid],
      [{ amount: WALLET_WITHDRAW_MAX + 1, target_address: SETTLES }, 'amount', MSG.walletWithdrawAmountInvalid],
      [{ amount: 'lots', target_address: SETTLES }, 'amount', MSG.walletWithdrawAmountInvalid],
      [{ target_address: SETTLES }, 'amount', MSG.walletWithdrawAmountInvalid],
      [{ amount: 1_000, target_address: '0x1234' }, 'target_address', MSG.walletWithdrawAddressInvalid],
      [{ amount: 1_000, target_address: `0x${'g'.repeat(40)}` }, 'target_address', MSG.walletWithdrawAddressInvalid],
      [{ amount: 1_000, target_address: `${'a'.repeat(42)}` }, 'target_address', MSG.walletWithdrawAddressInvalid],
      [{ amount: 1_000 }, 'target_address', MSG.walletWithdrawAddressInvalid],
      [{ amount: 1_000, target_address: SETTLES, target_chain: 'solana' }, 'target_chain', MSG.walletWithdrawChainInvalid],
      [{ amount: 1_000, target_address: SETTLES, target_chain: 7 }, 'target_chain', MSG.walletWithdrawChainInvalid],
    ];
    for (const [body, field, message] of cases) {
      const res = await withdrawRequest(a, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(await errorOf(res), JSON.stringify(body)).toMatchObject({ field, detail: message });
    }
    expect(await withdrawalsOf(a)).toEqual([]);
    expect(await balance(a)).toMatchObject({ available: 10_000, locked: 0 });
  });

  it('refuses more than the available balance (400, 포인트 잔액이 부족합니다.) and a user without a wallet (404), writing nothing', async () => {
    const a = await richWallet(1_500);
    const res = await withdrawRequest(a, { amount: 2_000, target_address: SETTLES });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).detail).toBe(MSG.walletInsufficient);
    expect(await withdrawalsOf(a)).toEqual([]);
    expect((await entriesOf(a)).map((e) => e.txType)).toEqual(['adjustment']);
    expect(await balance(a)).toMatchObject({ available: 1_500, locked: 0 });
    // Locked points are not available: a second withdraw cannot take them.
    await withdraw(a, 1_000, PENDS);
    expect((await withdrawRequest(a, { amount: 1_000, target_address: SETTLES })).status).toBe(400);

    const { token, user } = await t.createUser(site);
    const none = await withdrawRequest({ token, id: user.id }, { amount: 1_000, target_address: SETTLES });
    expect(none.status).toBe(404);
    expect((await errorOf(none)).detail).toBe(MSG.walletNotFound);
  });

  it('writes once for a replayed Idempotency-Key (even with another body); a key that wrote a transfer is 409', async () => {
    const a = await richWallet(10_000);
    const first = await withdraw(a, 2_000, SETTLES, { key: 'w-1' });
    const again = await withdraw(a, 5_000, SETTLES, { key: 'w-1' });
    expect(again.replayed).toBe(true);
    expect(again.withdrawal.id).toBe(first.withdrawal.id);
    expect(again.withdrawal.amount).toBe(2_000);
    // Concurrent first tries of one key: one withdrawal.
    const racing = await Promise.all(Array.from({ length: 5 }, () => withdraw(a, 1_000, SETTLES, { key: 'w-2' })));
    expect(new Set(racing.map((r) => r.withdrawal.id)).size).toBe(1);
    expect(racing.filter((r) => !r.replayed)).toHaveLength(1);
    expect((await withdrawalsOf(a)).length).toBe(2);
    expect((await entriesOf(a)).filter((e) => e.txType === 'withdraw')).toHaveLength(2);
    expect(await balance(a)).toMatchObject({ available: 7_000, locked: 3_000 });

    const b = await withWallet();
    await json(await t.request(site, 'POST', '/api/wallet/transfer', { token: a.token, json: { to_user_id: b.id, amount: 100 }, headers: { 'Idempotency-Key': 'used-for-a-transfer' } }));
    const reused = await withdrawRequest(a, { amount: 1_000, target_address: SETTLES }, { key: 'used-for-a-transfer' });
    expect(reused.status).toBe(409);
    expect((await errorOf(reused)).detail).toBe(MSG.walletIdempotencyKeyReused);
    expect((await withdrawalsOf(a)).length).toBe(2);
    expect(await drift(a)).toEqual({ available: 0, locked: 0 });

    // The ledger's own keys have a colon: a caller cannot take the key a settle will need.
    for (const key of [`withdraw:${first.withdrawal.id}:settled`, 'has space']) {
      const taken = await withdrawRequest(a, { amount: 1_000, target_address: SETTLES }, { key });
      expect(taken.status, key).toBe(422);
      expect((await errorOf(taken)).detail).toBe(MSG.walletIdempotencyKeyInvalid);
    }
    expect((await withdrawalsOf(a)).length).toBe(2);
  });

  it('50 parallel withdraws from one wallet never go below 0, and the locked sum is the accepted ones', async () => {
    const a = await richWallet(20_000);
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => withdrawRequest(a, { amount: 1_000 + (i % 3) * 500, target_address: SETTLES })));
    const accepted: WalletWithdrawResult[] = [];
    for (const res of answers) {
      if (res.status === 200) accepted.push((await res.json()) as WalletWithdrawResult);
      else {
        expect(res.status).toBe(400);
        expect((await errorOf(res)).detail).toBe(MSG.walletInsufficient);
      }
    }
    const lockedSum = accepted.reduce((s, r) => s + r.withdrawal.amount, 0);
    expect(accepted.length).toBeGreaterThan(0);
    const after = await balance(a);
    expect(after.locked).toBe(lockedSum);
    expect(after.available).toBe(20_000 - lockedSum);
    expect(after.available).toBeGreaterThanOrEqual(0);
    // No more could have been taken: what is left is less than the smallest refused amount (1,000).
    expect(after.available).toBeLessThan(accepted.length === 50 ? Infinity : 2_000);
    expect((await withdrawalsOf(a)).length).toBe(accepted.length);
    expect(await drift(a)).toEqual({ available: 0, locked: 0 });
    // Replaying the entries in order never goes below 0.
    let available = 0;
    for (const e of await entriesOf(a)) {
      available += e.delta;
      expect(available).toBeGreaterThanOrEqual(0);
    }
  });
});

describe('the settle-withdrawals job', () => {
  it('settles a submitted withdrawal: locked down, available unchanged, one withdraw entry of delta 0; a second run changes nothing', async () => {
    const a = await richWallet(10_000);
    const r = await withdraw(a, 4_000);
    const result = await runJob();
    expect(result.settled).toBeGreaterThanOrEqual(1);
    const row = await withdrawalRow(r.withdrawal.id);
    expect(row).toMatchObject({ status: 'settled', failureReason: null });
    expect(row.finishedAt).not.toBeNull();
    expect(await balance(a)).toMatchObject({ available: 6_000, locked: 0 });
    expect(await drift(a)).toEqual({ available: 0, locked: 0 });
    const settle = (await entriesOf(a)).filter((e) => e.idempotencyKey === `withdraw:${r.withdrawal.id}:settled`);
    expect(settle).toHaveLength(1);
    expect(settle[0]).toMatchObject({ txType: 'withdraw', delta: 0, lockedDelta: -4_000, metaJson: { withdrawal_id: r.withdrawal.id } });

    await runJob();
    expect(await balance(a)).toMatchObject({ available: 6_000, locked: 0 });
    expect((await entriesOf(a)).length).toBe(3);
  });

  it('gives the points back when the bridge fails it: a refund entry, available back, locked 0, the reason kept', async () => {
    const a = await richWallet(10_000);
    const r = await withdraw(a, 2_500, FAILS);
    expect(r.withdrawal.status).toBe('submitted');
    expect(await balance(a)).toMatchObject({ available: 7_500, locked: 2_500 });
    await runJob();
    expect(await withdrawalRow(r.withdrawal.id)).toMatchObject({ status: 'failed', failureReason: SIMULATED_BRIDGE_FAILURE });
    expect(await balance(a)).toMatchObject({ available: 10_000, locked: 0 });
    expect(await drift(a)).toEqual({ available: 0, locked: 0 });
    const refund = (await entriesOf(a)).filter((e) => e.txType === 'refund');
    expect(refund).toEqual([expect.objectContaining({ delta: 2_500, lockedDelta: -2_500, idempotencyKey: `withdraw:${r.withdrawal.id}:failed` })]);
  });

  it('leaves a pending one submitted (points locked), and a bridge that times out leaves one requested with the error, retried after a backoff', async () => {
    const a = await richWallet(10_000);
    const pending = await withdraw(a, 1_000, PENDS);
    const unreachable = await withdraw(a, 2_000, TIMES_OUT);
    expect(unreachable.withdrawal).toMatchObject({ status: 'requested', bridge_tx_id: null });
    expect(await withdrawalRow(unreachable.withdrawal.id)).toMatchObject({ attempts: 1, lastError: expect.stringContaining(MSG.walletBridgeUpstream) });
    await runJob();
    await runJob();
    expect(await withdrawalRow(pending.withdrawal.id)).toMatchObject({ status: 'submitted' });
    const still = await withdrawalRow(unreachable.withdrawal.id);
    expect(still.status).toBe('requested');
    expect(still.attempts).toBeGreaterThanOrEqual(2);
    expect(still.nextAttemptAt.getTime()).toBeGreaterThan(t.clock.now().getTime());
    expect(await balance(a)).toMatchObject({ available: 7_000, locked: 3_000 });
    expect(await drift(a)).toEqual({ available: 0, locked: 0 });
  });

  it('submits a requested one the request could not hand over once the bridge answers', async () => {
    const a = await richWallet(10_000);
    // The request's own submit never reaches the bridge (it is down for a moment).
    const saved = t.deps.bridge;
    t.deps.bridge = { ...saved, submit: () => Promise.reject(new Error('connection reset')) };
    let r: WalletWithdrawResult;
    try {
      r = await withdraw(a, 1_000, SETTLES);
    } finally {
      t.deps.bridge = saved;
    }
    expect(r.withdrawal.status).toBe('requested');
    expect(await balance(a)).toMatchObject({ available: 9_000, locked: 1_000 });
    const first = await runJob();
    expect(first.submitted).toBeGreaterThanOrEqual(1);
    expect(await withdrawalRow(r.withdrawal.id)).toMatchObject({ status: 'submitted', bridgeTxId: expect.stringMatching(/^simbridge-s-/) });
    await runJob();
    expect(await withdrawalRow(r.withdrawal.id)).toMatchObject({ status: 'settled' });
    expect(await balance(a)).toMatchObject({ available: 9_000, locked: 0 });
  });

  it('settles once when runs overlap, and a settled withdrawal is never failed (nor a failed one settled)', async () => {
    const a = await richWallet(20_000);
    const made = [];
    for (let i = 0; i < 6; i++) made.push(await withdraw(a, 1_000));
    t.clock.advance(61_000);
    const runs = await Promise.all(Array.from({ length: 4 }, async () => settleWithdrawals(await jobContext(t.deps, t.appDb, site, 'overlap'))));
    expect(runs.reduce((s, r) => s + r.settled, 0)).toBeGreaterThanOrEqual(6);
    for (const m of made) expect((await withdrawalRow(m.withdrawal.id)).status).toBe('settled');
    // Concurrent ends of one withdrawal write once; the other end is refused by the state machine.
    const extra = await withdraw(a, 1_000);
    const ctx = await jobContext(t.deps, t.appDb, site, 'direct');
    const ends = await Promise.all([
      finishWithdrawal(ctx, extra.withdrawal.id, { to: 'settled' }),
      finishWithdrawal(ctx, extra.withdrawal.id, { to: 'settled' }),
      finishWithdrawal(ctx, extra.withdrawal.id, { to: 'failed', reason: 'late' }),
      finishWithdrawal(ctx, extra.withdrawal.id, { to: 'settled' }),
    ]);
    expect(ends.filter((e) => e.changed)).toHaveLength(1);
    const endStatus = (await withdrawalRow(extra.withdrawal.id)).status;
    expect(['settled', 'failed']).toContain(endStatus);
    expect(await finishWithdrawal(ctx, extra.withdrawal.id, endStatus === 'settled' ? { to: 'failed', reason: 'late' } : { to: 'settled' })).toMatchObject({ changed: false, withdrawal: { status: endStatus } });
    for (const w of [...made.map((m) => m.withdrawal), extra.withdrawal]) {
      const ends = (await entriesOf(a)).filter((e) => e.metaJson.withdrawal_id === w.id);
      expect(ends, `withdrawal ${w.id}`).toHaveLength(2);
    }
    expect((await balance(a)).locked).toBe(0);
    expect(await drift(a)).toEqual({ available: 0, locked: 0 });
    // The database refuses a move the state machine does not allow too (its trigger; the row's CHECKs would allow this one).
    const settledOne = made[0].withdrawal.id;
    await expect(t.db.update(walletWithdrawals).set({ status: 'failed', failureReason: 'by hand' }).where(eq(walletWithdrawals.id, settledOne))).rejects.toThrow();
    expect((await withdrawalRow(settledOne)).status).toBe('settled');
  });

  it('runs from the scheduler once a minute per site (an overlapping run of the same minute is skipped)', async () => {
    const a = await richWallet(5_000);
    const r = await withdraw(a, 1_000);
    t.clock.advance(61_000);
    const now = new Date('2026-11-27T11:07:00Z');
    const [x, y] = await Promise.all([
      runScheduledJobs(t.deps, { now, jobs: [settleWithdrawalsJob], tenantIds: [site.id] }),
      runScheduledJobs(t.deps, { now, jobs: [settleWithdrawalsJob], tenantIds: [site.id] }),
    ]);
    expect([...x, ...y].map((rep) => rep.outcome).sort()).toEqual(['done', 'skipped']);
    expect(await withdrawalRow(r.withdrawal.id)).toMatchObject({ status: 'settled' });
    const [run] = await t.db.select().from(jobRuns).where(and(eq(jobRuns.job, 'settle-withdrawals'), eq(jobRuns.tenantId, site.id), eq(jobRuns.periodKey, '2026-11-27T11:07')));
    expect(run).toMatchObject({ status: 'done', result: expect.objectContaining({ settled: expect.any(Number) }) });
  });
});

describe('bridge-status', () => {
  it('answers the bridge, the chains and bounds, and only the caller’s own withdrawals of this site, newest first', async () => {
    const a = await richWallet(10_000);
    const b = await richWallet(10_000);
    const c = await richWallet(10_000, other);
    const mine = [await withdraw(a, 1_000), await withdraw(a, 1_200, FAILS)];
    const bs = await withdraw(b, 1_500);
    const cs = await withdraw(c, 1_700, SETTLES, { tenant: other });

    const status = await json<WalletBridgeStatus>(await t.request(site, 'GET', '/api/wallet/bridge-status', { token: a.token }));
    expect(status).toMatchObject({ available: true, chains: [...WITHDRAW_CHAINS], default_chain: 'ethereum', min_amount: WALLET_WITHDRAW_MIN, max_amount: WALLET_WITHDRAW_MAX });
    expect(status.withdrawals.map((w) => w.id)).toEqual(mine.map((m) => m.withdrawal.id).reverse());
    expect(status.withdrawals[0]).toMatchObject({ amount: 1_200, target_address: FAILS, status: 'submitted' });
    const ids = (s: WalletBridgeStatus) => s.withdrawals.map((w) => w.id);
    const ofB = await json<WalletBridgeStatus>(await t.request(site, 'GET', '/api/wallet/bridge-status', { token: b.token }));
    expect(ids(ofB)).toEqual([bs.withdrawal.id]);
    const ofC = await json<WalletBridgeStatus>(await t.request(other, 'GET', '/api/wallet/bridge-status', { token: c.token }));
    expect(ids(ofC)).toEqual([cs.withdrawal.id]);
    // A token of one site is refused on the other; a user without withdrawals sees none.
    expect((await t.request(other, 'GET', '/api/wallet/bridge-status', { token: a.token })).status).toBe(401);
    const fresh = await withWallet();
    expect((await json<WalletBridgeStatus>(await t.request(site, 'GET', '/api/wallet/bridge-status', { token: fresh.token }))).withdrawals).toEqual([]);
    // The tRPC twin answers the same list; a guest is refused.
    const viaTrpc = await (await t.caller(site, a.token)).wallet.bridgeStatus();
    expect(viaTrpc.withdrawals.map((w) => w.id)).toEqual(ids(status));
    expect((await t.request(site, 'GET', '/api/wallet/bridge-status')).status).toBe(401);
    // After the job, the list shows the ends.
    await runJob();
    const after = await json<WalletBridgeStatus>(await t.request(site, 'GET', '/api/wallet/bridge-status', { token: a.token }));
    expect(after.withdrawals.map((w) => w.status)).toEqual(['failed', 'settled']);
    expect(after.withdrawals[0].failure_reason).toBe(SIMULATED_BRIDGE_FAILURE);
  });

  it('is unavailable, not an error, when the bridge does not answer', async () => {
    const a = await withWallet();
    const saved = t.deps.bridge;
    t.deps.bridge = { ...saved, info: () => Promise.reject(new Error('down')) };
    try {
      const status = await json<WalletBridgeStatus>(await t.request(site, 'GET', '/api/wallet/bridge-status', { token: a.token }));
      expect(status).toMatchObject({ available: false, chains: [...WITHDRAW_CHAINS] });
    } finally {
      t.deps.bridge = saved;
    }
  });
});

describe('the bridge adapters', () => {
  it('the simulator is deterministic per reference: dead fails, beef stays pending, fade times out, others settle', async () => {
    const sim = createBridgeSimulator();
    const ok = await sim.submit({ reference: '3:9', amount: 1_000, toAddress: SETTLES, chain: 'base' });
    expect(ok).toEqual({ accepted: true, txId: 'simbridge-s-3-9' });
    expect(await sim.submit({ reference: '3:9', amount: 1_000, toAddress: SETTLES, chain: 'base' })).toEqual(ok);
    expect(await sim.status('simbridge-s-3-9')).toEqual({ state: 'settled' });
    const dead = await sim.submit({ reference: '3:10', amount: 1_000, toAddress: FAILS, chain: 'base' });
    expect(dead.accepted && (await sim.status(dead.txId))).toEqual({ state: 'failed', reason: SIMULATED_BRIDGE_FAILURE });
    const beef = await sim.submit({ reference: '3:11', amount: 1_000, toAddress: PENDS.toUpperCase().replace('0X', '0x'), chain: 'base' });
    expect(beef.accepted && (await sim.status(beef.txId))).toEqual({ state: 'pending' });
    await expect(sim.submit({ reference: '3:12', amount: 1_000, toAddress: TIMES_OUT, chain: 'base' })).rejects.toSatisfy((e) => isAppError(e) && e.code === 'UPSTREAM');
    await expect(sim.status('made-up')).rejects.toSatisfy((e) => isAppError(e) && e.code === 'UPSTREAM');
  });

  it('the HTTP bridge calls the documented API with the key and our reference as the idempotency key', async () => {
    const seen: { method: string; url: string; auth: string | null; key: string | null; body: unknown }[] = [];
    const answers: Record<string, () => Response> = {
      'POST /v1/transfers': () => Response.json({ id: 'tx_1', status: 'pending' }, { status: 201 }),
      'GET /v1/transfers/tx_1': () => Response.json({ id: 'tx_1', status: 'failed', failure_reason: 'address blocked' }),
      'GET /v1/status': () => Response.json({ available: true, chains: ['ethereum', 'base', 'arbitrum'] }),
    };
    const bridge = createHttpBridge({
      baseUrl: 'https://bridge.example/',
      apiKey: 'k-1',
      log: testLogger(),
      fetch: async (req) => {
        const url = new URL(req.url);
        seen.push({ method: req.method, url: req.url, auth: req.headers.get('authorization'), key: req.headers.get('idempotency-key'), body: req.method === 'POST' ? await req.json() : null });
        return (answers[`${req.method} ${url.pathname}`] ?? (() => new Response('no', { status: 500 })))();
      },
    });
    expect(await bridge.submit({ reference: '4:2', amount: 1_000, toAddress: SETTLES, chain: 'base' })).toEqual({ accepted: true, txId: 'tx_1' });
    expect(seen[0]).toEqual({ method: 'POST', url: 'https://bridge.example/v1/transfers', auth: 'Bearer k-1', key: '4:2', body: { reference: '4:2', amount: 1_000, to_address: SETTLES, chain: 'base' } });
    expect(await bridge.status('tx_1')).toEqual({ state: 'failed', reason: 'address blocked' });
    expect(await bridge.info()).toEqual({ available: true, chains: ['ethereum', 'base', 'arbitrum'] });
    await expect(bridge.status('tx_2')).rejects.toSatisfy((e) => isAppError(e) && e.code === 'UPSTREAM');

    answers['POST /v1/transfers'] = () => Response.json({ message: 'chain not supported' }, { status: 422 });
    expect(await bridge.submit({ reference: '4:3', amount: 1_000, toAddress: SETTLES, chain: 'base' })).toEqual({ accepted: false, reason: 'chain not supported' });
    answers['POST /v1/transfers'] = () => Response.json({ message: 'slow down' }, { status: 429 });
    await expect(bridge.submit({ reference: '4:4', amount: 1_000, toAddress: SETTLES, chain: 'base' })).rejects.toSatisfy((e) => isAppError(e) && e.code === 'UPSTREAM');

    const unreachable = createHttpBridge({ baseUrl: 'https://bridge.example', apiKey: 'k', log: testLogger(), fetch: () => Promise.reject(new DOMException('timed out', 'TimeoutError')) });
    await expect(unreachable.submit({ reference: '4:5', amount: 1_000, toAddress: SETTLES, chain: 'base' })).rejects.toSatisfy((e) => isAppError(e) && e.code === 'UPSTREAM');
    expect(await unreachable.info()).toEqual({ available: false, chains: [] });
    // Without its settings it calls nothing and refuses.
    const unset = createHttpBridge({ baseUrl: '', apiKey: '', log: testLogger(), fetch: () => Promise.reject(new Error('must not be called')) });
    await expect(unset.status('tx_1')).rejects.toSatisfy((e) => isAppError(e) && e.code === 'UPSTREAM');
  });
});
