/** 판매자 정보 (docs/catalogue.md): what the product page shows of the shop, and how its fields are checked. */

/** 통신판매업 신고번호: year, the reporting office's Korean name, serial (e.g. 2026-서울강남-01234). */
export const ECOMMERCE_REPORT_RE = /^\d{4}-[가-힣]{2,20}-\d{3,6}$/;

/** Digits as typed or pasted, hyphenated 3-2-5 as they come (commerce.md §5 business_number): at most 12 characters. */
export function formatBusinessNumber(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 10);
  if (digits.length <= 3) return digits;
  if (digits.length <= 5) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
}

/** What the page shows for a field the shop has not filled in. */
export const SELLER_UNSET = '미등록';

/** The largest fee or threshold a shop may set (won): a typo of extra zeros is refused, not stored. */
export const SHOP_SHIPPING_MAX = 10_000_000;
