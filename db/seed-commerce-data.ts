import type { ImageKind } from './seed-images';
import { SEED_CATALOGUES } from './seed-catalogue-data';

/** The demo payments, orders and reviews of each demo tenant (db/seed-commerce.ts writes them). */

/**
 * The product the demo customer (customer@example.com) bought, had delivered and has not reviewed
 * yet, with another buyer's review to mark helpful: the first shopping product of each catalogue.
 * The write-a-review e2e test opens it by this title.
 */
export const SEED_REVIEW_TARGET: Record<string, string> = Object.fromEntries(
  Object.entries(SEED_CATALOGUES).map(([name, cat]) => [name, cat.shopping[0][1]]),
);

/** Picture kinds drawn for review photos, by tenant (the product's own kind when it is known). */
export const SEED_REVIEW_PHOTO_KINDS: Record<string, ImageKind[]> = {
  farm: ['apple', 'leafy', 'berry', 'root', 'box'],
  sea: ['fish', 'shellfish', 'squid', 'seaweed', 'box'],
};

/** Review texts by rating (index 0 = 1 star … 4 = 5 stars): [title, content]; an empty title is none. */
export const SEED_REVIEW_TEXTS: [string, string][][] = [
  [
    ['기대에 못 미쳤어요', '받아보니 상태가 좋지 않았어요. 포장도 조금 찢어져 있었고 다시 사지는 않을 것 같아요.'],
    ['', '사진과 너무 달라서 실망했어요. 양도 생각보다 훨씬 적었습니다.'],
  ],
  [
    ['조금 아쉬워요', '맛은 괜찮은데 배송이 하루 늦게 와서 신선도가 조금 떨어졌어요.'],
    ['', '가격에 비해 양이 적은 편이에요. 품질은 무난했습니다.'],
  ],
  [
    ['보통이에요', '나쁘지 않아요. 특별히 좋지도 나쁘지도 않은 무난한 맛이었어요.'],
    ['', '평범했어요. 다음에는 다른 상품도 한번 시켜보려고요.'],
    ['무난해요', '포장은 꼼꼼했는데 맛은 평범한 편이에요. 가격은 적당해요.'],
  ],
  [
    ['만족해요', '신선하고 맛있어요. 배송도 빨랐고 포장도 깔끔했습니다.'],
    ['', '가족들이 다 잘 먹었어요. 다음에도 주문할게요.'],
    ['괜찮아요', '생각보다 양이 넉넉하고 신선했어요. 가격 대비 좋아요.'],
  ],
  [
    ['최고예요!', '정말 신선하고 맛있어요. 산지 직송이라 그런지 마트 것과는 비교가 안 돼요. 재구매 의사 100%입니다.'],
    ['또 살게요', '아이들이 너무 좋아해서 벌써 두 번째 주문이에요. 포장도 정성스러워요.'],
    ['', '판매자님이 메모까지 써 주셔서 감동이었어요. 품질도 훌륭합니다.'],
    ['선물용으로 좋아요', '부모님께 선물했는데 너무 좋아하셨어요. 상태도 아주 좋았습니다.'],
    ['강력 추천', '이 가격에 이 품질이라니 놀라워요. 주변에도 추천했어요.'],
  ],
];

/** Delivery memos and merchant notes, picked in turn. */
export const SEED_DELIVERY_MEMOS = ['문 앞에 놓아주세요.', '부재 시 경비실에 맡겨주세요.', null, '배송 전에 연락 부탁드려요.', null];
export const SEED_ORDER_MEMOS: Partial<Record<string, string>> = {
  CANCELLED: '고객 요청으로 취소되었습니다.',
  REFUNDED: '상품 파손으로 환불 처리했습니다.',
  DELIVERING: '오늘 오후 도착 예정입니다.',
  READY: '준비 완료되었습니다.',
};
