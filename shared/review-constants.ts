/** Reviews (commerce.md §5, §9). */
export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
export const REVIEW_TITLE_MAX = 100;
export const REVIEW_CONTENT_MIN = 10;
export const REVIEW_CONTENT_MAX = 1000;
export const REVIEW_IMAGES_MAX = 5;
export const REVIEW_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** A product's reviews: 10 a page (more loads while a full page came back). */
export const REVIEW_PAGE_SIZE = 10;
export const REVIEW_PAGE_MAX = 50;
/** The dashboard's reviews tab (§9 Dashboard limits: reviews 20). */
export const DASHBOARD_REVIEWS_LIMIT = 20;
export const DASHBOARD_REVIEWS_MAX = 100;
export const REVIEW_SORTS = ['newest', 'oldest', 'highest_rating', 'lowest_rating', 'most_helpful'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
/** Star labels 1-5 (commerce.md §9: very bad, bad, average, good, very good). */
export const REVIEW_STAR_LABELS = ['매우 나쁨', '나쁨', '보통', '좋음', '매우 좋음'] as const;
/** The five orders as the sort menu names them. */
export const REVIEW_SORT_LABELS: Record<ReviewSort, string> = {
  newest: '최신순',
  oldest: '오래된순',
  highest_rating: '별점 높은순',
  lowest_rating: '별점 낮은순',
  most_helpful: '도움순',
};
