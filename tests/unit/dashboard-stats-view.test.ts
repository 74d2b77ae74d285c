import { describe, expect, it } from 'vitest';
import { allFeatures } from '../../shared/features';
import type { DashboardStats } from '../../shared/schemas/dashboard/overview';
import { contentSortOf } from '../../web/src/features/dashboard/content/ContentSortControl';
import { chartSummary, orderSlices, productSlices, statCards } from '../../web/src/features/dashboard/content/statsView';

const STATS: DashboardStats = {
  products: { total: 12, selling: 9, stopped: 3, sold_out: 2, deleted: 4 },
  orders: { total: 40, pending: 3, in_progress: 5, delivered: 30, sales_30d: 1234500, orders_30d: 17 },
  content: { posts: 4, videos: 2, announcements: 1, views: 12345, likes: 88, comments: 1002 },
  reviews: { count: 21, average_rating: 4.3 },
};

describe('the dashboard home tab’s figures', () => {
  it('shows every card on a site with everything on, with Korean numbers', () => {
    const cards = statCards(STATS, allFeatures(true));
    expect(cards.map((c) => c.key)).toEqual(['products', 'orders', 'sales', 'reviews', 'contents', 'views']);
    const by = Object.fromEntries(cards.map((c) => [c.key, c]));
    expect(by.products).toMatchObject({ value: '9개', detail: '전체 12 · 품절 2 · 판매중지 3', tab: 'products' });
    expect(by.sales).toMatchObject({ value: '1,234,500원', detail: '주문 17건' });
    expect(by.reviews.value).toBe('4.3');
    expect(by.contents).toMatchObject({ value: '7개', detail: '게시글 4 · 동영상 2 · 공지 1' });
    expect(by.views).toMatchObject({ value: '12,345', detail: '좋아요 88 · 댓글 1,002' });
    expect(by.views.tab).toBeUndefined();
  });

  it('leaves out the cards of switched-off parts of the site', () => {
    const contentOnly = { ...allFeatures(false), content: true, reviews: true };
    // Reviews are of products: without a catalogue there is no rating card.
    expect(statCards(STATS, contentOnly).map((c) => c.key)).toEqual(['contents', 'views']);
    const shopOnly = { ...allFeatures(false), shopping: true, reviews: true };
    expect(statCards(STATS, shopOnly).map((c) => c.key)).toEqual(['products', 'reviews']);
  });

  it('splits selling products into in stock and sold out, and says the charts in words', () => {
    expect(productSlices(STATS).map((s) => s.value)).toEqual([7, 2, 3]);
    // A counter running ahead (sold out above selling) never draws a negative slice.
    expect(productSlices({ ...STATS, products: { ...STATS.products, selling: 1, sold_out: 2 } })[0].value).toBe(0);
    expect(chartSummary('주문 현황', orderSlices(STATS))).toBe('주문 현황: 접수 대기 3, 진행 중 5, 완료 30');
  });

  it('reads the sort from the address, 최신순 for anything else', () => {
    expect(contentSortOf('popular')).toBe('popular');
    expect(contentSortOf('oldest')).toBe('oldest');
    expect(contentSortOf(null)).toBe('latest');
    expect(contentSortOf('price')).toBe('latest');
  });
});
