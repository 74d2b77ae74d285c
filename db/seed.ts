import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from './client';
import { merchantProfiles, plans, subscriptions, tenants, users, type Tenant } from './schema';
import type { SubscriptionStatus } from '../shared/subscription';
import { allFeatures } from '../shared/features';
import type { TenantSettings } from '../shared/schemas/tenant';
import { hashPassword } from '../worker/lib/crypto';
import type { ObjectStorage } from '../worker/adapters/types';
import { seedCatalogue } from './seed-catalogue';
import { seedCommunity } from './seed-community';
import { seedCommerce } from './seed-commerce';
import { seedPoints } from './seed-points';

export const DEMO_PASSWORD = 'demo1234!';

interface DemoTenant {
  name: string;
  displayName: string;
  domain: string;
  isLocalhost: boolean;
  settings: TenantSettings;
}

const DEMO_TENANTS: DemoTenant[] = [
  {
    name: 'farm',
    displayName: '로컬팜',
    domain: 'farm.localhost',
    isLocalhost: true,
    settings: {
      logo_url: '/brand/farm-logo.svg',
      contact_email: 'help@localfarm.example',
      contact_phone: '1588-0000',
      business_hours: '평일 09:00 - 18:00 (점심 12:00 - 13:00)',
      theme: { primary: '#2F855A', accent: '#DD6B20', 'primary-light': '#2F855A20', 'accent-light': '#DD6B2020' },
      company_info: {
        company_name: '주식회사 로컬팜',
        ceo_name: '김농부',
        business_number: '123-45-67890',
        address: '경기도 양평군 양평읍 농부길 12',
        sales_report_number: '2026-경기양평-0001',
      },
      service_info: {
        service_name: '로컬팜',
        service_description: '동네 농부와 이웃을 잇는 신선 직거래 마켓',
        service_tagline: '오늘 수확해 오늘 받는 채소',
        hero_title: '우리 동네 농부의 <b>오늘 수확</b>',
        hero_subtitle: '산지에서 식탁까지 하루',
        hero_description: '농부의 밭을 영상으로 보고, 픽업이나 배달로 신선하게 받아보세요.',
        landing: {
          features: [
            { icon: 'eye', title: '농장 관찰', text: '밭에서 자라는 과정을 영상과 글로 직접 확인하세요.' },
            { icon: 'leaf', title: '신선한 채소', text: '오늘 수확한 제철 농산물을 산지에서 바로 받아보세요.' },
            { icon: 'bag', title: '간편한 픽업 주문', text: '미리 주문하고 가까운 농장에서 원하는 시간에 찾아가세요.' },
            { icon: 'gift', title: '리워드 적립', text: '구매하고 후기와 게시글을 남기면 포인트가 쌓입니다.' },
          ],
          stories: [
            { name: '김OO 님', origin: '양평 햇살농장 · 토마토', quote: '유기농 토마토를 키운 지 12년째, 손님들이 밭에서 자라는 모습을 영상으로 보고 주문해주셔서 신뢰가 쌓였어요.' },
            { name: '최OO 님', origin: '이천 쌀농원 · 쌀', quote: '도정한 날 바로 보내드리니 밥맛이 다르다는 후기가 많아요. 단골 이웃이 해마다 늘어납니다.' },
            { name: '박OO 님', origin: '청송 사과마을 · 사과', quote: '픽업 주문 덕분에 동네 이웃들이 직접 농장에 찾아오세요. 수확 체험 문의도 많아졌어요.' },
          ],
          slides: [
            { title: '밭에서 식탁까지, 가장 신선하게', subtitle: '우리 동네 농부가 직접 보내드려요' },
            { title: '밭에서 자라는 과정을 영상으로', subtitle: '농장 관찰로 믿고 고르는 먹거리' },
            { title: '가까운 농장에서 픽업 주문', subtitle: '주문하고 편한 시간에 찾아가세요' },
          ],
          closing_title: '지금 바로 시작해보세요',
          closing_text: '동네 농부와 이웃을 잇는 직거래, 가입은 1분이면 충분합니다.',
        },
      },
      legal_info: {
        shipping_fee: 3000,
        free_shipping_threshold: 50000,
        return_address: '경기도 양평군 양평읍 농부길 12 로컬팜 물류센터',
        return_contact: '1588-0000',
        return_hours: '평일 10:00 - 17:00',
      },
    },
  },
  {
    name: 'sea',
    displayName: '바다마켓',
    domain: 'sea.localhost',
    isLocalhost: false,
    settings: {
      logo_url: '/brand/sea-logo.svg',
      contact_email: 'cs@seamarket.example',
      contact_phone: '1577-1234',
      business_hours: '매일 08:00 - 20:00',
      theme: { primary: '#2B6CB0', accent: '#00A3C4', 'primary-light': '#2B6CB020', 'accent-light': '#00A3C420' },
      company_info: {
        company_name: '바다마켓 주식회사',
        ceo_name: '박어부',
        business_number: '234-56-78901',
        address: '부산광역시 해운대구 바다로 45',
        sales_report_number: '2026-부산해운대-0042',
      },
      service_info: {
        service_name: '바다마켓',
        service_description: '어부가 직접 보내는 제철 수산물',
        service_tagline: '새벽 경매보다 빠른 산지 직송',
        hero_title: '오늘 새벽 잡은 <b>제철 수산물</b>',
        hero_subtitle: '항구에서 바로 보내드려요',
        hero_description: '어부의 배와 항구를 영상으로 만나고, 믿을 수 있는 수산물을 받아보세요.',
        landing: {
          features: [
            { icon: 'eye', title: '조업 현장 관찰', text: '배와 항구에서 잡고 손질하는 과정을 영상과 글로 직접 확인하세요.' },
            { icon: 'fish', title: '싱싱한 제철 수산물', text: '오늘 새벽 잡은 생선과 해산물을 항구에서 바로 받아보세요.' },
            { icon: 'delivery', title: '새벽 산지 직송', text: '아이스박스에 담아 다음 날 새벽 문 앞까지 보내드려요.' },
            { icon: 'gift', title: '리워드 적립', text: '구매하고 후기와 게시글을 남기면 포인트가 쌓입니다.' },
          ],
          stories: [
            { name: '이OO 님', origin: '제주 푸른바다 · 갈치', quote: '새벽에 잡은 갈치를 당일 발송하니 단골이 늘었습니다. 중간 유통 없이 제값을 받을 수 있어 좋아요.' },
            { name: '정OO 님', origin: '통영 바다목장 · 굴', quote: '굴 까는 모습을 영상으로 올렸더니 믿고 주문하신다는 분이 많아요. 제철마다 다시 찾아주세요.' },
            { name: '한OO 님', origin: '속초 동명항 · 오징어', quote: '배가 들어오는 시간에 맞춰 손질해 보내드려요. 항구의 맛 그대로라는 후기가 가장 뿌듯합니다.' },
          ],
          slides: [
            { title: '항구에서 식탁까지, 가장 싱싱하게', subtitle: '어부가 직접 잡아 보내드려요' },
            { title: '조업 현장을 영상으로', subtitle: '배와 항구를 보고 믿고 고르는 수산물' },
            { title: '새벽 경매보다 빠른 산지 직송', subtitle: '아이스박스에 담아 다음 날 새벽 도착' },
          ],
          closing_title: '오늘의 바다를 식탁으로',
          closing_text: '어부와 이웃을 잇는 수산물 직거래, 가입은 1분이면 충분합니다.',
        },
      },
      legal_info: {
        shipping_fee: 4000,
        free_shipping_threshold: 60000,
        return_address: '부산광역시 해운대구 바다로 45 바다마켓 센터',
        return_contact: '1577-1234',
        return_hours: '매일 09:00 - 18:00',
      },
    },
  },
];

