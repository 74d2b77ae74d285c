/** A carousel slide (platform.md §3 Slide). */
export interface Slide {
  title: string;
  subtitle?: string;
  image?: string;
  /** CSS background (colour or gradient) behind the text. */
  bg?: string;
  link?: string;
}

/** Default slides in the tenant's own colours (CSS variables of the brand and accent palettes). */
export const DEFAULT_SLIDES: Slide[] = [
  {
    title: '산지에서 식탁까지, 가장 신선하게',
    subtitle: '우리 동네 생산자가 직접 보내드려요',
    bg: 'linear-gradient(135deg, var(--chakra-colors-brand-fg) 0%, var(--chakra-colors-brand-solid) 100%)',
  },
  {
    title: '밭에서 자라는 과정을 영상으로',
    subtitle: '생산자 관찰로 믿고 고르는 먹거리',
    bg: 'linear-gradient(135deg, #1f2933 0%, var(--chakra-colors-accent-fg) 100%)',
  },
  {
    title: '가까운 매장에서 픽업 주문',
    subtitle: '주문하고 편한 시간에 찾아가세요',
    bg: 'linear-gradient(135deg, var(--chakra-colors-brand-solid) 0%, var(--chakra-colors-accent-fg) 100%)',
  },
];
