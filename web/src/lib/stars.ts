/** How one of the five stars of a rating is drawn. */
export type StarFill = 'full' | 'half' | 'empty';

/**
 * The five stars of a rating (0 to 5), to the nearest half: 4.5 is four full stars and a half,
 * 4.2 four full, 4.3 four and a half. Out-of-range or missing values draw as 0 or 5.
 */
export function starFills(rating: number): StarFill[] {
  const halves = Number.isFinite(rating) ? Math.min(10, Math.max(0, Math.round(rating * 2))) : 0;
  return [1, 2, 3, 4, 5].map((n) => (halves >= n * 2 ? 'full' : halves === n * 2 - 1 ? 'half' : 'empty'));
}
