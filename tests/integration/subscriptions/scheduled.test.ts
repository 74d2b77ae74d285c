import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobRuns, type Tenant } from '../../../db/schema';
import { BILLING_RETRY_HOURS } from '../../../shared/subscription';
import { runScheduledJobs } from '../../../worker/jobs/run-scheduled-jobs';
import { createTestApp, type TestApp } from '../../fixtures/app';
import { withGateway } from '../../fixtures/payments';
import { cardWill, chargesOf, createPlan, planOf, putOnPlan, subscribe, subscriptionOf } from '../../fixtures/subscriptions';

/**
 * Plan billing as the scheduler runs it: the charge-subscriptions job of the job runner (the same
 * call Cron Triggers and the Node timer make), and the notification sender mailing the merchant.
 */
let t: TestApp;
let tenant: Tenant;
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await withGateway(t, await t.createTenant());
}, 60_000);
afterAll(async () => t?.close());

const tick = (jobs: string[]) => runScheduledJobs(t.deps, { now: t.clock.now(), only: jobs, tenantIds: [tenant.id] });

async function mailTo(to: string): Promise<{ subject: string }[]> {
  const res = await t.request(tenant, 'GET', `/api/dev/outbox?to=${encodeURIComponent(to)}`);
  return ((await res.json()) as { messages: { subject: string }[] }).messages;
}

describe('the charge-subscriptions job', () => {
  it('bills a trial that ended once when two runs overlap, then suspends after the retries and mails the merchant', async () => {
    const plan = await createPlan(t, tenant, { amount: 9900, trialDays: 7 });
    const { user, token } = await t.createUser(tenant, 'merchant', {}, { plan: false });
    await subscribe(t, tenant, token, plan.id, 'trial');
    const trial = await subscriptionOf(t, tenant, user.id);

    t.clock.set(new Date(trial.nextBillingAt!.getTime() + 60_000));
    await Promise.all([tick(['charge-subscriptions']), tick(['charge-subscriptions'])]);
    expect((await chargesOf(t, trial.id)).map((c) => c.status)).toEqual(['paid']);
    const runs = await t.db.select().from(jobRuns).where(eq(jobRuns.tenantId, tenant.id));
    expect(runs.filter((r) => r.job === 'charge-subscriptions')).toHaveLength(1);
    const active = await subscriptionOf(t, tenant, user.id);
    expect(active.status).toBe('active');

    // The next period's card declines: the first try and its three retries, an hour's run each.
    await cardWill(t, tenant, active.billingKey!, 'decline');
    t.clock.set(new Date(active.nextBillingAt!.getTime() + 60_000));
    await tick(['charge-subscriptions']);
    for (const hours of BILLING_RETRY_HOURS) {
      t.clock.advance(hours * HOUR);
      await tick(['charge-subscriptions']);
    }
    expect(await subscriptionOf(t, tenant, user.id)).toMatchObject({ status: 'past_due', failedAttempts: 4 });
    await tick(['send-notifications']);
    const subjects = (await mailTo(user.email)).map((m) => m.subject);
    expect(subjects.filter((s) => s.includes('요금제 결제에 실패했습니다'))).toHaveLength(3);
    expect(subjects.filter((s) => s.includes('구독이 정지되었습니다'))).toHaveLength(1);
  });

  it('suspends a subscription whose period ended without a card to charge, and tells the merchant', async () => {
    const { user } = await t.createUser(tenant, 'merchant', {}, { plan: false });
    const start = t.clock.now();
    const plan = await planOf(t.db, tenant.id, 'no-card', { amount: 5000, prdLimit: 10 });
    await putOnPlan(t.db, tenant.id, user.id, plan, 'active', start);
    t.clock.set(new Date(start.getTime() + 31 * 24 * HOUR));
    await tick(['charge-subscriptions']);
    expect(await subscriptionOf(t, tenant, user.id)).toMatchObject({ status: 'past_due', nextBillingAt: null });
    await tick(['send-notifications']);
    expect((await mailTo(user.email)).map((m) => m.subject).filter((s) => s.includes('구독이 정지되었습니다'))).toHaveLength(1);
  });
});
