import { LEGAL } from './legalConstants';

export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

export interface LegalDoc {
  title: string;
  sections: LegalSection[];
}

export const LEGAL_SLUGS = [
  'terms-of-service',
  'privacy-policy',
  'data-deletion',
  'interval-pay-agree',
  'marketing-agree',
] as const;
export type LegalSlug = (typeof LEGAL_SLUGS)[number];

const r = LEGAL.retention;

/** The five legal texts; `company` is the tenant's company name. */
export function legalDoc(slug: LegalSlug, company: string): LegalDoc {
  switch (slug) {
    case 'terms-of-service':
      return {
        title: '이용약관',
        sections: [
          {
            heading: '제1조 (목적)',
            paragraphs: [
              `이 약관은 ${company}(이하 "회사")가 제공하는 로컬 직거래 마켓 서비스(이하 "서비스")의 이용과 관련하여 회사와 회원 사이의 권리, 의무 및 책임사항을 정함을 목적으로 합니다.`,
            ],
          },
          {
            heading: '제2조 (회원가입)',
            paragraphs: [
              `회원가입은 만 ${LEGAL.minAge}세 이상인 사람만 할 수 있습니다. 만 ${LEGAL.minAge}세 미만인 사람은 법정대리인(보호자)의 동의를 받아야 합니다.`,
              '이용자는 회사가 정한 가입 양식에 따라 정보를 기입하고 이 약관에 동의함으로써 회원가입을 신청합니다. 타인의 정보를 도용하거나 허위 정보를 기재한 경우 가입이 거절되거나 취소될 수 있습니다.',
            ],
          },
          {
            heading: '제3조 (약관의 변경)',
            paragraphs: [
              `회사가 약관을 변경하는 경우 적용일자와 변경 사유를 명시하여 적용일자 ${LEGAL.termsNoticeDays}일 전부터 서비스 화면에 공지합니다. 회원에게 불리한 변경은 개별 통지합니다.`,
            ],
          },
          {
            heading: '제4조 (구매 및 청약철회)',
            paragraphs: [
              `회원은 상품을 받은 날부터 ${LEGAL.withdrawalDays}일 이내에 청약을 철회할 수 있습니다. 다만 신선식품 등 시간이 지나 재판매가 곤란할 정도로 가치가 떨어진 경우에는 청약철회가 제한될 수 있습니다.`,
              `회사는 반품된 상품을 돌려받은 날부터 ${LEGAL.refundBusinessDays}영업일 이내에 대금을 환급합니다.`,
            ],
          },
          {
            heading: '제5조 (판매자의 의무)',
            paragraphs: [
              '판매자(생산자)는 사업자등록증과 통신판매업 신고증을 제출하여야 하며, 상품 정보를 사실대로 표시하고 관련 법령을 준수하여야 합니다.',
            ],
          },
          {
            heading: '제6조 (회원 탈퇴 및 자격 상실)',
            paragraphs: [
              '회원은 언제든지 탈퇴를 요청할 수 있으며 회사는 즉시 처리합니다. 다만 관계 법령에 따라 보관해야 하는 정보는 정해진 기간 동안 보관합니다.',
            ],
          },
        ],
      };
    case 'privacy-policy':
      return {
        title: '개인정보처리방침',
        sections: [
          {
            heading: '1. 수집하는 개인정보',
            paragraphs: [
              '필수: 이메일, 비밀번호, 사용자명, 휴대전화번호, 주소. 판매자는 상호, 사업자등록번호, 사업자등록증 및 통신판매업 신고증 사본을 추가로 수집합니다.',
              '서비스 이용 과정에서 접속 기록, 결제 기록, 기기 정보가 자동으로 생성되어 수집될 수 있습니다.',
            ],
          },
          {
            heading: '2. 이용 목적',
            paragraphs: ['회원 식별과 가입 의사 확인, 주문·배송·결제 처리, 고객 문의 응대, 부정 이용 방지, 법령상 의무 이행에 이용합니다.'],
          },
          {
            heading: '3. 보유 및 이용 기간',
            paragraphs: [
              '회원 탈퇴 시 지체 없이 파기합니다. 다만 관계 법령에 따라 다음 정보는 정해진 기간 동안 보관합니다.',
              `계약 또는 청약철회 등에 관한 기록: ${r.contractYears}년 / 대금결제 및 재화 등의 공급에 관한 기록: ${r.paymentYears}년 / 전자금융 거래에 관한 기록: ${r.efinanceYears}년 / 소비자의 불만 또는 분쟁처리에 관한 기록: ${r.disputeYears}년 / 접속 로그 기록: ${r.accessLogMonths}개월`,
              `마케팅 목적 정보는 동의 철회 시 또는 ${LEGAL.marketingInactiveYears}년간 서비스 이용이 없을 때 파기합니다.`,
            ],
          },
          {
            heading: '4. 처리 위탁',
            paragraphs: ['결제 처리는 전자지급결제대행사(PG)에, 이메일 발송은 메일 발송 대행사에 위탁합니다. 위탁 업체가 바뀌면 이 방침으로 알립니다.'],
          },
          {
            heading: '5. 이용자의 권리',
            paragraphs: ['이용자는 언제든지 자신의 개인정보를 조회, 수정, 삭제하거나 처리 정지를 요구할 수 있습니다. 만 14세 미만 아동의 법정대리인도 같은 권리를 가집니다.'],
          },
        ],
      };
    case 'data-deletion':
      return {
        title: '데이터 삭제 안내',
        sections: [
          {
            heading: '삭제 요청 방법',
            paragraphs: [
              '내 프로필 화면의 회원 탈퇴 메뉴에서 직접 계정과 데이터를 삭제할 수 있습니다. 소셜 로그인(카카오)으로 가입한 경우에도 같은 방법으로 삭제할 수 있으며, 카카오 계정의 연결도 함께 해제됩니다.',
              '직접 삭제가 어려운 경우 고객센터 이메일로 가입한 이메일 주소와 함께 삭제를 요청하시면 본인 확인 후 처리합니다.',
            ],
          },
          {
            heading: '삭제되는 정보',
            paragraphs: ['프로필, 작성한 게시글·댓글·후기, 좋아요, 포인트 및 지갑 정보가 삭제됩니다. 삭제된 정보는 복구할 수 없습니다.'],
          },
          {
            heading: '법령에 따라 보관되는 정보',
            paragraphs: [
              `계약·청약철회 기록 및 대금결제 기록은 ${r.contractYears}년, 분쟁처리 기록은 ${r.disputeYears}년, 접속 로그는 ${r.accessLogMonths}개월 동안 분리 보관한 뒤 파기합니다.`,
            ],
          },
        ],
      };
    case 'interval-pay-agree':
      return {
        title: '정기결제 이용 동의',
        sections: [
          {
            heading: '1. 정기결제 방식',
            paragraphs: [
              `등록한 결제수단으로 선택한 주기(${LEGAL.cycles.join(', ')})마다 이용 요금이 자동으로 결제됩니다.`,
            ],
          },
          {
            heading: '2. 결제 실패',
            paragraphs: [`결제가 실패하면 최대 ${LEGAL.recurringRetries}회까지 다시 시도하며, 모두 실패하면 정기결제와 해당 서비스 이용이 정지됩니다.`],
          },
          {
            heading: '3. 요금 변경',
            paragraphs: [`요금이 변경되는 경우 변경 ${LEGAL.priceNoticeDays}일 전까지 알려드리며, 동의하지 않으면 다음 결제일 전에 해지할 수 있습니다.`],
          },
          {
            heading: '4. 해지 및 환불',
            paragraphs: [
              `정기결제는 언제든지 해지할 수 있으며 해지 후에는 다음 결제가 이루어지지 않습니다. 결제일부터 ${LEGAL.withdrawalDays}일 이내에 서비스를 이용하지 않은 경우 청약을 철회할 수 있고, 환불은 ${LEGAL.refundBusinessDays}영업일 이내에 처리됩니다.`,
            ],
          },
        ],
      };
    case 'marketing-agree':
      return {
        title: '마케팅 정보 수신 동의 (선택)',
        sections: [
          {
            heading: '1. 수신 내용',
            paragraphs: ['신상품, 할인, 이벤트, 생산자 소식 등 혜택 정보를 이메일, 문자, 앱 알림으로 보내드립니다.'],
          },
          {
            heading: '2. 이용 항목과 기간',
            paragraphs: [
              `이메일, 휴대전화번호, 서비스 이용 기록을 이용하며 동의 철회 시 또는 ${LEGAL.marketingInactiveYears}년간 서비스 이용이 없을 때까지 보관합니다.`,
            ],
          },
          {
            heading: '3. 동의 거부와 철회',
            paragraphs: ['동의하지 않아도 서비스 이용에는 제한이 없습니다. 내 프로필에서 언제든지 수신 동의를 철회할 수 있습니다.'],
          },
        ],
      };
  }
}
