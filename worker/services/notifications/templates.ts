import { formatKrw } from '../../../shared/catalogue-constants';
import type { NotificationTopic } from '../../../shared/notifications';

/**
 * The values each topic's template reads from a notification's payload (what callers of notify()
 * pass). Amounts are won; instants are ISO strings. A missing value is shown as "-" rather than
 * failing the send: the change already happened and the reader should still hear of it.
 */
export interface NotificationPayloads {
  /** To the shop: a new paid order. */
  order_paid: { orderId: number; orderNo: string; product: string; qty: number; amount: number };
  /** To the buyer: the order's new status and its Korean label (shared/order-status.ts orderStatusLabel). */
  order_status: { orderId: number; orderNo: string; product: string; status: string; statusLabel: string };
  /** To the merchant: a plan charge failed and will be tried again at `nextRetryAt` (null: no more tries). */
  billing_failed: { plan: string; amount: number; reason: string; nextRetryAt: string | null };
  /** To the merchant: the retries ran out and the subscription is suspended until it is paid. */
  billing_past_due: { plan: string; amount: number };
  /** To the merchant: the plan's price changes from `effectiveAt` (after the 7-day notice). */
  plan_price_change: { plan: string; oldAmount: number; newAmount: number; effectiveAt: string };
  /** To the buyer: the parcel left the shop (courier name, tracking number and its page). */
  order_shipped: { orderId: number; orderNo: string; product: string; courier: string; trackingNumber: string; trackingUrl: string | null };
  /** To the shop: a claim (kind label 취소/반품/교환) on an order, with the buyer's reason. */
  claim_requested: { orderId: number; orderNo: string; product: string; kindLabel: string; reason: string };
  /** To the buyer: the claim's outcome (claimLabel: "반품 승인", "교환 거절", …), the refund or the shop's reason. */
  claim_answered: { orderId: number; orderNo: string; product: string; outcome: string; refundAmount: number | null; refuseReason: string | null };
  /** To the buyer: the product is back in stock. */
  restock: { productId: number; product: string };
}

export interface RenderedNotification {
  subject: string;
  /** The mail's text. */
  text: string;
  /** The Alimtalk message: the template registered with the provider, its short text and variables. */
  alimtalk: { templateCode: string; text: string; variables: Record<string, string> };
}

type Payload = Record<string, string | number | null | undefined>;

const value = (p: Payload, key: string): string => {
  const v = p[key];
  return v === null || v === undefined || v === '' ? '-' : String(v);
};
const won = (p: Payload, key: string): string => (typeof p[key] === 'number' ? formatKrw(p[key] as number) : value(p, key));

