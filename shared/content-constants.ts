/** Community constants of platform.md §8 (Limits). */
export const POST_TITLE_MAX = 100;
export const POST_CONTENT_MAX = 2000;
export const POST_FILES_MAX = 10;
export const POST_FILE_MAX_BYTES = 50 * 1024 * 1024;
/** Images and videos a post may hold, judged from their bytes (mp4, webm, mov). */
export const POST_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export const POST_VIDEO_TYPES = ['video/mp4', 'video/webm', 'video/quicktime'] as const;
/** Top-level comments are depth 0; a reply to a comment of this depth is refused. */
export const COMMENT_MAX_DEPTH = 5;
export const COMMENT_CONTENT_MAX = 1000;
export const POST_SORTS = ['latest', 'popular'] as const;
/** The post tab's hot posts: 3×likes + 2×comments + views, the top 3. */
export const HOT_POSTS = 3;
export const HOT_SCORE = { likes: 3, comments: 2, views: 1 } as const;
/** Feeds: the video and post tabs 20, shorts 5 a page, channel lists 50. */
export const FEED_SIZE = 20;
export const SHORTS_PAGE_SIZE = 5;
export const POSTS_PAGE_MAX = 50;
/** Home: posts page 1 of size 10 fetched; 2 videos (only when at least 2 exist) and 2 other posts shown. */
export const HOME_POSTS_FETCHED = 10;
export const HOME_VIDEOS_SHOWN = 2;
export const HOME_POSTS_SHOWN = 2;
