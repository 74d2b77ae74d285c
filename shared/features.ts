export const FEATURE_KEYS = [
  'content',
  'shopping',
  'delivery',
  'payment',
  'reviews',
  'social_login',
  'merchant',
  'analytics',
  'wallet',
] as const;

export type FeatureKey = (typeof FEATURE_KEYS)[number];
export type Features = Record<FeatureKey, boolean>;

export const allFeatures = (on: boolean): Features =>
  Object.fromEntries(FEATURE_KEYS.map((k) => [k, on])) as Features;

/** A missing flag counts as off. */
export const normalizeFeatures = (raw: Partial<Record<string, unknown>> | null | undefined): Features =>
  Object.fromEntries(FEATURE_KEYS.map((k) => [k, raw?.[k] === true])) as Features;
