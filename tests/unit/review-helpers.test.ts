import { describe, expect, it } from 'vitest';
import { MSG } from '../../shared/messages';
import { reviewTime } from '../../shared/review-time';
import { REVIEW_STAR_LABELS } from '../../shared/review-constants';
import { shippingFeeFor, shippingPolicy } from '../../shared/shipping';
import { HttpError } from '../../web/src/lib/errors';
import {
  hasNextReviewPage,
  ratingBars,
  REVIEW_UPLOAD_FAILED_FIRST,
  reviewSaveFailure,
  sortChosenReviewPhotos,
  toggledHelpful,
  toReviewInput,
  validateReview,
} from '../../web/src/features/reviews/reviewForm';

const now = new Date('2026-11-25T03:00:00Z');
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3600 * 1000).toISOString();

describe('reviewTime (commerce.md §9 Review date)', () => {
  it('hours under 24, days under 168 hours, else the Korean date', () => {
    expect(reviewTime(hoursAgo(0.5), now)).toBe('방금 전');
    expect(reviewTime(hoursAgo(1), now)).toBe('1시간 전');
    expect(reviewTime(hoursAgo(23.9), now)).toBe('23시간 전');
    expect(reviewTime(hoursAgo(24), now)).toBe('1일 전');
    expect(reviewTime(hoursAgo(167.9), now)).toBe('6일 전');
    expect(reviewTime(hoursAgo(168), now)).toBe('2026년 11월 18일');
    expect(reviewTime(hoursAgo(-5), now)).toBe('방금 전');
    expect(reviewTime('nope', now)).toBe('');
  });
});

describe('star labels', () => {
  it('five, from very bad to very good', () => {
    expect(REVIEW_STAR_LABELS).toEqual(['매우 나쁨', '나쁨', '보통', '좋음', '매우 좋음']);
  });
});

describe('validateReview', () => {
  const ok = { rating: 4, title: '', content: '아삭하고 달아요. 또 살게요.' };
  it('passes a rating and a text of 10 or more characters; the title is optional', () => {
    expect(validateReview(ok)).toEqual({});
    expect(validateReview({ ...ok, title: 'x'.repeat(100), content: 'x'.repeat(1000) })).toEqual({});
  });
  it("names each problem in the spec's words", () => {
    expect(validateReview({ rating: 0, title: 'x'.repeat(101), content: '  짧아요  ' })).toEqual({
      rating: MSG.reviewRatingRequired,
      title: MSG.reviewTitleMax,
      content: MSG.reviewContentMin,
    });
    expect(validateReview({ ...ok, content: 'x'.repeat(1001) })).toEqual({ content: MSG.reviewContentMax });
    expect(validateReview({ ...ok, rating: 6 })).toEqual({ rating: MSG.reviewRatingRequired });
    expect(validateReview(ok, true)).toEqual({ media: REVIEW_UPLOAD_FAILED_FIRST });
  });
  it('the text is counted and sent trimmed', () => {
    expect(validateReview({ ...ok, content: ' 123456789 ' })).toEqual({ content: MSG.reviewContentMin });
    expect(toReviewInput({ rating: 5, title: ' 좋아요 ', content: ' 정말 맛있어요 최고 ' })).toEqual({ rating: 5, title: '좋아요', content: '정말 맛있어요 최고' });
  });
});

