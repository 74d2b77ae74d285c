import { REQUIRED_TERMS, TERMS_KEYS, type TermsKey } from '../../../../shared/constants';
import type { LegalSlug } from '../legal/legalTexts';

export { TERMS_KEYS, type TermsKey };

export interface TermsItem {
  key: TermsKey;
  label: string;
  /** Its short name in the line under a disabled Next (short for 320 px, and not the label's text). */
  need?: string;
  required: boolean;
  /** A legal text to show in the detail panel, or a short inline text. */
  doc?: LegalSlug;
  text?: string;
}

/** The consent items of /terms; age14, tos, privacy and data are required (platform.md §5). */
const ITEMS: Omit<TermsItem, 'required'>[] = [
  { key: 'age14', label: '만 14세 이상입니다', need: '만 14세 이상 확인', text: '만 14세 미만은 법정대리인(보호자)의 동의 없이 회원가입할 수 없습니다.' },
  { key: 'tos', label: '서비스 이용약관 동의', need: '이용약관 동의', doc: 'terms-of-service' },
  { key: 'privacy', label: '개인정보 수집 및 이용 동의', need: '개인정보 수집 동의', doc: 'privacy-policy' },
  { key: 'data', label: '데이터 보관 및 삭제 정책 동의', need: '데이터 정책 동의', doc: 'data-deletion' },
  {
    key: 'consignment',
    label: '개인정보 처리 위탁 동의',
    text: '결제 처리는 전자지급결제대행사(PG)에, 이메일 발송은 메일 발송 대행사에 위탁합니다. 동의하지 않아도 가입할 수 있습니다.',
  },
  {
    key: 'location',
    label: '위치기반 서비스 이용 동의',
    text: '가까운 픽업 매장과 생산자를 보여드리기 위해 위치 정보를 이용합니다. 위치 정보는 저장하지 않으며 동의하지 않아도 가입할 수 있습니다.',
  },
  { key: 'marketing', label: '마케팅 정보 수신 동의', doc: 'marketing-agree' },
];

export const TERMS_ITEMS: TermsItem[] = ITEMS.map((item) => ({ ...item, required: REQUIRED_TERMS.includes(item.key) }));

/** The required consents not yet given, named for the line under the Next button. */
export const termsMissing = (agreed: Record<TermsKey, boolean>): string[] =>
  TERMS_ITEMS.filter((i) => i.required && !agreed[i.key]).map((i) => i.need ?? i.label);
