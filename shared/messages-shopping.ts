/**
 * The messages of the Korean shopping pieces (issue 26: cart, claims, parcel shipping, the order
 * center, seller information, 찜 and restock alerts). The spec gives none of them; they are ours, in
 * its voice. Spread into MSG (shared/messages.ts).
 */
export const SHOPPING_MSG = {
  // 장바구니 and its checkout (docs/cart.md).
  cartNotFound: '장바구니에 없는 상품입니다.',
  cartEmpty: '장바구니가 비어 있습니다.',
  cartFull: '장바구니에는 상품을 최대 50개까지 담을 수 있습니다.',
  cartAdded: '장바구니에 담았습니다.',
  cartPickupOnly: '픽업 전용 상품은 장바구니에 담을 수 없습니다. 바로 구매를 이용해주세요.',
  cartPriceChanged: '가격이 바뀐 상품이 있습니다. 바뀐 금액을 확인한 뒤 다시 결제해주세요.',
  cartStockShort: (title: string) => `재고가 부족한 상품이 있습니다: ${title}`,
  cartSoldOut: (title: string) => `품절된 상품이 있습니다: ${title}`,
  cartUnavailable: (title: string) => `더 이상 판매하지 않는 상품이 있습니다: ${title}`,
  cartSelectItems: '결제할 상품을 선택해주세요.',
  cartPartialRefund: '장바구니로 결제한 주문은 주문 금액 전체만 환불할 수 있습니다.',
  // Claims: cancel, return, exchange (docs/orders.md Claims).
  claimNotAllowed: '지금 주문 상태에서는 이 요청을 할 수 없습니다.',
  claimAlreadyOpen: '이미 처리 중인 요청이 있습니다.',
  claimNotFound: '요청을 찾을 수 없습니다.',
  claimNotOpen: '이미 처리된 요청입니다.',
  claimReasonRequired: '사유를 선택해주세요.',
  claimPhotosRequired: '반품·교환 요청에는 사진을 1장 이상 첨부해주세요.',
  claimTooManyPhotos: '사진은 최대 5장까지 첨부할 수 있습니다.',
  claimRefuseReasonRequired: '거절 사유를 입력해주세요.',
  claimRequested: '요청이 접수되었습니다. 판매자가 확인 후 처리합니다.',
  claimCancelled: '주문이 취소되고 결제 금액이 환불되었습니다.',
  claimAccepted: '요청을 승인했습니다.',
  claimRefused: '요청을 거절했습니다.',
  claimWithdrawn: '요청을 철회했습니다.',
  // Parcel shipping (발송처리).
  courierRequired: '택배사를 선택해주세요.',
  trackingNumberInvalid: '운송장 번호는 숫자 8~20자리로 입력해주세요.',
  shipNotParcel: '택배 주문만 발송처리할 수 있습니다.',
  shipNotReady: '발송처리할 수 없는 주문 상태입니다.',
  shipDone: '발송처리되었습니다.',
  bulkTooMany: '한 번에 최대 100건까지 처리할 수 있습니다.',
  bulkNoneSelected: '처리할 주문을 선택해주세요.',
  bulkDone: (n: number) => `${n}건을 처리했습니다.`,
  shipUseShipping: '택배 주문은 발송처리(택배사와 운송장 번호 입력)로 배송 중 상태가 됩니다.',
  bulkOrderRefused: (orderNo: string, why: string) => `주문 ${orderNo}: ${why} 선택한 주문은 하나도 바뀌지 않았습니다.`,
  bulkOrderNotFound: (id: number) => `주문(${id})을 찾을 수 없습니다. 선택한 주문은 하나도 바뀌지 않았습니다.`,
  bulkDuplicate: '같은 주문이 두 번 선택되었습니다.',
  // Seller information.
  businessNumberInvalid: '사업자등록번호는 숫자 10자리로 입력해주세요.',
  ecommerceReportInvalid: '통신판매업 신고번호 형식이 올바르지 않습니다. (예: 2026-서울강남-01234)',
  shopShippingInvalid: '배송비와 무료배송 기준 금액은 0 이상의 정수로 입력하거나 비워 두세요.',
  // 찜 and restock alerts.
  wishlistAdded: '찜 목록에 담았습니다.',
  wishlistRemoved: '찜을 해제했습니다.',
  restockNotSoldOut: '품절된 상품만 재입고 알림을 신청할 수 있습니다.',
  restockRequested: '재입고되면 알려 드릴게요.',
  restockCancelled: '재입고 알림을 취소했습니다.',
  wishlistFailed: '찜을 변경하지 못했습니다. 잠시 후 다시 시도해주세요.',
  wishlistLoadFailed: '찜한 상품을 불러오지 못했습니다.',
  restockFailed: '재입고 알림을 변경하지 못했습니다. 잠시 후 다시 시도해주세요.',
} as const;