/** Points per activity and daily caps (admin-editable; a score of 0 turns the activity off). */
const DEMO_SCORING: Pick<TenantSettings, 'activity_scores' | 'activity_daily_caps' | 'earn_rules'> = {
  activity_scores: { comment_create: 5, post_text: 10, post_with_photo: 20, post_with_video: 30, review_text: 20, review_photo: 40 },
  activity_daily_caps: { comment_create: 10, post_text: 3, post_with_photo: 3, post_with_video: 3, review_text: 5, review_photo: 5 },
  // The rates and bonuses of commerce.md §9.
  earn_rules: {
    activity_enabled: { comment_create: true, post_text: true, post_with_photo: true, post_with_video: true, review_text: true, review_photo: true },
    non_activity: {
      vip_tier: { enabled: true, tier_rates: { '1': 0.02, '2': 0.05, '3': 0.1 } },
      first_order: { enabled: true, bonus: 1000 },
      minimum_order: { enabled: true, min_amount: 30000, rate: 0.03 },
      weekend: { enabled: true, rate: 0.02 },
    },
  },
};

const DEMO_PLANS = [
  { code: 'basic', name: '베이직', amount: 9900, prdLimit: 10, trialDays: 14, interval: 'month' as const },
  { code: 'pro', name: '프로', amount: 29900, prdLimit: 100, trialDays: 0, interval: 'month' as const },
  { code: 'unlimited', name: '무제한', amount: 59900, prdLimit: -1, trialDays: 0, interval: 'month' as const },
  // A weekly plan, so the week interval (the legal text's weekly cycle) can be seen.
  { code: 'lite-weekly', name: '주간 라이트', amount: 4900, prdLimit: 5, trialDays: 0, interval: 'week' as const },
];

