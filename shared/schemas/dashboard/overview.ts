import { z } from 'zod';
import { DASHBOARD_LIST_MAX, RECENT_ACTIVITY_LIMIT } from '../../dashboard-constants';
import { integerIn } from '../catalogue/common';

/**
 * GET /api/dashboard/stats (merchants): the home tab's figures, each read from kept counters or
 * an index so it stays quick for a shop with 10,000 products and 100,000 comments.
 */
export interface DashboardStats {
  products: {
    /** Not deleted: selling + stopped. */
    total: number;
    selling: number;
    stopped: number;
    /** Selling with none left (display_remaining 0). */
    sold_out: number;
    deleted: number;
  };
  orders: {
    total: number;
    /** 주문 접수: waiting for the shop. */
    pending: number;
    /** Confirmed, preparing, ready or on the way. */
    in_progress: number;
    delivered: number;
    /** Paid sales of the last 30 days (won), refunds taken off, and their order count. */
    sales_30d: number;
    orders_30d: number;
  };
  content: {
    posts: number;
    videos: number;
    announcements: number;
    views: number;
    likes: number;
    /** Comments other people and the merchant wrote on the merchant's posts. */
    comments: number;
  };
  reviews: {
    count: number;
    /** One decimal; 0 without reviews. */
    average_rating: number;
  };
}

/**
 * GET /api/dashboard/summary (any signed-in account): the counts the own profile page shows
 * beside its tabs; the merchant-only ones are null for other accounts.
 */
export interface DashboardSummary {
  posts: number;
  videos: number;
  announcements: number;
  /** Comments the account wrote. */
  comments: number;
  /** Reviews the account wrote. */
  reviews: number;
  /** Available wallet points (0 without a wallet; null where the site has the wallet off). */
  points: number | null;
  products: number | null;
  deleted_products: number | null;
  orders: number | null;
}

export const recentActivityQuerySchema = z.object({
  limit: integerIn(1, DASHBOARD_LIST_MAX).default(RECENT_ACTIVITY_LIMIT),
});
export type RecentActivityQuery = z.output<typeof recentActivityQuerySchema>;

/** What happened lately around the account: comments on its posts, reviews of its products, orders of its shop. */
export type RecentActivityKind = 'comment' | 'review' | 'order';
export interface RecentActivity {
  kind: RecentActivityKind;
  /** The comment's, review's or order's id. */
  id: number;
  /** Who wrote or ordered (the username; a deleted account's placeholder). */
  actor: string;
  /** The post's or product's title. */
  subject: string;
  /** Where a click goes: /content/{id} for a comment, /products/{id} for a review or an order. */
  subject_id: number;
  /** The comment's text, the review's rating as stars' count and title, or the order's status label. */
  text: string;
  rating: number | null;
  created_at: string;
}
export interface RecentActivityList {
  activities: RecentActivity[];
}
