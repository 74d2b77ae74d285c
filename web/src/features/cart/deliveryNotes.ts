/** 배송 요청사항's common notes; '직접 입력' opens the text field. */
export const DELIVERY_NOTES = ['문 앞에 놓아주세요', '경비실에 맡겨주세요', '배송 전 연락주세요'] as const;
export const CUSTOM_NOTE = '직접 입력';

/** 배송 요청사항 as the orders keep it: the chosen note, or the typed one. */
export const deliveryRequestOf = (v: { note: string; noteText: string }): string => (v.note === CUSTOM_NOTE ? v.noteText.trim() : v.note);
