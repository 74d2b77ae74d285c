import type { Features } from './features';

/** Main feed tabs in display order, each with the tenant feature that turns it on (platform.md §2). */
export const MAIN_TABS = [
  { id: 'delivery', label: '배달·픽업', feature: 'delivery' },
  { id: 'shopping', label: '쇼핑', feature: 'shopping' },
  { id: 'video', label: '영상', feature: 'content' },
  { id: 'post', label: '게시글', feature: 'content' },
  { id: 'wallet', label: '지갑', feature: 'wallet' },
] as const;

export type MainTabId = (typeof MAIN_TABS)[number]['id'];

export function availableMainTabs(features: Features, loggedIn: boolean) {
  return MAIN_TABS.filter((t) => features[t.feature] && (t.id !== 'wallet' || loggedIn));
}
