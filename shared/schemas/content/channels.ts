import { z } from 'zod';
import { id, integerIn } from '../catalogue/common';

export const userIdSchema = z.object({ id });

/** GET /api/users/search: `query` in usernames, display names or shop names (search_type narrows). */
export const userSearchQuerySchema = z.object({
  query: z.string().trim().min(1).max(50),
  search_type: z.enum(['all', 'username', 'business_name']).default('all'),
  size: integerIn(1, 50).default(20),
});

export const creatorsQuerySchema = z.object({ limit: integerIn(1, 50).default(10) });

export type UserSearchQuery = z.output<typeof userSearchQuerySchema>;

/** A public profile: a channel's header (no e-mail, phone or address). */
export interface UserProfile {
  id: number;
  username: string;
  display_name: string | null;
  user_type: 'customer' | 'merchant' | 'superuser';
  profile_image: string | null;
  /** The shop, for a merchant (the channel's name and description). */
  merchant: { id: number; business_name: string; business_description: string } | null;
  product_count: number;
  post_count: number;
  video_count: number;
}

/** A merchant who posts, for the main feed's creator row (most recent poster first). */
export interface Creator {
  merchant_id: number;
  user_id: number;
  username: string;
  business_name: string;
  profile_image: string | null;
  post_count: number;
  video_count: number;
  last_posted_at: string;
}

/** Site-wide figures for the main screens (`total` past 1,000 is an estimate, as list totals are). */
export interface SiteStats {
  products: number;
  merchants: number;
  posts: number;
  videos: number;
}
