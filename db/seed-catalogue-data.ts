import type { ImageKind } from './seed-images';

/** The demo catalogue of each demo tenant (db/seed-catalogue.ts writes it). */

export interface SeedCategory {
  value: string;
  label: string;
  emoji: string;
}

export interface SeedRegion {
  code: string;
  name: string;
  lat: number;
  lng: number;
}

export interface SeedMerchant {
  /** merchant@example.com is the account the base seed makes; the others are made here. */
  email: string;
  username: string;
  businessName: string;
  businessNumber: string;
  description: string;
  address: string;
  phone: string;
  lat: number;
  lng: number;
  region: string;
  category: string;
  isFeatured: boolean;
}

/** [slug, title, description, price, original price or 0, category value, merchant index, image kind] */
export type SeedProductRow = [string, string, string, number, number, string, number, ImageKind];

export interface SeedCatalogue {
  shoppingCategories: SeedCategory[];
  deliveryCategories: SeedCategory[];
  merchants: SeedMerchant[];
  shopping: SeedProductRow[];
  delivery: SeedProductRow[];
  banners: { title: string; subtitle: string; link: string }[];
  events: { title: string; description: string; link: string; days: number }[];
  notices: { title: string; content: string; pinned?: boolean }[];
}

/** Food-tab products sold for pickup only (delivery_available false), by site and slug. */
export const SEED_PICKUP_ONLY: Record<string, string[]> = {
  farm: ['wheat-bread', 'campagne', 'apple-crumble-pie'],
  sea: ['spicy-fish-stew', 'eel-don'],
};

/** Seoul districts (district office coordinates, rounded). */
export const SEED_REGIONS: SeedRegion[] = [
  { code: 'mapo', name: '마포구', lat: 37.5663, lng: 126.9019 },
  { code: 'seodaemun', name: '서대문구', lat: 37.5791, lng: 126.9368 },
  { code: 'yeongdeungpo', name: '영등포구', lat: 37.5264, lng: 126.8962 },
  { code: 'dongjak', name: '동작구', lat: 37.5124, lng: 126.9393 },
  { code: 'yongsan', name: '용산구', lat: 37.5326, lng: 126.9905 },
  { code: 'jongno', name: '종로구', lat: 37.5735, lng: 126.979 },
  { code: 'seongdong', name: '성동구', lat: 37.5634, lng: 127.0369 },
  { code: 'gangnam', name: '강남구', lat: 37.5172, lng: 127.0473 },
  { code: 'songpa', name: '송파구', lat: 37.5145, lng: 127.1059 },
];