describe('sortChosenReviewPhotos', () => {
  const file = (name: string, type: string, size = 100) => new File([new Uint8Array(size)], name, { type });
  it('keeps images up to five and names the first refusal', () => {
    const four = Array.from({ length: 4 }, (_, i) => file(`p${i}.jpg`, 'image/jpeg'));
    expect(sortChosenReviewPhotos(four, 0)).toEqual({ accepted: four, message: null });
    const { accepted, message } = sortChosenReviewPhotos(four, 3);
    expect(accepted).toHaveLength(2);
    expect(message).toBe(MSG.reviewImagesMax);
  });
  it('refuses HEIC, other types, empty files and files over 5 MB', () => {
    expect(sortChosenReviewPhotos([file('a.heic', '')], 0).message).toBe(MSG.imageHeicUnsupported);
    expect(sortChosenReviewPhotos([file('a.txt', 'text/plain')], 0).message).toBe(MSG.imageTypeOnly);
    expect(sortChosenReviewPhotos([file('a.png', 'image/png', 0)], 0).message).toBe(MSG.imageTypeOnly);
    expect(sortChosenReviewPhotos([file('a.png', 'image/png', 5 * 1024 * 1024 + 1)], 0).message).toBe(MSG.reviewImageTooLarge);
    expect(sortChosenReviewPhotos([file('a.png', '', 10)], 0).accepted).toHaveLength(1);
  });
});

describe('reviewSaveFailure', () => {
  it('a server failure or no answer is the spec save text; a refusal shows its message, by field when named', () => {
    expect(reviewSaveFailure(new HttpError('boom', 500))).toEqual({ message: MSG.reviewSaveFailed });
    expect(reviewSaveFailure(new TypeError('fetch failed'))).toEqual({ message: MSG.reviewSaveFailed });
    expect(reviewSaveFailure(new HttpError(MSG.reviewAlreadyWritten, 409))).toEqual({ message: MSG.reviewAlreadyWritten });
    const named = Object.assign(new HttpError(MSG.reviewContentMin, 400), { data: { field: 'content' } });
    expect(reviewSaveFailure(named)).toEqual({ field: 'content', message: MSG.reviewContentMin });
  });
});

describe('paging, bars and the helpful toggle', () => {
  const page = (n: number) => ({ reviews: Array.from({ length: n }) as never[] });
  it('more loads only while the last page came back full (10)', () => {
    expect(hasNextReviewPage(page(10))).toBe(true);
    expect(hasNextReviewPage(page(9))).toBe(false);
    expect(hasNextReviewPage(page(0))).toBe(false);
    expect(hasNextReviewPage(undefined)).toBe(false);
  });
  it('bars from 5 down with whole percentages (0 without reviews)', () => {
    expect(ratingBars({ rating_distribution: { '1': 1, '2': 0, '3': 1, '4': 2, '5': 4 } })).toEqual([
      { rating: 5, count: 4, percent: 50 },
      { rating: 4, count: 2, percent: 25 },
      { rating: 3, count: 1, percent: 13 },
      { rating: 2, count: 0, percent: 0 },
      { rating: 1, count: 1, percent: 13 },
    ]);
    expect(ratingBars({ rating_distribution: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 } }).map((b) => b.percent)).toEqual([0, 0, 0, 0, 0]);
  });
  it('toggling flips the mark and moves the count by one, never below 0', () => {
    expect(toggledHelpful({ is_helpful: false, helpful_count: 2 })).toEqual({ is_helpful: true, helpful_count: 3 });
    expect(toggledHelpful({ is_helpful: true, helpful_count: 3 })).toEqual({ is_helpful: false, helpful_count: 2 });
    expect(toggledHelpful({ is_helpful: true, helpful_count: 0 })).toEqual({ is_helpful: false, helpful_count: 0 });
  });
});

describe('shipping (platform.md §9 policy defaults, tenant legal_info)', () => {
  it('the tenant fee under its threshold, none from it, none for pickup; defaults 3,000 and 50,000', () => {
    const farm = shippingPolicy({ shipping_fee: 4000, free_shipping_threshold: 60000 });
    expect(shippingFeeFor(59999, 'delivery', farm)).toBe(4000);
    expect(shippingFeeFor(60000, 'delivery', farm)).toBe(0);
    expect(shippingFeeFor(1000, 'pickup', farm)).toBe(0);
    expect(shippingPolicy(undefined)).toEqual({ shipping_fee: 3000, free_shipping_threshold: 50000 });
    expect(shippingPolicy({ shipping_fee: 0 })).toEqual({ shipping_fee: 0, free_shipping_threshold: 50000 });
  });
});
