import type { LandingCopy, PublicTenant } from '../../../../shared/schemas/tenant';
import type { AppIconName } from '../../ui/AppIcon';

/** The landing page's copy with every part filled in. */
export interface LandingTexts {
  features: { icon: AppIconName; title: string; text: string }[];
  stories: { name: string; origin: string; quote: string }[];
  slides: { title: string; subtitle?: string }[];
  closing_title: string;
  closing_text: string;
}

/** What a site without its own landing copy shows: words for any local producer, farm or sea. */
export const DEFAULT_LANDING: LandingTexts = {
  features: [
    { icon: 'eye', title: '생산자 관찰', text: '생산자가 키우고 거두는 과정을 영상과 글로 직접 확인하세요.' },
    { icon: 'leaf', title: '신선한 제철 먹거리', text: '오늘 거둔 제철 먹거리를 산지에서 바로 받아보세요.' },
    { icon: 'bag', title: '간편한 픽업 주문', text: '미리 주문하고 가까운 매장에서 원하는 시간에 찾아가세요.' },
    { icon: 'gift', title: '리워드 적립', text: '구매하고 후기와 게시글을 남기면 포인트가 쌓입니다.' },
  ],
  stories: [
    { name: '김OO 님', origin: '양평 햇살농장 · 토마토', quote: '유기농 토마토를 키운 지 12년째, 손님들이 밭에서 자라는 모습을 영상으로 보고 주문해주셔서 신뢰가 쌓였어요.' },
    { name: '이OO 님', origin: '제주 푸른바다 · 수산물', quote: '새벽에 잡은 생선을 당일 발송하니 단골이 늘었습니다. 중간 유통 없이 제값을 받을 수 있어 좋아요.' },
    { name: '박OO 님', origin: '청송 사과마을 · 사과', quote: '픽업 주문 덕분에 동네 이웃들이 직접 찾아오세요. 체험 문의도 많아졌어요.' },
  ],
  slides: [
    { title: '산지에서 식탁까지, 가장 신선하게', subtitle: '우리 동네 생산자가 직접 보내드려요' },
    { title: '생산 과정을 영상으로', subtitle: '생산자 관찰로 믿고 고르는 먹거리' },
    { title: '가까운 매장에서 픽업 주문', subtitle: '주문하고 편한 시간에 찾아가세요' },
  ],
  closing_title: '지금 바로 시작해보세요',
  closing_text: '가까운 생산자와 이웃을 잇는 직거래, 가입은 1분이면 충분합니다.',
};

const ICONS: ReadonlySet<string> = new Set<AppIconName>(['eye', 'leaf', 'fish', 'bag', 'gift', 'heart', 'delivery', 'video', 'shopping', 'home']);

/** The tenant's landing copy (settings.service_info.landing), each part it leaves out from the default. */
export function landingCopy(tenant: Pick<PublicTenant, 'settings'>): LandingTexts {
  const own: LandingCopy = tenant.settings.service_info?.landing ?? {};
  return {
    features: own.features?.length
      ? own.features.map((f, i) => ({ ...f, icon: ICONS.has(f.icon) ? (f.icon as AppIconName) : DEFAULT_LANDING.features[i % 4]!.icon }))
      : DEFAULT_LANDING.features,
    stories: own.stories?.length ? own.stories : DEFAULT_LANDING.stories,
    slides: own.slides?.length ? own.slides : DEFAULT_LANDING.slides,
    closing_title: own.closing_title || DEFAULT_LANDING.closing_title,
    closing_text: own.closing_text || DEFAULT_LANDING.closing_text,
  };
}