const FARM: SeedCatalogue = {
  shoppingCategories: [
    { value: 'fruit', label: '과일', emoji: '🍎' },
    { value: 'vegetable', label: '채소', emoji: '🥬' },
    { value: 'seafood', label: '수산', emoji: '🐟' },
    { value: 'meat', label: '정육', emoji: '🥩' },
    { value: 'processed', label: '가공식품', emoji: '🥫' },
    { value: 'fashion', label: '생활·패션', emoji: '👕' },
  ],
  deliveryCategories: [
    { value: 'banchan', label: '반찬', emoji: '🥘' },
    { value: 'dosirak', label: '도시락', emoji: '🍱' },
    { value: 'bakery', label: '베이커리', emoji: '🥐' },
    { value: 'fruit', label: '과일', emoji: '🍓' },
    { value: 'salad', label: '샐러드', emoji: '🥗' },
    { value: 'seafood', label: '수산', emoji: '🐟' },
  ],
  // Most shops sit within 5 km of Mapo (37.55, 126.92); the butcher in Seongsu is farther on purpose.
  merchants: [
    { email: 'merchant@example.com', username: '햇살농부', businessName: '햇살농원', businessNumber: '1234567890', description: '양평에서 3대째 유기농 채소를 키웁니다.', address: '서울특별시 마포구 망원로 12 햇살농원 직판장', phone: '01012345678', lat: 37.5556, lng: 126.9015, region: 'mapo', category: 'processed', isFeatured: true },
    { email: 'merchant2@example.com', username: '초록텃밭', businessName: '초록텃밭 채소가게', businessNumber: '2208112345', description: '아침에 딴 잎채소를 그날 오후에 보내드려요.', address: '서울특별시 마포구 연남로 34', phone: '01022223301', lat: 37.5622, lng: 126.9255, region: 'mapo', category: 'vegetable', isFeatured: false },
    { email: 'merchant3@example.com', username: '과수원집딸', businessName: '과수원집 과일가게', businessNumber: '1058723456', description: '청송 사과와 제주 감귤을 산지에서 직접 골라옵니다.', address: '서울특별시 서대문구 신촌로 87', phone: '01022223302', lat: 37.5597, lng: 126.9423, region: 'seodaemun', category: 'fruit', isFeatured: true },
    { email: 'merchant4@example.com', username: '엄마손반찬', businessName: '엄마손 반찬가게', businessNumber: '1138654321', description: '매일 새벽 만드는 집밥 반찬과 도시락.', address: '서울특별시 마포구 양화로 45', phone: '01022223303', lat: 37.5495, lng: 126.9139, region: 'mapo', category: 'banchan', isFeatured: false },
    { email: 'merchant5@example.com', username: '동네빵집사장', businessName: '공덕 동네빵집', businessNumber: '1051198765', description: '우리밀과 천연발효종으로 굽는 동네 빵집.', address: '서울특별시 마포구 만리재로 21', phone: '01022223304', lat: 37.5443, lng: 126.9515, region: 'mapo', category: 'bakery', isFeatured: false },
    { email: 'merchant6@example.com', username: '한우목장주', businessName: '성수 한우정육점', businessNumber: '2068834567', description: '횡성 한우 1++ 등급만 취급하는 정육점.', address: '서울특별시 성동구 성수이로 77', phone: '01022223305', lat: 37.5446, lng: 127.0559, region: 'seongdong', category: 'meat', isFeatured: false },
  ],
  shopping: [
    ['honey-apple-3kg', '햇살 꿀사과 3kg', '청송 고랭지에서 자란 꿀이 든 부사 사과. 아삭하고 달콤해요.', 29900, 35000, 'fruit', 2, 'apple'],
    ['family-apple-5kg', '부사 사과 가정용 5kg', '모양은 조금 달라도 맛은 그대로인 가정용 사과.', 32900, 39000, 'fruit', 2, 'apple'],
    ['jeju-tangerine-5kg', '제주 감귤 5kg', '껍질이 얇고 새콤달콤한 제주 노지 감귤.', 19900, 24900, 'fruit', 2, 'citrus'],
    ['hallabong-3kg', '제주 한라봉 3kg', '과즙이 풍부한 만감류, 선물용으로도 좋아요.', 34900, 0, 'fruit', 2, 'citrus'],
    ['seolhyang-strawberry-1kg', '설향 딸기 1kg', '논산 하우스에서 완숙으로 수확한 설향 딸기.', 15900, 18900, 'fruit', 2, 'berry'],
    ['shine-muscat-2kg', '샤인머스캣 2kg', '씨 없이 껍질째 먹는 망고향 청포도.', 27900, 32000, 'fruit', 2, 'grape'],
    ['campbell-grape-2kg', '캠벨 포도 2kg', '영동 포도밭의 진한 맛 캠벨얼리.', 16900, 0, 'fruit', 2, 'grape'],
    ['organic-lettuce-500g', '유기농 상추 500g', '무농약 인증 텃밭에서 아침에 딴 적상추.', 4900, 0, 'vegetable', 1, 'leafy'],
    ['spinach-1kg', '포항초 시금치 1kg', '해풍 맞고 자라 단맛이 도는 겨울 시금치.', 6900, 7900, 'vegetable', 1, 'leafy'],
    ['jeju-carrot-2kg', '제주 흙당근 2kg', '구좌 흙당근, 주스용으로도 좋아요.', 8900, 9900, 'vegetable', 1, 'root'],
    ['haenam-sweet-potato-3kg', '해남 꿀고구마 3kg', '황토밭에서 키운 호박고구마, 구우면 꿀이 흘러요.', 18900, 22000, 'vegetable', 1, 'root'],
    ['salted-cabbage-10kg', '해남 절임배추 10kg', '김장용 절임배추, 세척까지 마쳐서 보내드려요.', 29000, 0, 'vegetable', 1, 'leafy'],
    ['kale-500g', '쌈 케일 500g', '쌈과 녹즙에 좋은 연한 케일.', 5900, 0, 'vegetable', 1, 'leafy'],
    ['radish-2ea', '무 2개', '시원한 국물용 가을무.', 4500, 0, 'vegetable', 1, 'root'],
    ['hanwoo-sirloin-300g', '1++ 한우 등심 300g', '횡성 한우 1++ 등급 등심, 구이용 두께로 손질.', 38900, 45000, 'meat', 5, 'meat'],
    ['pork-belly-600g', '국내산 삼겹살 600g', '지리산 흑돼지 삼겹살, 두툼하게 썰었어요.', 15900, 0, 'meat', 5, 'meat'],
    ['hanwoo-bulgogi-500g', '한우 불고기 500g', '양념 없이 얇게 썬 불고기용 한우.', 21900, 25000, 'meat', 5, 'meat'],
    ['chicken-breast-1kg', '닭가슴살 1kg', '국내산 무항생제 닭가슴살.', 9900, 0, 'meat', 5, 'meat'],
    ['mackerel-2pack', '손질 고등어 2팩', '제주 고등어를 손질해 소금 간까지 했어요.', 12900, 15000, 'seafood', 0, 'fish'],
    ['fresh-oyster-500g', '국산 생굴 500g', '통영에서 새벽에 깐 생굴.', 11900, 0, 'seafood', 0, 'shellfish'],
    ['apple-juice-30', '청송 사과즙 30포', '사과만 착즙한 무첨가 사과즙.', 24900, 29900, 'processed', 2, 'jar'],
    ['strawberry-jam-500g', '수제 딸기잼 500g', '설향 딸기와 유기농 설탕만 넣고 졸였어요.', 8900, 0, 'processed', 0, 'jar'],
    ['kimchi-3kg', '국산 포기김치 3kg', '해남 배추와 국산 고춧가루로 담근 김치.', 21900, 25900, 'processed', 0, 'jar'],
    ['sesame-oil-350ml', '저온압착 참기름 350ml', '국산 참깨를 저온에서 짠 참기름.', 13900, 0, 'processed', 0, 'jar'],
    ['holiday-gift-set', '명절 과일 선물세트', '사과와 배를 함께 담은 명절 선물세트.', 49000, 59000, 'processed', 2, 'box'],
    ['farmer-apron', '농부 앞치마', '두꺼운 면 캔버스 작업용 앞치마.', 12900, 0, 'fashion', 0, 'shirt'],
    ['linen-shirt', '린넨 셔츠', '여름 밭일에도 시원한 린넨 셔츠.', 29000, 39000, 'fashion', 0, 'shirt'],
    ['eco-bag', '장바구니 에코백', '튼튼한 장보기용 에코백.', 9900, 0, 'fashion', 0, 'box'],
  ],
  delivery: [
    ['banchan-set-3', '엄마손 반찬 3종 세트', '오늘 만든 반찬 세 가지를 골고루 담았어요.', 15900, 18000, 'banchan', 3, 'bowl'],
    ['anchovy-stir-fry', '멸치볶음 200g', '견과류를 넣어 고소한 잔멸치볶음.', 5900, 0, 'banchan', 3, 'bowl'],
    ['beef-jangjorim', '소고기 장조림 300g', '한우 홍두깨살로 만든 장조림.', 9900, 0, 'banchan', 3, 'bowl'],
    ['namul-4', '계절 나물 4종', '제철 나물을 데쳐 무친 나물 모둠.', 12900, 14000, 'banchan', 3, 'bowl'],
    ['jeyuk-dosirak', '제육 도시락', '매콤한 제육볶음과 반찬 네 가지.', 8900, 0, 'dosirak', 3, 'lunchbox'],
    ['bulgogi-dosirak', '불고기 도시락', '달콤한 불고기와 잡곡밥.', 9900, 11000, 'dosirak', 3, 'lunchbox'],
    ['brown-rice-dosirak', '건강 현미 도시락', '현미밥과 채소 반찬 위주의 가벼운 한 끼.', 10900, 0, 'dosirak', 3, 'lunchbox'],
    ['wheat-bread', '우리밀 식빵', '우리밀과 천연발효종으로 구운 식빵.', 5500, 0, 'bakery', 4, 'bread'],
    ['salt-bread-4', '소금빵 4개', '버터 풍미 가득한 소금빵.', 8000, 0, 'bakery', 4, 'bread'],
    ['red-bean-bread-3', '단팥빵 3개', '국산 팥을 직접 끓여 넣은 단팥빵.', 6500, 7500, 'bakery', 4, 'bread'],
    ['campagne', '통밀 깜빠뉴', '겉은 바삭 속은 촉촉한 통밀 깜빠뉴.', 7900, 0, 'bakery', 4, 'bread'],
    ['apple-crumble-pie', '사과 크럼블 파이', '청송 사과를 듬뿍 넣은 크럼블 파이.', 12000, 0, 'bakery', 4, 'apple'],
    ['fruit-cup', '생과일 컵', '딸기와 제철 과일을 한 컵에.', 6900, 0, 'fruit', 2, 'berry'],
    ['apple-slice-cup', '사과 슬라이스 컵', '갈변 없이 바로 먹는 사과 슬라이스.', 4500, 0, 'fruit', 2, 'apple'],
    ['fruit-lunchbox', '제철 과일 도시락', '포도와 감귤, 딸기를 담은 과일 도시락.', 12900, 14900, 'fruit', 2, 'grape'],
    ['ricotta-salad', '리코타 치즈 샐러드', '수제 리코타와 유기농 잎채소.', 9900, 0, 'salad', 1, 'salad'],
    ['chicken-salad', '닭가슴살 샐러드', '허브 닭가슴살과 구운 채소.', 10900, 12000, 'salad', 1, 'salad'],
    ['kale-apple-salad', '케일 사과 샐러드', '케일과 사과, 요거트 드레싱.', 9500, 0, 'salad', 1, 'salad'],
    ['grilled-mackerel-meal', '고등어 구이 정식', '노릇하게 구운 고등어와 밥, 국.', 11900, 0, 'seafood', 0, 'fish'],
  ],
  banners: [
    { title: '이번 주 제철 과일 최대 20% 할인', subtitle: '과수원에서 바로 보내는 사과·감귤', link: '/main?tab=shopping' },
    { title: '오늘 만든 반찬, 오늘 저녁 배달', subtitle: '동네 반찬가게의 집밥', link: '/main?tab=delivery' },
    { title: '첫 주문이면 1,000포인트', subtitle: '로컬팜이 처음이라면', link: '/main' },
  ],
  events: [
    { title: '김장철 절임배추 사전 예약', description: '해남 절임배추를 미리 예약하면 10% 할인해 드려요.', link: '/shopping', days: 21 },
    { title: '사과 농장 체험 초대', description: '구매 고객 중 추첨으로 청송 사과 따기 체험에 초대합니다.', link: '/events', days: 30 },
  ],
  notices: [
    { title: '로컬팜 이용 안내', content: '주문은 매일 오후 2시까지 당일 출고됩니다. 픽업은 각 가게 영업시간에 가능합니다.', pinned: true },
    { title: '설 연휴 배송 일정 안내', content: '연휴 기간에는 택배사 휴무로 배송이 2~3일 늦어질 수 있습니다.' },
    { title: '개인정보 처리방침 개정 안내', content: '개정된 개인정보 처리방침이 다음 달 1일부터 적용됩니다.' },
    { title: '새 판매자 입점: 공덕 동네빵집', content: '우리밀 빵을 굽는 공덕 동네빵집이 입점했습니다.' },
  ],
};

