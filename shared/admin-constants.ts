import type { FeatureKey } from './features';

/** The system administrator's screens (commerce.md §2 Admin, §9): pages, presets, defaults. */

/** Admin lists (payments, subscriptions, the audit log): 20 a page. */
export const ADMIN_PAGE_SIZE = 20;
export const ADMIN_PAGE_MAX = 100;

/** The theme's six preset colours; a new site starts on the first. Light variants add `20` (12% alpha). */
export const THEME_PRESETS = [
  { label: '오렌지', color: '#FF9630' },
  { label: '그린', color: '#2F9E44' },
  { label: '블루', color: '#1C7ED6' },
  { label: '레드', color: '#E03131' },
  { label: '퍼플', color: '#7048E8' },
  { label: '차콜', color: '#343A40' },
] as const;
export const DEFAULT_THEME_COLOR = '#FF9630';
/** `#RRGGBB` → its light variant, as the theme stores it (commerce.md §9 Theme presets). */
export const lightVariant = (color: string): string => `${color}20`;
export const THEME_COLOR_PATTERN = /^#[0-9A-Fa-f]{6}$/;

/** A new plan in the editor (commerce.md §9 New plan defaults). */
export const NEW_PLAN_DEFAULTS = {
  code: 'new',
  name: 'new plan',
  amount: 0,
  interval: 'month',
  interval_count: 1,
  trial_days: 0,
  active: true,
  settings: { fee_rate: 0.1, prd_limit: 100 },
} as const;

/** The settings modal's tabs, in order (commerce.md §2 Admin): their address key and Korean label. */
export const TENANT_SETTINGS_TABS = [
  { key: 'features', label: '기능' },
  { key: 'basic', label: '기본 정보' },
  { key: 'payment', label: '결제' },
  { key: 'plans', label: '플랜' },
  { key: 'company', label: '회사 정보' },
  { key: 'service', label: '서비스 정보' },
  { key: 'legal', label: '법적 정보' },
  { key: 'proxy', label: '프록시' },
  { key: 'theme', label: '테마' },
  { key: 'score', label: '점수' },
  { key: 'rules', label: '적립 규칙' },
] as const;
export type TenantSettingsTab = (typeof TENANT_SETTINGS_TABS)[number]['key'];

/** The Korean name of each feature switch (the console's checkbox grid). */
export const FEATURE_LABELS = {
  content: '콘텐츠',
  shopping: '쇼핑',
  delivery: '배달·픽업',
  payment: '결제',
  reviews: '리뷰',
  social_login: '소셜 로그인',
  merchant: '판매자',
  analytics: '매출 분석',
  wallet: '포인트 지갑',
} as const satisfies Record<FeatureKey, string>;

/** A site's name (its key, the proxy's reference): lower-case letters, digits and hyphens. */
export const TENANT_NAME_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/;
/** A host name as the Host header carries it, without port. */
export const TENANT_DOMAIN_PATTERN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
