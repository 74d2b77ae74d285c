import type { Features } from '../../../../shared/features';

/** The dashboard's tabs (commerce.md §2 User dashboard), in the order the tab list shows them; `?tab=` names one. */
export const DASHBOARD_TABS = [
  'home',
  'videos',
  'posts',
  'announcements',
  'comments',
  'reviews',
  'products',
  'orders',
  'deleted',
  'payments',
  'subscription',
] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

export const DASHBOARD_TAB_LABELS: Record<DashboardTab, string> = {
  home: '홈',
  videos: '동영상',
  posts: '게시글',
  announcements: '공지사항',
  comments: '댓글',
  reviews: '리뷰',
  products: '상품 관리',
  orders: '주문 관리',
  deleted: '삭제된 상품',
  payments: '결제 관리',
  subscription: '구독',
};

/** Which of the site's switches a tab needs (any of them); a tab whose switches are all off is not offered. */
const TAB_FEATURES: Partial<Record<DashboardTab, (f: Features) => boolean>> = {
  videos: (f) => f.content,
  posts: (f) => f.content,
  announcements: (f) => f.content,
  comments: (f) => f.content,
  reviews: (f) => f.reviews && (f.shopping || f.delivery),
  products: (f) => f.shopping || f.delivery,
  orders: (f) => f.payment,
  deleted: (f) => f.shopping || f.delivery,
  payments: (f) => f.payment || f.analytics,
};

export const dashboardTabsFor = (features: Features): DashboardTab[] => DASHBOARD_TABS.filter((t) => TAB_FEATURES[t]?.(features) ?? true);

/** The tab an address names, or home for a missing, unknown or switched-off one. */
export function tabOf(value: string | null, offered: readonly DashboardTab[]): DashboardTab {
  return offered.find((t) => t === value) ?? 'home';
}