/** "2026년 11월 28일 09:00", in Korea (UTC+9), whatever the runtime's time zone. */
export function koreanDateTime(iso: string | number | null | undefined): string {
  if (iso === null || iso === undefined || iso === '') return '-';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return String(iso);
  const k = new Date(at.getTime() + 9 * 60 * 60 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${k.getUTCFullYear()}년 ${k.getUTCMonth() + 1}월 ${k.getUTCDate()}일 ${pad(k.getUTCHours())}:${pad(k.getUTCMinutes())}`;
}

interface Template {
  code: string;
  subject: (p: Payload) => string;
  /** The facts, one `label: value` a line, shared by the mail and the Alimtalk text. */
  lines: (p: Payload) => [string, string][];
  /** The mail's closing sentence. */
  closing: string;
}

const TEMPLATES: Record<NotificationTopic, Template> = {
  order_paid: {
    code: 'ORDER_PAID_V1',
    subject: (p) => `새 주문이 결제되었습니다 (${value(p, 'orderNo')})`,
    lines: (p) => [
      ['주문번호', value(p, 'orderNo')],
      ['상품', value(p, 'product')],
      ['수량', `${value(p, 'qty')}개`],
      ['결제 금액', won(p, 'amount')],
    ],
    closing: '주문 관리 화면에서 주문을 확인하고 준비해 주세요.',
  },
  order_status: {
    code: 'ORDER_STATUS_V1',
    subject: (p) => `주문 상태가 '${value(p, 'statusLabel')}'(으)로 바뀌었습니다`,
    lines: (p) => [
      ['주문번호', value(p, 'orderNo')],
      ['상품', value(p, 'product')],
      ['주문 상태', value(p, 'statusLabel')],
    ],
    closing: '주문·배송 현황에서 자세한 내용을 확인할 수 있습니다.',
  },
  billing_failed: {
    code: 'BILLING_FAILED_V1',
    subject: (p) => `요금제 결제에 실패했습니다 (${value(p, 'plan')})`,
    lines: (p) => [
      ['요금제', value(p, 'plan')],
      ['결제 금액', won(p, 'amount')],
      ['실패 사유', value(p, 'reason')],
      ['다음 결제 시도', p.nextRetryAt ? koreanDateTime(p.nextRetryAt) : '없음'],
    ],
    closing: '결제 수단을 확인해 주세요. 다시 시도해도 결제되지 않으면 구독이 정지됩니다.',
  },
  billing_past_due: {
    code: 'BILLING_PAST_DUE_V1',
    subject: (p) => `구독이 정지되었습니다 (${value(p, 'plan')})`,
    lines: (p) => [
      ['요금제', value(p, 'plan')],
      ['미납 금액', won(p, 'amount')],
    ],
    closing: '정기 결제가 세 번 실패해 구독이 정지되었습니다. 판매자 구독 화면에서 결제 수단을 등록하고 결제하면 바로 다시 이용할 수 있습니다.',
  },
  plan_price_change: {
    code: 'PLAN_PRICE_CHANGE_V1',
    subject: (p) => `요금제 가격이 변경됩니다 (${value(p, 'plan')})`,
    lines: (p) => [
      ['요금제', value(p, 'plan')],
      ['현재 금액', won(p, 'oldAmount')],
      ['변경 금액', won(p, 'newAmount')],
      ['적용 시점', koreanDateTime(p.effectiveAt)],
    ],
    closing: '적용 시점 이후의 정기 결제부터 변경된 금액이 청구됩니다. 원하지 않으면 그 전에 구독을 해지할 수 있습니다.',
  },
  order_shipped: {
    code: 'ORDER_SHIPPED_V1',
    subject: (p) => `주문하신 상품이 발송되었습니다 (${value(p, 'orderNo')})`,
    lines: (p) => [
      ['주문번호', value(p, 'orderNo')],
      ['상품', value(p, 'product')],
      ['택배사', value(p, 'courier')],
      ['운송장 번호', value(p, 'trackingNumber')],
      ['배송 조회', value(p, 'trackingUrl')],
    ],
    closing: '주문·배송 현황에서 배송 조회를 누르면 택배사의 배송 현황을 볼 수 있습니다.',
  },
  claim_requested: {
    code: 'CLAIM_REQUESTED_V1',
    subject: (p) => `${value(p, 'kindLabel')} 요청이 들어왔습니다 (${value(p, 'orderNo')})`,
    lines: (p) => [
      ['주문번호', value(p, 'orderNo')],
      ['상품', value(p, 'product')],
      ['요청', value(p, 'kindLabel')],
      ['사유', value(p, 'reason')],
    ],
    closing: '주문 관리 화면에서 요청을 확인하고 승인하거나 사유와 함께 거절해 주세요.',
  },
  claim_answered: {
    code: 'CLAIM_ANSWERED_V1',
    subject: (p) => `요청하신 주문이 ${value(p, 'outcome')} 처리되었습니다 (${value(p, 'orderNo')})`,
    lines: (p) => [
      ['주문번호', value(p, 'orderNo')],
      ['상품', value(p, 'product')],
      ['처리 결과', value(p, 'outcome')],
      ...(typeof p.refundAmount === 'number' ? ([['환불 금액', won(p, 'refundAmount')]] as [string, string][]) : []),
      ...(p.refuseReason ? ([['거절 사유', value(p, 'refuseReason')]] as [string, string][]) : []),
    ],
    closing: '주문·배송 현황에서 자세한 내용을 확인할 수 있습니다.',
  },
  restock: {
    code: 'RESTOCK_V1',
    subject: (p) => `기다리시던 상품이 다시 입고되었습니다`,
    lines: (p) => [['상품', value(p, 'product')]],
    closing: '재고가 한정되어 있으니 서둘러 확인해 보세요. 재입고 알림은 한 번만 보내 드립니다.',
  },
};

/** The Korean mail and Alimtalk texts of a notification, signed with the site's display name. */
export function renderNotification(topic: NotificationTopic, payload: Payload, site: { displayName: string }): RenderedNotification {
  const template = TEMPLATES[topic];
  const lines = template.lines(payload);
  const facts = lines.map(([label, v]) => `${label}: ${v}`).join('\n');
  const subject = `[${site.displayName}] ${template.subject(payload)}`;
  return {
    subject,
    text: `안녕하세요, ${site.displayName}입니다.\n\n${template.subject(payload)}.\n\n${facts}\n\n${template.closing}\n`,
    alimtalk: {
      templateCode: template.code,
      text: `[${site.displayName}]\n${template.subject(payload)}\n\n${facts}`,
      variables: Object.fromEntries([['site', site.displayName], ...lines]),
    },
  };
}
