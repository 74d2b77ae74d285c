import type { ImageKind } from './seed-images';

/** The demo community of each demo tenant (db/seed-community.ts writes it). */

/** The videos scripts/make-demo-videos.ts recorded into db/seed-media/videos (<name>.webm and its poster <name>.png). */
export type SeedVideoName = 'sunrise' | 'apples' | 'sprouts' | 'boat' | 'fish' | 'rice';

/** Who writes a comment: 'author' is the post's author, a number one of the demo neighbours (SEED_NEIGHBOURS, 0 is customer@example.com). */
export type SeedSpeaker = 'author' | number;

/** A top-level comment and its replies, each one level below the one before it. */
export type SeedThread = [SeedSpeaker, string][];

export interface SeedPost {
  /** Names the post's objects: public/t<tenant>/posts/seed-<slug>… */
  slug: string;
  /** Index into the tenant's demo merchants (SEED_CATALOGUES[…].merchants). */
  author: number;
  title: string;
  content: string;
  video?: SeedVideoName;
  images?: ImageKind[];
  announcement?: boolean;
  /** How long ago it was posted, in hours: spread over the last two weeks. */
  hoursAgo: number;
  views: number;
  /** How many of the demo neighbours like it (the first n). */
  likes: number;
  threads?: SeedThread[];
}

/** Customers who like and comment: customer@example.com of the base seed first, then these. */
export const SEED_NEIGHBOURS = [
  { email: 'neighbor1@example.com', username: '망원동새댁' },
  { email: 'neighbor2@example.com', username: '연남동집밥러' },
  { email: 'neighbor3@example.com', username: '공덕주민' },
  { email: 'neighbor4@example.com', username: '성수직장인' },
];

const FARM: SeedPost[] = [
  {
    slug: 'sunrise',
    author: 0,
    title: '양평 들녘의 아침',
    content: '오늘도 해 뜨기 전에 밭에 나왔어요. 이 시간 공기가 제일 좋아요.',
    video: 'sunrise',
    hoursAgo: 20,
    views: 412,
    likes: 5,
    threads: [
      [
        [1, '와 하늘 색이 너무 예뻐요. 매일 이렇게 일찍 나가세요?'],
        ['author', '네, 여름엔 다섯 시면 나가요. 낮엔 너무 더워서요.'],
        [1, '부지런하시네요! 오늘 딴 채소는 언제 받을 수 있어요?'],
        ['author', '오전에 주문하시면 오늘 저녁에 도착해요.'],
        [1, '그럼 지금 바로 주문할게요.'],
        ['author', '감사합니다. 제일 싱싱한 걸로 골라 보낼게요!'],
      ],
      [[2, '영상 보니까 마음이 편해지네요.']],
      [[0, '양평 가보고 싶어요.'], ['author', '주말 농장 체험도 곧 열어요. 공지 올릴게요!']],
    ],
  },
  {
    slug: 'apples',
    author: 2,
    title: '청송 사과 수확 시작했어요',
    content: '올해 사과는 당도가 높아요. 주문하신 분들께 이번 주부터 차례로 보내드릴게요.',
    video: 'apples',
    hoursAgo: 3 * 24 + 5,
    views: 876,
    likes: 4,
    threads: [[[3, '작년에 먹어보고 반했어요. 올해도 주문했습니다.']], [[4, '부사인가요, 홍로인가요?'], ['author', '지금은 홍로예요. 부사는 다음 달에 나와요.']]],
  },
  {
    slug: 'sprouts',
    author: 1,
    title: '비 온 뒤 새싹이 쑥쑥',
    content: '어제 내린 비 덕분에 상추 모종이 하루 만에 이만큼 자랐어요.',
    video: 'sprouts',
    hoursAgo: 5 * 24 + 2,
    views: 233,
    likes: 2,
    threads: [[[0, '귀여워요! 다 자라면 꼭 살게요.']]],
  },
  {
    slug: 'rice',
    author: 3,
    title: '햅쌀로 지은 밥',
    content: '도시락에 들어가는 밥은 매일 아침 햅쌀로 새로 짓습니다. 김이 모락모락 나죠?',
    video: 'rice',
    hoursAgo: 8 * 24 + 9,
    views: 541,
    likes: 3,
    threads: [[[2, '밥맛이 좋아서 도시락 자주 시켜요.']]],
  },
  {
    slug: 'apple-sorting',
    author: 2,
    title: '부사 선별 작업 중',
    content: '크기별로 하나하나 골라 담고 있어요. 흠과는 주스용으로 따로 모아요.',
    images: ['apple', 'apple'],
    hoursAgo: 2 * 24 + 7,
    views: 198,
    likes: 2,
  },
  {
    slug: 'lettuce',
    author: 1,
    title: '오늘 아침 수확한 상추',
    content: '쌈 채소 세트에 들어가는 상추예요. 오후 배송으로 출발합니다.',
    images: ['leafy'],
    hoursAgo: 4 * 24 + 3,
    views: 156,
    likes: 1,
  },
  {
    slug: 'campagne',
    author: 4,
    title: '우리밀 깜빠뉴 나왔어요',
    content: '천연발효종으로 이틀 숙성했어요. 오후 두 시부터 픽업 가능합니다.',
    images: ['bread', 'bread'],
    hoursAgo: 6 * 24 + 4,
    views: 321,
    likes: 3,
    threads: [[[4, '퇴근길에 들를게요. 두 개 남겨주세요!'], ['author', '네, 이름 말씀해 주시면 챙겨둘게요.']]],
  },
  {
    slug: 'hanwoo',
    author: 5,
    title: '이번 주 한우 입고',
    content: '1++ 등심과 채끝이 들어왔어요. 구이용 두께로 잘라 드립니다.',
    images: ['meat'],
    hoursAgo: 10 * 24 + 6,
    views: 267,
    likes: 1,
  },
  {
    slug: 'banchan-menu',
    author: 3,
    title: '이번 주 반찬 메뉴',
    content: '멸치볶음, 시금치나물, 장조림을 준비했어요. 목요일까지 주문 받아요.',
    images: ['bowl', 'lunchbox'],
    hoursAgo: 12 * 24 + 2,
    views: 143,
    likes: 2,
  },
  {
    slug: 'notice-weekend',
    author: 0,
    title: '[공지] 주말 주문은 월요일에 출고돼요',
    content: '토·일요일에 주문하신 상품은 월요일 아침에 수확해서 보내드립니다. 양해 부탁드려요.',
    images: ['box'],
    announcement: true,
    hoursAgo: 13 * 24 + 1,
    views: 689,
    likes: 1,
  },
];

