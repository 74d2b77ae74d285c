import { PROFILE_IMAGE_MAX_BYTES } from '../../shared/dashboard-constants';
import { profileUpdateSchema } from '../../shared/schemas/auth';
import {
  dashboardAnnouncementsQuerySchema,
  dashboardCommentsQuerySchema,
  dashboardContentsQuerySchema,
  dashboardProductsQuerySchema,
  profileImageUploadSchema,
  recentActivityQuerySchema,
} from '../../shared/schemas/dashboard';
import { dashboardReviewsQuerySchema } from '../../shared/schemas/reviews';
import { deleteProfileImage } from '../services/dashboard/delete-profile-image';
import { getDashboardProfile } from '../services/dashboard/get-profile';
import { getDashboardStats } from '../services/dashboard/get-stats';
import { getDashboardSummary } from '../services/dashboard/get-summary';
import { listDashboardAnnouncements } from '../services/dashboard/list-announcements';
import { listDashboardComments } from '../services/dashboard/list-comments';
import { listDashboardContents } from '../services/dashboard/list-contents';
import { listMyAnnouncements } from '../services/dashboard/list-my-announcements';
import { listMyComments } from '../services/dashboard/list-my-comments';
import { listDashboardProducts } from '../services/dashboard/list-products';
import { listRecentActivity } from '../services/dashboard/list-recent-activity';
import { listDashboardReviews } from '../services/dashboard/list-reviews';
import { updateDashboardProfile } from '../services/dashboard/update-profile';
import { uploadProfileImage } from '../services/dashboard/upload-profile-image';
import { CATALOGUE } from './catalogue/products';
import { endpoint } from './define';

/** One picture and the multipart framing around it: a 30 MB file still reaches the size check (413 with the spec's text). */
const PROFILE_IMAGE_BODY = PROFILE_IMAGE_MAX_BYTES + 256 * 1024;

/**
 * The dashboard and the own profile page (commerce.md §2 User dashboard, Own profile page, §7
 * Dashboard). Literal paths only; /profile/image before nothing that could shadow it.
 */
export const dashboardEndpoints = {
  /** The signed-in account as the own profile page shows it. */
  profile: endpoint({
    rest: { method: 'GET', path: '/api/dashboard/profile' },
    trpc: 'query',
    access: 'login',
    action: ({ ctx }) => getDashboardProfile({ ctx }),
  }),
  /** Only the fields sent change (PUT /api/auth/profile's rules). */
  updateProfile: endpoint({
    rest: { method: 'PUT', path: '/api/dashboard/profile' },
    trpc: 'mutation',
    access: 'login',
    input: profileUpdateSchema,
    action: ({ ctx, input }) => updateDashboardProfile({ ctx, input }),
  }),
  /** Multipart `profile_image` (kept a File): REST only. */
  uploadProfileImage: endpoint({
    rest: {
      method: 'POST',
      path: '/api/dashboard/profile/image',
      maxBodyBytes: PROFILE_IMAGE_BODY,
      input: async ({ body }) => await body(),
    },
    trpc: false,
    access: 'login',
    input: profileImageUploadSchema,
    action: ({ ctx, input }) => uploadProfileImage({ ctx, input }),
    // Calls out (object storage) between its own transactions: each commits with its audit row.
    ownTransactions: true,
  }),
  deleteProfileImage: endpoint({
    rest: { method: 'DELETE', path: '/api/dashboard/profile/image' },
    trpc: 'mutation',
    access: 'login',
    action: ({ ctx }) => deleteProfileImage({ ctx }),
    // Calls out (object storage) between its own transactions: each commits with its audit row.
    ownTransactions: true,
  }),
  /** The home tab's figures (kept counters and index-only counts). */
  stats: endpoint({
    rest: { method: 'GET', path: '/api/dashboard/stats' },
    trpc: 'query',
    access: 'merchant',
    action: ({ ctx }) => getDashboardStats({ ctx }),
  }),
  /** The counts beside the own profile page's tabs. */
  summary: endpoint({
    rest: { method: 'GET', path: '/api/dashboard/summary' },
    trpc: 'query',
    access: 'login',
    action: ({ ctx }) => getDashboardSummary({ ctx }),
  }),
  /** The account's own posts, videos or announcements (6 a page). */
  contents: endpoint({
    rest: { method: 'GET', path: '/api/dashboard/contents' },
    trpc: 'query',
    access: 'login',
    feature: 'content',
    input: dashboardContentsQuerySchema,
    action: ({ ctx, input }) => listDashboardContents({ ctx, input }),
  }),
  recentActivity: endpoint({
    rest: { method: 'GET', path: '/api/dashboard/recent-activity' },
    trpc: 'query',
    access: 'login',
    input: recentActivityQuerySchema,
    action: ({ ctx, input }) => listRecentActivity({ ctx, input }),
  }),
  /** Comments on the account's posts, grouped by post (10 a page). */
  comments: endpoint({
    rest: { method: 'GET', path: '/api/dashboard/comments' },
    trpc: 'query',
    access: 'login',
    feature: 'content',
    input: dashboardCommentsQuerySchema,
    action: ({ ctx, input }) => listDashboardComments({ ctx, input }),
  }),
  myComments: endpoint({
    rest: { method: 'GET', path: '/api/dashboard/my-comments' },
    trpc: 'query',
    access: 'login',
    feature: 'content',
    input: dashboardCommentsQuerySchema,
    action: ({ ctx, input }) => listMyComments({ ctx, input }),
  }),
  /** The site's announcements (10 a page, newest first). */
  announcements: endpoint({
    rest: { method: 'GET', path: '/api/dashboard/announcements' },
    trpc: 'query',
    access: 'login',
    feature: 'content',
    input: dashboardAnnouncementsQuerySchema,
    action: ({ ctx, input }) => listDashboardAnnouncements({ ctx, input }),
  }),
  myAnnouncements: endpoint({
    rest: { method: 'GET', path: '/api/dashboard/my-announcements' },
    trpc: 'query',
    access: 'login',
    feature: 'content',
    input: dashboardAnnouncementsQuerySchema,
    action: ({ ctx, input }) => listMyAnnouncements({ ctx, input }),
  }),
  /** Reviews of the merchant's own products, newest first (20 a page). */
  reviews: endpoint({
    rest: { method: 'GET', path: '/api/dashboard/reviews' },
    trpc: 'query',
    access: 'merchant',
    feature: 'reviews',
    input: dashboardReviewsQuerySchema,
    action: ({ ctx, input }) => listDashboardReviews({ ctx, input }),
  }),
  /** The merchant's own products by sort and availability, paused and sold-out ones too, deleted ones not. */
  products: endpoint({
    rest: { method: 'GET', path: '/api/dashboard/products' },
    trpc: 'query',
    access: 'merchant',
    feature: CATALOGUE,
    input: dashboardProductsQuerySchema,
    action: ({ ctx, input }) => listDashboardProducts({ ctx, input }),
  }),
};
