/** The tenant console's number rules and Korean number formats (pure, unit-tested). */

/** Non-negative integers only (scores, caps, fees); anything else is 0. */
export const wholeOrZero = (text: string): number => {
  const n = Number(text.trim());
  return text.trim() !== '' && Number.isInteger(n) && n >= 0 ? n : 0;
};

/** A number, or `fallback` when the text is not one. */
export const numberOr = (text: string, fallback: number): number => {
  const n = Number(text.trim());
  return text.trim() !== '' && Number.isFinite(n) ? n : fallback;
};

export const clamp = (n: number, min: number, max: number): number => Math.min(max, Math.max(min, n));

const korean = new Intl.NumberFormat('ko-KR');
export const formatCount = (n: number): string => korean.format(n);
export const formatWon = (n: number): string => `${korean.format(n)}원`;
/** 0.025 → "2.5%". */
export const formatRate = (rate: number): string => `${korean.format(Math.round(rate * 10000) / 100)}%`;