const SEA: SeedPost[] = [
  {
    slug: 'boat',
    author: 0,
    title: '새벽 조업 나갑니다',
    content: '오늘은 바람이 잔잔해서 멀리까지 나가봅니다. 돌아오면 바로 손질해서 보내드릴게요.',
    video: 'boat',
    hoursAgo: 18,
    views: 655,
    likes: 5,
    threads: [
      [
        [2, '배 타고 나가시는 거 처음 봐요. 멀미는 안 하세요?'],
        ['author', '삼십 년을 탔더니 이제 육지에서 멀미해요.'],
        [2, '하하, 오늘은 뭐가 잡힐까요?'],
        ['author', '요즘은 고등어랑 갈치가 많이 올라와요.'],
        [2, '갈치 나오면 꼭 알려주세요!'],
        ['author', '네, 들어오는 대로 채널에 올릴게요.'],
      ],
      [[0, '안전 조업하세요!']],
      [[3, '파도 소리가 들리는 것 같아요.'], ['author', '오늘은 파도가 순한 편이었어요.']],
    ],
  },
  {
    slug: 'fish',
    author: 0,
    title: '오늘 잡은 고등어',
    content: '살이 통통하게 오른 제철 고등어예요. 손질 후 급랭해서 보내드립니다.',
    video: 'fish',
    hoursAgo: 2 * 24 + 3,
    views: 932,
    likes: 4,
    threads: [[[1, '구이용으로 두 손 주문했어요.'], ['author', '소금 간 살짝 해서 보내드릴게요.']]],
  },
  {
    slug: 'rice',
    author: 3,
    title: '회덮밥 한 그릇 어떠세요',
    content: '갓 지은 밥 위에 오늘 뜬 광어를 듬뿍 올렸어요. 점심 배달 시작합니다.',
    video: 'rice',
    hoursAgo: 6 * 24 + 5,
    views: 388,
    likes: 3,
    threads: [[[4, '점심에 시켜 먹었는데 양이 정말 많아요.']]],
  },
  {
    slug: 'sunrise',
    author: 5,
    title: '바닷가 마을에도 해가 떴어요',
    content: '미역 말리러 나가는 길에 마을 뒤 밭 위로 해가 떠서 찍어봤어요.',
    video: 'sunrise',
    hoursAgo: 9 * 24 + 1,
    views: 247,
    likes: 2,
  },
  {
    slug: 'abalone',
    author: 1,
    title: '해녀가 딴 전복',
    content: '오늘 물질에서 건져 올린 전복이에요. 크기가 제법 굵어요.',
    images: ['shellfish', 'shellfish'],
    hoursAgo: 3 * 24 + 8,
    views: 402,
    likes: 3,
    threads: [[[0, '전복죽 끓이면 딱이겠어요.'], ['author', '내장도 같이 넣으면 더 고소해요.']]],
  },
  {
    slug: 'oysters',
    author: 2,
    title: '통영 굴 첫 출하',
    content: '올해 첫 굴이 나왔어요. 알은 아직 작지만 향이 진합니다.',
    images: ['shellfish'],
    hoursAgo: 4 * 24 + 6,
    views: 287,
    likes: 2,
  },
  {
    slug: 'squid',
    author: 4,
    title: '반건조 오징어 말리는 중',
    content: '햇볕 좋은 날 이틀 말린 반건조 오징어예요. 구워 먹으면 쫄깃해요.',
    images: ['squid'],
    hoursAgo: 7 * 24 + 3,
    views: 176,
    likes: 1,
  },
  {
    slug: 'seaweed',
    author: 5,
    title: '완도 돌미역 건조',
    content: '바닷바람에 말린 돌미역이에요. 국 끓이면 국물이 뽀얗게 우러나요.',
    images: ['seaweed'],
    hoursAgo: 10 * 24 + 4,
    views: 214,
    likes: 2,
  },
  {
    slug: 'flatfish',
    author: 3,
    title: '오늘의 활어',
    content: '광어, 우럭 들어왔어요. 주문 즉시 떠 드립니다.',
    images: ['fish', 'fish'],
    hoursAgo: 11 * 24 + 7,
    views: 301,
    likes: 2,
  },
  {
    slug: 'notice-shipping',
    author: 0,
    title: '[공지] 산지 직송 배송 안내',
    content: '수산물은 아이스박스에 담아 다음 날 오전까지 도착하도록 보내드려요. 받으시면 바로 냉장 보관해 주세요.',
    images: ['box'],
    announcement: true,
    hoursAgo: 13 * 24 + 5,
    views: 520,
    likes: 1,
  },
];

export const SEED_COMMUNITY: Record<string, SeedPost[]> = { farm: FARM, sea: SEA };