const SEA: SeedCatalogue = {
  shoppingCategories: [
    { value: 'fish', label: '생선', emoji: '🐟' },
    { value: 'shellfish', label: '조개·갑각류', emoji: '🦀' },
    { value: 'dried', label: '건어물', emoji: '🦑' },
    { value: 'seaweed', label: '해조류', emoji: '🌿' },
    { value: 'processed', label: '가공식품', emoji: '🥫' },
    { value: 'fashion', label: '생활·패션', emoji: '👕' },
  ],
  deliveryCategories: [
    { value: 'sashimi', label: '회', emoji: '🍣' },
    { value: 'seafood', label: '해물요리', emoji: '🦐' },
    { value: 'soup', label: '탕·찌개', emoji: '🍲' },
    { value: 'banchan', label: '반찬', emoji: '🥘' },
    { value: 'dosirak', label: '도시락', emoji: '🍱' },
    { value: 'salad', label: '샐러드', emoji: '🥗' },
  ],
  merchants: [
    { email: 'merchant@example.com', username: '푸른바다어부', businessName: '푸른바다수산', businessNumber: '1234567890', description: '부산 앞바다에서 매일 조업합니다.', address: '서울특별시 동작구 노들로 674 노량진수산시장', phone: '01012345678', lat: 37.5133, lng: 126.9402, region: 'dongjak', category: 'fish', isFeatured: true },
    { email: 'merchant2@example.com', username: '제주해녀', businessName: '제주해녀 전복상회', businessNumber: '6168123456', description: '해녀가 직접 딴 전복과 소라를 보내드려요.', address: '서울특별시 영등포구 여의대로 24', phone: '01033334401', lat: 37.5219, lng: 126.9245, region: 'yeongdeungpo', category: 'shellfish', isFeatured: true },
    { email: 'merchant3@example.com', username: '통영굴아재', businessName: '통영 굴 직판장', businessNumber: '6128765432', description: '통영 바다에서 키운 굴과 젓갈.', address: '서울특별시 마포구 와우산로 29', phone: '01033334402', lat: 37.5567, lng: 126.9237, region: 'mapo', category: 'shellfish', isFeatured: false },
    { email: 'merchant4@example.com', username: '망원횟집', businessName: '망원 활어회센터', businessNumber: '1078654321', description: '주문 즉시 뜨는 활어회와 해물요리.', address: '서울특별시 마포구 월드컵로 235', phone: '01033334403', lat: 37.57, lng: 126.898, region: 'mapo', category: 'sashimi', isFeatured: true },
    { email: 'merchant5@example.com', username: '건어물할매', businessName: '영천 건어물상회', businessNumber: '1108234567', description: '50년 된 시장 건어물 가게.', address: '서울특별시 서대문구 통일로 189 영천시장', phone: '01033334404', lat: 37.5705, lng: 126.9608, region: 'seodaemun', category: 'dried', isFeatured: false },
    { email: 'merchant6@example.com', username: '완도미역', businessName: '완도 해초마을', businessNumber: '4158876543', description: '완도 청정 바다의 미역과 김.', address: '서울특별시 송파구 올림픽로 240', phone: '01033334405', lat: 37.5133, lng: 127.1, region: 'songpa', category: 'seaweed', isFeatured: false },
  ],
  shopping: [
    ['mackerel-2pack', '손질 고등어 2팩', '제주 고등어를 손질해 소금 간까지 했어요.', 12900, 15000, 'fish', 0, 'fish'],
    ['jeju-hairtail-4', '제주 은갈치 4마리', '은빛이 살아있는 제주 먹갈치.', 39900, 46000, 'fish', 0, 'fish'],
    ['yellow-croaker-10', '국산 참조기 10미', '영광 법성포 참조기, 구이용.', 29900, 0, 'fish', 0, 'fish'],
    ['salmon-fillet-500g', '노르웨이 연어 필렛 500g', '껍질과 뼈를 제거한 생연어.', 24900, 0, 'fish', 0, 'fish'],
    ['squid-3', '손질 오징어 3마리', '동해 오징어 내장 제거 손질.', 19900, 0, 'fish', 0, 'squid'],
    ['half-dried-flounder-5', '반건조 가자미 5미', '해풍에 말린 쫀득한 가자미.', 17900, 0, 'fish', 4, 'fish'],
    ['wild-flatfish-1kg', '자연산 광어 1kg', '손질해서 보내는 자연산 광어.', 32000, 0, 'fish', 3, 'fish'],
    ['abalone-1kg', '완도 활전복 1kg', '살아있는 그대로 보내는 활전복.', 45900, 52000, 'shellfish', 1, 'shellfish'],
    ['tongyeong-oyster-1kg', '통영 생굴 1kg', '새벽에 깐 통영 생굴.', 15900, 0, 'shellfish', 2, 'shellfish'],
    ['red-snow-crab-2kg', '홍게 2kg', '동해 홍게를 쪄서 급랭했어요.', 35000, 42000, 'shellfish', 2, 'shellfish'],
    ['pen-shell-500g', '키조개 관자 500g', '쫄깃한 키조개 관자.', 27900, 0, 'shellfish', 1, 'shellfish'],
    ['clam-2kg', '해감 바지락 2kg', '해감까지 마친 서해 바지락.', 9900, 0, 'shellfish', 2, 'shellfish'],
    ['blue-crab-2kg', '꽃게 2kg', '살이 꽉 찬 서해 숫꽃게.', 32900, 38000, 'shellfish', 2, 'shellfish'],
    ['king-prawn-1kg', '대하 1kg', '소금구이용 서해 대하.', 29900, 0, 'shellfish', 1, 'shellfish'],
    ['soup-anchovy-1-5kg', '국물용 멸치 1.5kg', '남해 죽방 국물용 멸치.', 24900, 28000, 'dried', 4, 'fish'],
    ['dried-squid-10', '마른오징어 10미', '동해안 햇오징어를 말렸어요.', 49000, 0, 'dried', 4, 'squid'],
    ['dried-pollack-500g', '황태채 500g', '대관령 덕장 황태를 찢었어요.', 15900, 0, 'dried', 4, 'fish'],
    ['filefish-jerky-500g', '쥐포 500g', '구워 먹는 국산 쥐포.', 12900, 0, 'dried', 4, 'box'],
    ['dried-shrimp-300g', '건새우 300g', '볶음과 국물에 쓰는 건새우.', 13900, 0, 'dried', 4, 'box'],
    ['wando-seaweed-300g', '완도 자른미역 300g', '바로 불려 쓰는 자른 미역.', 7900, 0, 'seaweed', 5, 'seaweed'],
    ['dolgim-100', '돌김 100매', '조선간장 발라 굽기 좋은 돌김.', 19900, 23000, 'seaweed', 5, 'seaweed'],
    ['kelp-500g', '국물용 다시마 500g', '완도 두꺼운 다시마.', 9900, 0, 'seaweed', 5, 'seaweed'],
    ['hijiki-1kg', '생톳 1kg', '새콤하게 무쳐 먹는 생톳.', 11900, 0, 'seaweed', 5, 'seaweed'],
    ['myeongnan-500g', '저염 명란젓 500g', '속초 명란을 저염으로 숙성했어요.', 21900, 25900, 'processed', 0, 'jar'],
    ['oyster-jeotgal-500g', '어리굴젓 500g', '통영 굴로 담근 어리굴젓.', 16900, 0, 'processed', 2, 'jar'],
    ['soy-crab-1kg', '간장게장 1kg', '알이 꽉 찬 암꽃게로 담근 간장게장.', 39900, 45000, 'processed', 2, 'jar'],
    ['fishcake-gift-set', '부산 어묵 선물세트', '수제 어묵 12종 선물세트.', 25900, 0, 'processed', 0, 'box'],
    ['tuna-can-10', '참치 통조림 10캔', '원양 참치 살코기 통조림.', 18900, 0, 'processed', 0, 'box'],
    ['fisher-boots', '어부 장화', '미끄럼 방지 작업 장화.', 24900, 0, 'fashion', 5, 'box'],
    ['waterproof-apron', '방수 앞치마', '수산시장 상인이 쓰는 방수 앞치마.', 15900, 0, 'fashion', 5, 'shirt'],
    ['sea-tshirt', '바다마켓 티셔츠', '파도 무늬 면 티셔츠.', 19900, 25000, 'fashion', 5, 'shirt'],
  ],
  delivery: [
    ['mixed-sashimi-m', '광어 우럭 모둠회 (중)', '주문 즉시 뜬 광어와 우럭.', 39900, 45000, 'sashimi', 3, 'fish'],
    ['salmon-sashimi-300g', '연어 사시미 300g', '두툼하게 썬 생연어회.', 19900, 0, 'sashimi', 3, 'fish'],
    ['tuna-sashimi-set', '참치 회 세트', '참다랑어 부위별 회 세트.', 49000, 0, 'sashimi', 3, 'fish'],
    ['seafood-pancake', '해물파전', '오징어와 새우를 듬뿍 넣은 파전.', 15900, 0, 'seafood', 3, 'bowl'],
    ['fried-shrimp-10', '새우튀김 10미', '바삭하게 튀긴 왕새우.', 14900, 0, 'seafood', 3, 'bowl'],
    ['spicy-squid', '오징어볶음', '매콤달콤한 오징어볶음.', 13900, 0, 'seafood', 0, 'squid'],
    ['spicy-fish-stew', '우럭 매운탕', '회 뜨고 남은 우럭으로 끓인 매운탕.', 29900, 0, 'soup', 3, 'bowl'],
    ['seafood-doenjang', '해물 된장찌개', '바지락과 새우를 넣은 된장찌개.', 12900, 0, 'soup', 0, 'bowl'],
    ['roe-stew', '알탕', '명란과 곤이를 넣은 얼큰한 알탕.', 14900, 16000, 'soup', 0, 'bowl'],
    ['jeotgal-3', '젓갈 반찬 3종', '어리굴젓, 명란젓, 오징어젓.', 14900, 0, 'banchan', 2, 'jar'],
    ['anchovy-stir-fry', '멸치볶음 200g', '견과류를 넣은 잔멸치볶음.', 5900, 0, 'banchan', 4, 'bowl'],
    ['fishcake-stir-fry', '어묵볶음', '부산 어묵으로 만든 간장 어묵볶음.', 5500, 0, 'banchan', 0, 'bowl'],
    ['mackerel-dosirak', '고등어구이 도시락', '고등어구이와 반찬 세 가지.', 9900, 0, 'dosirak', 0, 'lunchbox'],
    ['salmon-don', '연어 덮밥', '생연어와 양파, 간장 소스.', 11900, 0, 'dosirak', 0, 'lunchbox'],
    ['eel-don', '장어 덮밥', '숯불에 구운 민물장어 덮밥.', 15900, 17900, 'dosirak', 0, 'lunchbox'],
    ['salmon-poke', '연어 포케', '연어와 현미밥, 채소를 담은 포케.', 12900, 0, 'salad', 1, 'salad'],
    ['shrimp-salad', '새우 샐러드', '구운 새우와 잎채소.', 11900, 0, 'salad', 1, 'salad'],
  ],
  banners: [
    { title: '새벽 경매 수산물, 오늘 도착', subtitle: '항구에서 바로 보내드려요', link: '/main?tab=shopping' },
    { title: '활어회 30분 배달', subtitle: '망원 활어회센터', link: '/main?tab=delivery' },
    { title: '첫 주문이면 1,000포인트', subtitle: '바다마켓이 처음이라면', link: '/main' },
  ],
  events: [
    { title: '제철 대하 축제', description: '대하 1kg 구매 시 소금 한 봉지를 함께 보내드려요.', link: '/shopping', days: 14 },
    { title: '김장 굴 사전 예약', description: '통영 생굴을 미리 예약하면 10% 할인.', link: '/events', days: 21 },
    { title: '리뷰 쓰고 포인트 받기', description: '사진 리뷰를 남기면 포인트를 두 배로 드립니다.', link: '/events', days: 30 },
  ],
  notices: [
    { title: '바다마켓 배송 안내', content: '수산물은 아이스박스에 담아 다음 날 새벽에 도착합니다.', pinned: true },
    { title: '기상 악화 시 출고 지연 안내', content: '태풍과 풍랑 특보가 있으면 조업과 출고가 늦어질 수 있습니다.' },
    { title: '활어회 배달 지역 확대', content: '마포구와 서대문구 전 지역으로 배달이 확대되었습니다.' },
  ],
};

export const SEED_CATALOGUES: Record<string, SeedCatalogue> = { farm: FARM, sea: SEA };