/**
 * The demo merchants' plans, so every state of the subscription card can be seen: the main demo
 * merchant has room (its flows add products), merchant5 is at its limit (5 products on a 5-product
 * plan on farm, 7 on sea), merchant4's charges failed (past_due), merchant6 is in its free trial.
 * Seeded rows have no billing key (no card was registered at the gateway), so a charge of one cannot
 * reach the gateway: the billing run must treat a row without a key as a failed charge or skip it;
 * the merchant registers a card by paying for a plan on /merchant/subscription.
 */
const DEMO_SUBSCRIPTIONS: { email: string; plan: string; status: SubscriptionStatus }[] = [
  { email: 'merchant@example.com', plan: 'unlimited', status: 'active' },
  { email: 'merchant2@example.com', plan: 'pro', status: 'active' },
  { email: 'merchant3@example.com', plan: 'pro', status: 'active' },
  { email: 'merchant4@example.com', plan: 'basic', status: 'past_due' },
  { email: 'merchant5@example.com', plan: 'lite-weekly', status: 'active' },
  { email: 'merchant6@example.com', plan: 'basic', status: 'trialing' },
];

export interface SeedOptions {
  /** Where the demo pictures and videos go: the app's media storage (disk, R2 or memory). */
  storage: ObjectStorage;
}

/**
 * Demo tenants, accounts, catalogue (db/seed-catalogue.ts), community (db/seed-community.ts) and
 * sales and reviews (db/seed-commerce.ts), and the points all of these earned (db/seed-points.ts);
 * running it again changes nothing.
 */
export async function seed(db: Db, opts: SeedOptions): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const demo of DEMO_TENANTS) {
    const tenant = await upsertTenant(db, demo);
    await seedPlans(db, tenant);
    await seedAccounts(db, tenant, demo, passwordHash);
    await seedCatalogue(db, tenant, opts.storage, passwordHash);
    await seedCommunity(db, tenant, opts.storage, passwordHash);
    await seedCommerce(db, tenant, opts.storage);
    await seedPoints(db, tenant);
    await seedSubscriptions(db, tenant);
  }
}

async function upsertTenant(db: Db, demo: DemoTenant): Promise<Tenant> {
  const [existing] = await db.select().from(tenants).where(eq(tenants.name, demo.name)).limit(1);
  if (existing) return existing;
  // The localhost site is the platform's choice (the tenant console moves it): a database where another
  // site holds it keeps that one (tenants_one_localhost allows one).
  const [localhost] = demo.isLocalhost ? await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.isLocalhost, true)).limit(1) : [];
  const [created] = await db
    .insert(tenants)
    .values({
      name: demo.name,
      displayName: demo.displayName,
      domain: demo.domain,
      isLocalhost: demo.isLocalhost && !localhost,
      features: allFeatures(true),
      themeColor: demo.settings.theme?.primary,
      settings: { ...demo.settings, ...DEMO_SCORING },
      // A test account the local gateway simulator knows by its mall id (not a real KICC account).
      paymentConfig: { environment: 'test', mall_id: `T-${demo.name}`, msg_auth_secret: `demo-simulator-${demo.name}`, base_public_url: '', active: true },
    })
    .returning();
  return created;
}

