import type { Features } from '../../../../shared/features';
import type { DashboardSummary } from '../../../../shared/schemas/dashboard';

/**
 * The own profile page's tabs (commerce.md §2 Own profile page), in the order the tab list shows
 * them; `?tab=` names one. The last four are a merchant's only (상품, 복구 = deleted products,
 * 배달 = the shop's delivery and pickup orders, 결제 = the account's payments).
 */
export const PROFILE_TABS = ['home', 'posts', 'videos', 'notices', 'comments', 'reviews', 'wishlist', 'products', 'deleted', 'orders', 'payments'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

export const PROFILE_TAB_LABELS: Record<ProfileTab, string> = {
  home: '홈',
  posts: '게시글',
  videos: '동영상',
  notices: '공지사항',
  comments: '댓글',
  reviews: '리뷰',
  wishlist: '찜한 상품',
  products: '상품',
  deleted: '복구',
  orders: '배달',
  payments: '결제',
};

const MERCHANT_ONLY: ReadonlySet<ProfileTab> = new Set(['products', 'deleted', 'orders', 'payments']);

/** Which of the site's switches a tab needs; a tab whose switch is off is not offered. */
const TAB_FEATURES: Partial<Record<ProfileTab, (f: Features) => boolean>> = {
  posts: (f) => f.content,
  videos: (f) => f.content,
  notices: (f) => f.content,
  comments: (f) => f.content,
  reviews: (f) => f.reviews && (f.shopping || f.delivery),
  wishlist: (f) => f.shopping || f.delivery,
  products: (f) => f.shopping || f.delivery,
  deleted: (f) => f.shopping || f.delivery,
  orders: (f) => f.payment,
  payments: (f) => f.payment,
};

export const profileTabsFor = (features: Features, merchant: boolean): ProfileTab[] =>
  PROFILE_TABS.filter((t) => (merchant || !MERCHANT_ONLY.has(t)) && (TAB_FEATURES[t]?.(features) ?? true));

/** The tab an address names, or home for a missing, unknown, switched-off or merchant-only one. */
export const profileTabOf = (value: string | null, offered: readonly ProfileTab[]): ProfileTab =>
  offered.find((t) => t === value) ?? 'home';

/**
 * The count beside a tab (GET /api/dashboard/summary), or null where there is none: home and
 * payments, and the notices of a non-merchant, which are the site's, not the account's.
 */
export function tabCount(tab: ProfileTab, summary: DashboardSummary, merchant: boolean): number | null {
  switch (tab) {
    case 'posts':
      return summary.posts;
    case 'videos':
      return summary.videos;
    case 'notices':
      return merchant ? summary.announcements : null;
    case 'comments':
      return summary.comments;
    case 'reviews':
      return summary.reviews;
    case 'products':
      return summary.products;
    case 'deleted':
      return summary.deleted_products;
    case 'orders':
      return summary.orders;
    default:
      return null;
  }
}
