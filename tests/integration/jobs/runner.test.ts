import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobRuns, sessions } from '../../../db/schema';
import { JOBS } from '../../../worker/jobs';
import { cleanupExpiredJob } from '../../../worker/jobs/cleanup-expired';
import { runScheduledJobs } from '../../../worker/jobs/run-scheduled-jobs';
import { periodKey } from '../../../worker/jobs/period';
import { PLATFORM_TENANT_ID, type JobCtx, type PlatformJob, type TenantJob } from '../../../worker/jobs/types';
import { createTestApp, type TestApp } from '../../fixtures/app';

/** The scheduler (worker/jobs/): one run a (job, tenant, period), whatever overlaps; failures stay with their tenant. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let seq = 0;
const jobName = (what: string) => `test-${what}-${Date.now().toString(36)}-${seq++}`;
const runsOf = (job: string) => t.db.select().from(jobRuns).where(eq(jobRuns.job, job));

describe('period keys', () => {
  it('names the minute and the hour in UTC and the day in Korea', () => {
    const at = new Date('2026-11-27T16:05:42Z');
    expect(periodKey('minute', at)).toBe('2026-11-27T16:05');
    expect(periodKey('hour', at)).toBe('2026-11-27T16');
    // 16:05 UTC is 01:05 the next day in Seoul.
    expect(periodKey('day', at)).toBe('2026-11-28');
  });
});

describe('runScheduledJobs', () => {
  it('does the work of a period once when two runs overlap, and again in the next period', async () => {
    let work = 0;
    const job: PlatformJob = {
      name: jobName('overlap'),
      period: 'hour',
      perTenant: false,
      async run() {
        work++;
        // Long enough for the other run to try its claim meanwhile.
        await new Promise((r) => setTimeout(r, 50));
        return { work };
      },
    };
    const now = new Date('2026-11-27T09:10:00Z');
    const [a, b] = await Promise.all([runScheduledJobs(t.deps, { now, jobs: [job] }), runScheduledJobs(t.deps, { now, jobs: [job] })]);
    expect(work).toBe(1);
    expect([...a, ...b].map((r) => r.outcome).sort()).toEqual(['done', 'skipped']);
    // Later in the same hour: still once.
    await runScheduledJobs(t.deps, { now: new Date('2026-11-27T09:59:00Z'), jobs: [job] });
    expect(work).toBe(1);
    const [run] = await runsOf(job.name);
    expect(run).toMatchObject({ tenantId: PLATFORM_TENANT_ID, periodKey: '2026-11-27T09', status: 'done', result: { work: 1 } });
    expect(run.finishedAt).not.toBeNull();

    await runScheduledJobs(t.deps, { now: new Date('2026-11-27T10:00:00Z'), jobs: [job] });
    expect(work).toBe(2);
    expect((await runsOf(job.name)).map((r) => r.periodKey).sort()).toEqual(['2026-11-27T09', '2026-11-27T10']);
  });

  it('runs a per-tenant job with the tenant’s context, and one tenant’s failure does not stop the others', async () => {
    const failing = await t.createTenant();
    const fine = await t.createTenant();
    const proxy = await t.createTenant({ proxyTenant: fine.name });
    const seen = new Map<number, JobCtx>();
    const job: TenantJob = {
      name: jobName('tenants'),
      period: 'minute',
      perTenant: true,
      async run(ctx) {
        if (ctx.tenant.id === failing.id) throw new Error('this tenant’s job broke');
        seen.set(ctx.tenant.id, ctx);
        return { tenant: ctx.tenant.name };
      },
    };
    const now = new Date('2026-11-27T09:10:30Z');
    const reports = await runScheduledJobs(t.deps, { now, jobs: [job] });
    // Every active tenant had its run (the other files' too, on a shared database).
    expect(reports.length).toBeGreaterThanOrEqual(3);
    const byTenant = new Map(reports.map((r) => [r.tenantId, r]));
    expect(byTenant.get(failing.id)).toMatchObject({ outcome: 'failed', error: expect.stringContaining('this tenant’s job broke') });
    expect(byTenant.get(fine.id)?.outcome).toBe('done');
    expect(byTenant.get(proxy.id)?.outcome).toBe('done');

    const ctx = seen.get(fine.id)!;
    expect(ctx).toMatchObject({ user: null, periodKey: '2026-11-27T09:10', inTransaction: false });
    expect(ctx.own.tenantId).toBe(fine.id);
    expect(seen.get(proxy.id)!.own.tenantId).toBe(proxy.id);
    // A proxy site shows its target's rows, as its requests do.
    expect(seen.get(proxy.id)!.shown.tenantId).toBe(fine.id);

    const [failed] = await t.db.select().from(jobRuns).where(and(eq(jobRuns.job, job.name), eq(jobRuns.tenantId, failing.id)));
    expect(failed).toMatchObject({ status: 'failed', error: expect.stringContaining('this tenant’s job broke') });
    expect(t.log.lines('error').some((l) => l.includes(`job ${job.name} failed (tenant ${failing.id}`))).toBe(true);
    // The failed run is not repeated in its minute; the next minute tries again.
    // (Only this file's tenants: on a shared database another file may add a site meanwhile.)
    const mine = [failing.id, fine.id, proxy.id];
    expect((await runScheduledJobs(t.deps, { now, jobs: [job], tenantIds: mine })).every((r) => r.outcome === 'skipped')).toBe(true);
    const next = await runScheduledJobs(t.deps, { now: new Date('2026-11-27T09:11:00Z'), jobs: [job] });
    expect(next.find((r) => r.tenantId === failing.id)?.outcome).toBe('failed');
  });

  it('runs only the jobs asked for', async () => {
    let ran = 0;
    const a: PlatformJob = { name: jobName('only-a'), period: 'day', perTenant: false, run: async () => void ran++ };
    const b: PlatformJob = { name: jobName('only-b'), period: 'day', perTenant: false, run: async () => void (ran += 10) };
    const reports = await runScheduledJobs(t.deps, { now: new Date('2026-11-27T09:00:00Z'), jobs: [a, b], only: [b.name] });
    expect(ran).toBe(10);
    expect(reports.map((r) => r.job)).toEqual([b.name]);
  });

  it('runs the declared clean-up as a platform job once an hour, pruning old job runs', async () => {
    const tenant = await t.createTenant();
    const { user } = await t.createUser(tenant);
    const now = t.clock.now();
    const day = 24 * 60 * 60 * 1000;
    const tag = `jobs-${tenant.id}`;
    await t.db.insert(sessions).values({ tokenHash: `${tag}-old`, tenantId: tenant.id, userId: user.id, expiresAt: new Date(now.getTime() - 2 * day) });
    const oldJob = jobName('old');
    await t.db.insert(jobRuns).values([
      { job: oldJob, tenantId: tenant.id, periodKey: 'done-3-days', status: 'done', startedAt: new Date(now.getTime() - 3 * day) },
      { job: oldJob, tenantId: tenant.id, periodKey: 'failed-3-days', status: 'failed', startedAt: new Date(now.getTime() - 3 * day) },
      { job: oldJob, tenantId: tenant.id, periodKey: 'failed-31-days', status: 'failed', startedAt: new Date(now.getTime() - 31 * day) },
    ]);

    expect(JOBS).toContain(cleanupExpiredJob);
    expect(cleanupExpiredJob).toMatchObject({ period: 'hour', perTenant: false });
    // Under a name of this run's own: on a shared PostgreSQL an earlier run may have had this hour.
    const job = { ...cleanupExpiredJob, name: jobName('cleanup') };
    const reports = await runScheduledJobs(t.deps, { now, jobs: [job] });
    const first = reports[0];
    expect(first).toMatchObject({ tenantId: PLATFORM_TENANT_ID, outcome: 'done' });
    expect(first!.result).toMatchObject({ sessions: expect.any(Number), expiredPayments: expect.any(Number), jobRuns: expect.any(Number) });
    expect(await t.db.select().from(sessions).where(eq(sessions.tokenHash, `${tag}-old`))).toEqual([]);
    expect((await runsOf(oldJob)).map((r) => r.periodKey)).toEqual(['failed-3-days']);
    expect((await runScheduledJobs(t.deps, { now, jobs: [job] }))[0].outcome).toBe('skipped');
  });
});