async function seedPlans(db: Db, tenant: Tenant): Promise<void> {
  const have = await db.select({ code: plans.code }).from(plans).where(eq(plans.tenantId, tenant.id));
  const missing = DEMO_PLANS.filter((p) => !have.some((h) => h.code === p.code));
  if (missing.length === 0) return;
  await db.insert(plans).values(
    missing.map((p) => ({
      tenantId: tenant.id,
      code: p.code,
      name: p.name,
      amount: p.amount,
      interval: p.interval,
      trialDays: p.trialDays,
      settings: { fee_rate: 0.1, prd_limit: p.prdLimit },
    })),
  );
}

async function seedAccounts(db: Db, tenant: Tenant, demo: DemoTenant, passwordHash: string): Promise<void> {
  const accounts = [
    { email: 'admin@example.com', username: '관리자', userType: 'superuser' as const },
    { email: 'merchant@example.com', username: demo.name === 'farm' ? '햇살농부' : '푸른바다어부', userType: 'merchant' as const },
    { email: 'customer@example.com', username: '김이웃', userType: 'customer' as const },
  ];
  for (const a of accounts) {
    const [existing] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, tenant.id), eq(users.email, a.email), isNull(users.deletedAt)))
      .limit(1);
    if (existing) continue;
    await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          tenantId: tenant.id,
          email: a.email,
          username: a.username,
          passwordHash,
          userType: a.userType,
          phone: '01012345678',
          address: demo.settings.company_info?.address ?? '',
        })
        .returning();
      if (a.userType === 'merchant') {
        await tx.insert(merchantProfiles).values({
          tenantId: tenant.id,
          userId: user.id,
          businessName: demo.name === 'farm' ? '햇살농원' : '푸른바다수산',
          businessNumber: '1234567890',
          businessDescription: demo.name === 'farm' ? '양평에서 3대째 유기농 채소를 키웁니다.' : '부산 앞바다에서 매일 조업합니다.',
          address: demo.settings.company_info?.address ?? '',
          phone: '01012345678',
        });
      }
    });
  }
}

const DAY_MS = 86_400_000;
const periodDays = (interval: 'week' | 'month' | 'year') => (interval === 'week' ? 7 : interval === 'month' ? 30 : 365);

/** DEMO_SUBSCRIPTIONS of one site: a merchant who has a subscription (seeded or their own) keeps it. */
async function seedSubscriptions(db: Db, tenant: Tenant, now = new Date()): Promise<void> {
  const sitePlans = await db.select().from(plans).where(eq(plans.tenantId, tenant.id));
  for (const d of DEMO_SUBSCRIPTIONS) {
    const plan = sitePlans.find((p) => p.code === d.plan);
    const [user] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, tenant.id), eq(users.email, d.email), eq(users.userType, 'merchant'), isNull(users.deletedAt)))
      .limit(1);
    if (!plan || !user) continue;
    const trialing = d.status === 'trialing';
    const pastDue = d.status === 'past_due';
    const days = trialing ? plan.trialDays : periodDays(plan.interval) * plan.intervalCount;
    // Trials started 3 days ago; active periods are under way; a past_due period ended 4 days ago unpaid.
    const start = new Date(now.getTime() - (trialing ? 3 : pastDue ? days + 4 : Math.min(3, days - 1)) * DAY_MS);
    const end = new Date(start.getTime() + days * DAY_MS);
    await db
      .insert(subscriptions)
      .values({
        tenantId: tenant.id,
        userId: user.id,
        planId: plan.id,
        status: d.status,
        amount: plan.amount,
        cardLabel: '테스트카드 ****1234',
        currentPeriodStart: start,
        currentPeriodEnd: end,
        // past_due: the retries are spent and nothing is due until the merchant pays again.
        nextBillingAt: pastDue ? null : end,
        trialEndsAt: trialing ? end : null,
        failedAttempts: pastDue ? 4 : 0,
        lastFailureAt: pastDue ? new Date(now.getTime() - DAY_MS) : null,
        lastFailureReason: pastDue ? '카드 한도 초과' : null,
        createdAt: start,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: [subscriptions.tenantId, subscriptions.userId] });
  }
}
