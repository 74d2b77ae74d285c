import { z } from 'zod';
import {
  CONTENT_SORTS,
  CONTENT_TYPES,
  DASHBOARD_ANNOUNCEMENTS_LIMIT,
  DASHBOARD_COMMENTS_LIMIT,
  DASHBOARD_CONTENTS_LIMIT,
  DASHBOARD_LIST_MAX,
} from '../../dashboard-constants';
import { integerIn } from '../catalogue/common';
import type { PostItem } from '../content/posts';

const page = (limit: number) => ({
  limit: integerIn(1, DASHBOARD_LIST_MAX).default(limit),
  offset: integerIn(0, Number.MAX_SAFE_INTEGER).default(0),
});

/** GET /api/dashboard/contents?limit&offset&content_type&sort: the account's own posts (6 a page). */
export const dashboardContentsQuerySchema = z.object({
  ...page(DASHBOARD_CONTENTS_LIMIT),
  content_type: z.enum(CONTENT_TYPES, { error: '콘텐츠 종류가 올바르지 않습니다.' }).default('all'),
  sort: z.enum(CONTENT_SORTS, { error: '정렬 기준이 올바르지 않습니다.' }).default('latest'),
});
export type DashboardContentsQuery = z.output<typeof dashboardContentsQuerySchema>;

export interface DashboardContentList {
  contents: PostItem[];
  total: number;
  limit: number;
  offset: number;
  has_more: boolean;
}

/** GET /api/dashboard/announcements (the site's) and /my-announcements (the account's own), 10 a page, newest first. */
export const dashboardAnnouncementsQuerySchema = z.object(page(DASHBOARD_ANNOUNCEMENTS_LIMIT));
export type DashboardAnnouncementsQuery = z.output<typeof dashboardAnnouncementsQuerySchema>;

export interface DashboardAnnouncementList {
  announcements: PostItem[];
  total: number;
  limit: number;
  offset: number;
  has_more: boolean;
}

/** GET /api/dashboard/comments (on the account's posts) and /my-comments (the account wrote), 10 a page, newest first. */
export const dashboardCommentsQuerySchema = z.object(page(DASHBOARD_COMMENTS_LIMIT));
export type DashboardCommentsQuery = z.output<typeof dashboardCommentsQuerySchema>;

export interface DashboardPostRef {
  id: number;
  title: string;
  is_video: boolean;
  is_announcement: boolean;
}

export interface DashboardComment {
  id: number;
  post_id: number;
  parent_id: number | null;
  depth: number;
  content: string;
  author: { id: number; username: string };
  created_at: string;
}

/** One post and the comments of this page on it, newest first. */
export interface DashboardCommentGroup {
  post: DashboardPostRef;
  comments: DashboardComment[];
}

/** Comments on the account's posts: the page's comments (newest first), grouped by post in the order of each post's newest comment. */
export interface DashboardCommentGroupList {
  comment_groups: DashboardCommentGroup[];
  total: number;
  limit: number;
  offset: number;
  has_more: boolean;
}

/** Comments the account wrote, each with the post it is on. */
export interface DashboardMyCommentList {
  comments: (DashboardComment & { post: DashboardPostRef })[];
  total: number;
  limit: number;
  offset: number;
  has_more: boolean;
}
