/**
 * What a payment's outcome reads as to the buyer: when a pending payment expires, and the gateway's
 * (or our own) result codes as Korean reasons for the declined page.
 */

/** A pending payment whose buyer never came back from the gateway expires after this (the scheduled clean-up). */
export const PAYMENT_PENDING_MINUTES = 30;

/**
 * Why a payment did not go through, in Korean, by its result code: the gateway simulator's, the
 * common KICC card refusals (docs.kicc.co.kr, error codes), and our own L-codes for a refusal after
 * the gateway said yes (worker/services/orders/payments/complete-return.ts).
 */
const FAILURE_REASONS: Record<string, string> = {
  // The buyer at the pay page (simulator and KICC alike).
  W002: '결제를 취소하셨습니다.',
  W003: '결제 시간이 초과되었습니다.',
  // The simulator's card refusal, and KICC's card company refusals.
  C052: '카드 한도가 초과되었습니다.',
  '8521': '카드 한도가 초과되었습니다.',
  '8035': '연결된 계좌의 잔액이 부족합니다.',
  '8311': '카드 비밀번호가 올바르지 않습니다.',
  '8314': '카드 유효기간이 지났거나 잘못 입력되었습니다.',
  '8315': '카드 유효기간이 지났거나 잘못 입력되었습니다.',
  '8316': '카드 유효기간이 지났거나 잘못 입력되었습니다.',
  '8350': '분실 또는 도난 신고된 카드입니다.',
  '8373': '카드사 정책으로 거절되었습니다. 카드사에 문의해주세요.',
  '8527': '포인트 잔액이 부족합니다.',
  // Approval at the gateway.
  A101: '결제 인증 정보가 올바르지 않습니다.',
  A102: '결제 인증 시간이 지났습니다.',
  A103: '이미 취소된 거래입니다.',
  // Ours: the gateway said yes but the shop could not take the order (the approval was cancelled).
  L400: '결제 결과를 확인할 수 없습니다.',
  L401: '결제 응답을 확인하지 못해 승인을 취소했습니다.',
  L402: '결제 금액이 주문 금액과 달라 승인을 취소했습니다.',
  L404: '결제 정보를 찾을 수 없습니다.',
  L409: '결제하는 동안 재고가 부족해져 승인을 취소했습니다.',
  L500: '주문을 저장하지 못해 승인을 취소했습니다.',
  L502: '결제사와 통신하지 못했습니다. 잠시 후 결제 내역을 확인해주세요.',
};
export const PAYMENT_FAILURE_FALLBACK = '카드사 또는 결제사에서 결제를 승인하지 않았습니다.';

/** The Korean reason for a failed payment's result code (a general one for a code we do not know). */
export function paymentFailureReason(resCd: string | null | undefined): string {
  return (resCd && Object.hasOwn(FAILURE_REASONS, resCd) ? FAILURE_REASONS[resCd] : undefined) ?? PAYMENT_FAILURE_FALLBACK;
}
