import { formatKrw } from '../../../../../shared/catalogue-constants';
import type { Features } from '../../../../../shared/features';
import type { DashboardStats } from '../../../../../shared/schemas/dashboard/overview';
import type { DashboardTab } from '../dashboardTabs';

const count = (n: number) => n.toLocaleString('ko-KR');

export interface StatCard {
  key: 'products' | 'orders' | 'sales' | 'reviews' | 'contents' | 'views';
  label: string;
  value: string;
  detail: string;
  /** The tab that lists what the figure counts, where one does. */
  tab?: DashboardTab;
}

/** The home tab's figures as cards, only those whose part of the site is switched on. */
export function statCards(s: DashboardStats, f: Features): StatCard[] {
  const catalogue = f.shopping || f.delivery;
  const cards: (StatCard | false)[] = [
    catalogue && {
      key: 'products',
      label: '판매 중 상품',
      value: `${count(s.products.selling)}개`,
      detail: `전체 ${count(s.products.total)} · 품절 ${count(s.products.sold_out)} · 판매중지 ${count(s.products.stopped)}`,
      tab: 'products',
    },
    f.payment && {
      key: 'orders',
      label: '처리 대기 주문',
      value: `${count(s.orders.pending)}건`,
      detail: `진행 중 ${count(s.orders.in_progress)} · 완료 ${count(s.orders.delivered)}`,
      tab: 'orders',
    },
    f.payment && {
      key: 'sales',
      label: '최근 30일 매출',
      value: formatKrw(s.orders.sales_30d),
      detail: `주문 ${count(s.orders.orders_30d)}건`,
      tab: 'payments',
    },
    f.reviews && catalogue && {
      key: 'reviews',
      label: '평균 별점',
      value: s.reviews.average_rating.toFixed(1),
      detail: `리뷰 ${count(s.reviews.count)}개`,
      tab: 'reviews',
    },
    f.content && {
      key: 'contents',
      label: '내 콘텐츠',
      value: `${count(s.content.posts + s.content.videos + s.content.announcements)}개`,
      detail: `게시글 ${count(s.content.posts)} · 동영상 ${count(s.content.videos)} · 공지 ${count(s.content.announcements)}`,
      tab: 'posts',
    },
    f.content && {
      key: 'views',
      label: '총 조회수',
      value: count(s.content.views),
      detail: `좋아요 ${count(s.content.likes)} · 댓글 ${count(s.content.comments)}`,
    },
  ];
  return cards.filter((c): c is StatCard => c !== false);
}

export interface ChartSlice {
  key: string;
  label: string;
  value: number;
}

/** Selling products split into in stock and sold out, beside the stopped ones. */
export const productSlices = (s: DashboardStats): ChartSlice[] => [
  { key: 'in_stock', label: '판매 중', value: Math.max(0, s.products.selling - s.products.sold_out) },
  { key: 'sold_out', label: '품절', value: s.products.sold_out },
  { key: 'stopped', label: '판매중지', value: s.products.stopped },
];

export const orderSlices = (s: DashboardStats): ChartSlice[] => [
  { key: 'pending', label: '접수 대기', value: s.orders.pending },
  { key: 'in_progress', label: '진행 중', value: s.orders.in_progress },
  { key: 'delivered', label: '완료', value: s.orders.delivered },
];

/** What a chart says to a screen reader: every part with its number. */
export const chartSummary = (title: string, slices: ChartSlice[]) => `${title}: ${slices.map((s) => `${s.label} ${count(s.value)}`).join(', ')}`;

/** The charts' colours, each at least 3:1 against white (WCAG 1.4.11 for graphics). */
export const CHART_COLOURS = ['#2563eb', '#d97706', '#6b7280'] as const;

/** The products ring's width and height, px (its box is laid out before recharts comes). */
export const RING_SIZE = 112;

/** A bar's row in the orders chart, px. */
export const BAR_ROW = 34;
