import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenants, type Tenant } from '../../../db/schema';
import { MSG } from '../../../shared/messages';
import type { ActivityScores, EarnRules } from '../../../shared/schemas/admin';
import { ACTIVITY_KEYS } from '../../../shared/schemas/tenant';
import { DEFAULT_ACTIVITY_DAILY_CAPS, DEFAULT_ACTIVITY_SCORES, DEFAULT_ORDER_RULES } from '../../../shared/wallet';
import { createTestApp, type TestApp } from '../../fixtures/app';
import { adminOf, auditRowsOf } from '../../fixtures/admin';

/**
 * A site's activity scores and earn rules in the tenant console: read as the site's values over the
 * code's defaults (what earning applies), stored only when valid (commerce.md §5 Scores and daily caps).
 */
let t: TestApp;
let home: Tenant;
let admin: Awaited<ReturnType<typeof adminOf>>;

beforeAll(async () => {
  t = await createTestApp();
  home = await t.createTenant();
  admin = await adminOf(t, home);
}, 60_000);
afterAll(async () => t?.close());

const settingsOf = async (site: Tenant) => (await t.db.select().from(tenants).where(eq(tenants.id, site.id)))[0].settings;

describe('activity scores', () => {
  it('answers every activity with the defaults filled in, and stores integers of at least 0 over them', async () => {
    const site = await t.createTenant();
    const first = await admin.call<ActivityScores>('GET', `/api/admin/tenants/${site.id}/activity-scores`);
    expect(first.body).toEqual({ activity_scores: DEFAULT_ACTIVITY_SCORES, activity_daily_caps: DEFAULT_ACTIVITY_DAILY_CAPS });
    expect(Object.keys(first.body.activity_scores).sort()).toEqual([...ACTIVITY_KEYS].sort());

    const saved = await admin.call<ActivityScores>('PUT', `/api/admin/tenants/${site.id}/activity-scores`, {
      activity_scores: { post_text: 0, review_photo: 77 },
      activity_daily_caps: { comment_create: 0 },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.activity_scores).toEqual({ ...DEFAULT_ACTIVITY_SCORES, post_text: 0, review_photo: 77 });
    expect(saved.body.activity_daily_caps).toEqual({ ...DEFAULT_ACTIVITY_DAILY_CAPS, comment_create: 0 });
    expect((await admin.call('GET', `/api/admin/tenants/${site.id}/activity-scores`)).body).toEqual(saved.body);
    // Scores are the site's internals: the public answer never carries them.
    const current = await (await t.request(site, 'GET', '/api/tenant/current')).json();
    expect(JSON.stringify(current)).not.toContain('activity_scores');
    const [log] = await auditRowsOf(t, site, 'admin.tenants.saveActivityScores');
    expect(log).toMatchObject({ target: `tenant:${site.id}`, after: { settings: { activity_scores: { post_text: 0, review_photo: 77 } } } });
  });

  it('refuses a negative, fractional or non-numeric score and an unknown activity, storing nothing', async () => {
    const site = await t.createTenant();
    const put = (body: unknown) => admin.call<{ detail: string }>('PUT', `/api/admin/tenants/${site.id}/activity-scores`, body);
    expect(await put({ activity_scores: { post_text: -1 }, activity_daily_caps: {} })).toMatchObject({ status: 422, body: { detail: MSG.scoreInvalid } });
    expect((await put({ activity_scores: { post_text: 1.5 }, activity_daily_caps: {} })).status).toBe(422);
    expect((await put({ activity_scores: { post_text: 'ten' }, activity_daily_caps: {} })).status).toBe(422);
    expect(await put({ activity_scores: { dancing: 5 }, activity_daily_caps: {} })).toMatchObject({ status: 422, body: { detail: MSG.scoreActivityUnknown } });
    expect(await put({ activity_scores: {}, activity_daily_caps: { dancing: 5 } })).toMatchObject({ status: 422, body: { detail: MSG.scoreActivityUnknown } });
    expect((await settingsOf(site)).activity_scores).toBeUndefined();
    expect(await auditRowsOf(t, site)).toEqual([]);
  });
});

describe('earn rules', () => {
  it('answers the rules with the defaults filled in, stores a valid change, and the site’s earning follows it', async () => {
    const site = await t.createTenant();
    const first = await admin.call<EarnRules>('GET', `/api/admin/tenants/${site.id}/earn-rules`);
    expect(first.body.earn_rules.non_activity).toEqual(DEFAULT_ORDER_RULES);
    expect(Object.values(first.body.earn_rules.activity_enabled ?? {})).toEqual(ACTIVITY_KEYS.map(() => true));

    const { token } = await t.createUser(site, 'customer');
    const simulate = async () => JSON.stringify(await (await t.request(site, 'GET', '/api/wallet/earn-simulation?order_amount=35000', { token })).json());
    const before = await simulate();

    const saved = await admin.call<EarnRules>('PUT', `/api/admin/tenants/${site.id}/earn-rules`, {
      earn_rules: { activity_enabled: { post_text: false }, non_activity: { first_order: { enabled: true, bonus: 2500 }, weekend: { enabled: false, rate: 0.04 } } },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.earn_rules).toMatchObject({
      activity_enabled: { post_text: false, review_text: true },
      non_activity: { first_order: { enabled: true, bonus: 2500 }, weekend: { enabled: false, rate: 0.04 }, vip_tier: DEFAULT_ORDER_RULES.vip_tier },
    });
    const after = await simulate();
    expect(after).not.toEqual(before);
    expect(after).toContain('2500');
    expect((await admin.call('GET', `/api/admin/tenants/${site.id}/earn-rules`)).body).toEqual(saved.body);
  });

  it('refuses a rate outside 0..1, a negative bonus or minimum, an unknown tier or activity, storing nothing', async () => {
    const site = await t.createTenant();
    const put = (non_activity: unknown, activity_enabled?: unknown) =>
      admin.call<{ detail: string }>('PUT', `/api/admin/tenants/${site.id}/earn-rules`, { earn_rules: { non_activity, activity_enabled } });
    expect(await put({ weekend: { enabled: true, rate: 1.2 } })).toMatchObject({ status: 422, body: { detail: MSG.ruleRateInvalid } });
    expect(await put({ minimum_order: { enabled: true, min_amount: 1000, rate: -0.1 } })).toMatchObject({ status: 422, body: { detail: MSG.ruleRateInvalid } });
    expect(await put({ minimum_order: { enabled: true, min_amount: -1, rate: 0.1 } })).toMatchObject({ status: 422, body: { detail: MSG.ruleAmountInvalid } });
    expect(await put({ first_order: { enabled: true, bonus: -5 } })).toMatchObject({ status: 422, body: { detail: MSG.ruleAmountInvalid } });
    expect(await put({ vip_tier: { enabled: true, tier_rates: { '1': 0.5, '2': 2 } } })).toMatchObject({ status: 422, body: { detail: MSG.ruleRateInvalid } });
    expect(await put({ vip_tier: { enabled: true, tier_rates: { '9': 0.1 } } })).toMatchObject({ status: 422, body: { detail: MSG.ruleTierUnknown } });
    expect(await put({}, { dancing: true })).toMatchObject({ status: 422, body: { detail: MSG.scoreActivityUnknown } });
    expect((await put({ weekend: { enabled: 'yes', rate: 0.1 } })).status).toBe(422);
    expect((await settingsOf(site)).earn_rules).toBeUndefined();
    expect(await auditRowsOf(t, site)).toEqual([]);
  });
});
