/**
 * Korean phone numbers: stored as digits, typed and shown with hyphens in the usual groups.
 *
 *   010-1234-5678            mobile 010 (always 4-4)
 *   011-123-4567, 016-1234-5678  older mobile prefixes 011/016/017/018/019 (3-4 or 4-4)
 *   02-123-4567, 02-1234-5678    Seoul
 *   031-123-4567, 031-1234-5678  other area codes, 070 (internet phone), 080 (free call)
 *   0505-123-4567            050x personal numbers (4-digit prefix)
 *   1588-1234                nationwide representative numbers (15xx, 16xx, 18xx)
 *
 * Used by the web fields (formatting as the user types), every screen that shows a phone, and the
 * server's input schema (which keeps the digits).
 */

/** The digits of a phone as typed; "+82 10-…" (the country code) becomes "010…". */
export function toPhoneDigits(value: string): string {
  const digits = value.replace(/\D/g, '');
  if (/^\s*\+\s*82/.test(value)) {
    const national = digits.slice(2);
    return national.startsWith('0') ? national : `0${national}`;
  }
  return digits;
}

/** How a number's leading digits split it: the prefix length, and the longest whole number. */
function shape(d: string): { prefix: number; max: number; fourFour?: boolean } | null {
  if (d.startsWith('02')) return { prefix: 2, max: 10 };
  if (/^050[2-8]/.test(d)) return { prefix: 4, max: 12 };
  if (d.startsWith('010')) return { prefix: 3, max: 11, fourFour: true };
  if (/^0[1-9]/.test(d)) return { prefix: 3, max: 11 };
  if (/^1[5689]/.test(d)) return { prefix: 4, max: 8 };
  return null;
}

/**
 * The number with hyphens, also for a number still being typed ("0101234" → "010-1234").
 * Anything that is not a Korean number (too long, an unknown start) comes back as its digits.
 */
export function formatPhone(value: string | null | undefined): string {
  const d = toPhoneDigits(value ?? '');
  const s = shape(d);
  if (!s || d.length > s.max) return d;
  if (d.length <= s.prefix) return d;
  const head = d.slice(0, s.prefix);
  const rest = d.slice(s.prefix);
  // Representative numbers (1588-1234) are two groups of four.
  if (s.max === 8) return `${head}-${rest}`;
  // The middle group is 3 digits until the whole number shows it is 4 (010 is always 4).
  const middle = s.fourFour || d.length === s.max ? 4 : 3;
  if (rest.length <= middle) return `${head}-${rest}`;
  return `${head}-${rest.slice(0, middle)}-${rest.slice(middle)}`;
}

const WHOLE_NUMBER = [
  /^010\d{8}$/, // mobile
  /^01[16789]\d{7,8}$/, // older mobile
  /^02\d{7,8}$/, // Seoul
  /^0[3-6][1-5]\d{7,8}$/, // other area codes
  /^0[78]0\d{7,8}$/, // internet phone, free call
  /^050[2-8]\d{7,8}$/, // personal numbers
  /^1[5689]\d{6}$/, // representative numbers
];

/** A whole Korean phone number (digits, as toPhoneDigits gives them). */
export const isPhoneNumber = (digits: string): boolean => WHOLE_NUMBER.some((re) => re.test(digits));

/**
 * Where the caret belongs after formatting: after as many digits as stood before it in the typed
 * text, so typing or deleting in the middle does not throw it to the end.
 */
export function caretAfterFormat(typed: string, caret: number, formatted: string): number {
  const digitsBefore = typed.slice(0, caret).replace(/\D/g, '').length;
  if (digitsBefore === 0) return 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i++) {
    if (/\d/.test(formatted[i])) seen++;
    if (seen === digitsBefore) return i + 1;
  }
  return formatted.length;
}

/**
 * A stored phone as screens show it: a whole Korean number with its hyphens, anything else
 * (a free-form contact text such as "1588-0000 (내선 2)") as it was written.
 */
export function displayPhone(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  const digits = toPhoneDigits(text);
  return isPhoneNumber(digits) ? formatPhone(digits) : text;
}
