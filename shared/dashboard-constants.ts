/** The dashboard's and the own profile page's list sizes (commerce.md §9 Dashboard limits, issue 24). */
export const DASHBOARD_CONTENTS_LIMIT = 6;
export const DASHBOARD_COMMENTS_LIMIT = 10;
export const DASHBOARD_ANNOUNCEMENTS_LIMIT = 10;
/** A page of the own profile page's lists (infinite scroll asks for the next 6 while has_more). */
export const PROFILE_LIST_LIMIT = 6;
/** Recent activity on the dashboard's home tab. */
export const RECENT_ACTIVITY_LIMIT = 10;
/** The most a caller may ask of any dashboard list in one request. */
export const DASHBOARD_LIST_MAX = 50;

/** The contents lists: every kind, or posts (neither video nor announcement), videos, announcements. */
export const CONTENT_TYPES = ['all', 'post', 'video', 'announcement'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];
/** 최신순, 인기순 (the hot score), 날짜순 (oldest first). */
export const CONTENT_SORTS = ['latest', 'popular', 'oldest'] as const;
export type ContentSort = (typeof CONTENT_SORTS)[number];

/** The profile picture (commerce.md §5 Profile image): 30 MB at most, images only; larger than 3 MB is shrunk in the browser first. */
export const PROFILE_IMAGE_MAX_BYTES = 30 * 1024 * 1024;
export const PROFILE_IMAGE_SHRINK_ABOVE_BYTES = 3 * 1024 * 1024;
export const PROFILE_IMAGE_SUGGESTED_PX = 300;
