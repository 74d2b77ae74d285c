import { MSG } from '../../../../shared/messages';
import { PAYMENT_QTY_MAX, type OrderType } from '../../../../shared/order-status';
import { formatPhone } from '../../../../shared/phone';
import type { PublicUser } from '../../../../shared/schemas/auth';
import { paymentSessionSchema, type PaymentSessionInput } from '../../../../shared/schemas/orders';

/** The payment modal's fields, in screen order (the first with an error takes the focus). */
export const CHECKOUT_FIELDS = ['qty', 'buyerName', 'buyerEmail', 'buyerTel', 'buyerPostcode', 'buyerAddr', 'order_type', 'consents'] as const;
export type CheckoutField = (typeof CHECKOUT_FIELDS)[number];
export type CheckoutErrors = Partial<Record<CheckoutField, string>>;

/** The three consents a payment needs (commerce.md §5 Payment: terms, privacy, data deletion), as /terms words them. */
export const CHECKOUT_CONSENTS = ['tos', 'privacy', 'data'] as const;
export type CheckoutConsent = (typeof CHECKOUT_CONSENTS)[number];
export const CONSENTS_REQUIRED = '필수 약관에 모두 동의해주세요.';

export const ORDER_TYPE_LABELS: Record<OrderType, string> = { delivery: '배송', pickup: '매장 픽업' };

/** commerce.md §9: mobile or pc, told by the user agent. */
export const deviceTypeOf = (userAgent: string): 'mobile' | 'pc' =>
  /Mobi|Android|iPhone|iPad|iPod|Windows Phone|Opera Mini/i.test(userAgent) ? 'mobile' : 'pc';

/**
 * How the product may be received: delivery when it is possible (delivery_available), pickup for a
 * local (delivery tab) product or one that can only be picked up.
 */
export function orderTypesFor(p: { is_delivery: boolean; delivery_available?: boolean }): OrderType[] {
  const delivery = p.delivery_available !== false;
  const types: OrderType[] = [];
  if (delivery) types.push('delivery');
  if (p.is_delivery || !delivery) types.push('pickup');
  return types;
}

/** The most one payment may buy: what remains when it is counted (display_remaining above 0), else the server's cap. */
export const maxQuantity = (displayRemaining: number): number =>
  displayRemaining === 0 ? 0 : displayRemaining > 0 ? Math.min(displayRemaining, PAYMENT_QTY_MAX) : PAYMENT_QTY_MAX;

/** A stored address (street, a comma, then the detail: commerce.md §3 Profile) as the two fields. */
export function splitAddress(address: string | null | undefined): { street: string; detail: string } {
  const text = (address ?? '').trim();
  const at = text.indexOf(',');
  if (at < 0) return { street: text, detail: '' };
  return { street: text.slice(0, at).trim(), detail: text.slice(at + 1).trim() };
}

export interface CheckoutValues {
  qty: number;
  buyerName: string;
  buyerEmail: string;
  buyerTel: string;
  buyerPostcode: string;
  street: string;
  detail: string;
  order_type: OrderType;
  consents: Record<CheckoutConsent, boolean>;
}

/** The form as the signed-in user fills it first: their name, e-mail, phone and address. */
export function initialValues(user: PublicUser | null | undefined, qty: number, orderType: OrderType): CheckoutValues {
  const { street, detail } = splitAddress(user?.address);
  return {
    qty,
    buyerName: user?.display_name || user?.username || '',
    buyerEmail: user?.email ?? '',
    buyerTel: formatPhone(user?.phone ?? ''),
    buyerPostcode: '',
    street,
    detail,
    order_type: orderType,
    consents: { tos: false, privacy: false, data: false },
  };
}

const fieldOf = (name: string | undefined | null): CheckoutField | null =>
  name && (CHECKOUT_FIELDS as readonly string[]).includes(name) ? (name as CheckoutField) : null;

/**
 * Checks the form with the server's own schema (same messages) and the modal's own rules (consents,
 * an address for delivery, at most what remains). Answers the session input, or the errors by field.
 */
export function validateCheckout(
  v: CheckoutValues,
  productId: number,
  maxQty: number,
  deviceType: 'mobile' | 'pc',
): { ok: true; input: PaymentSessionInput } | { ok: false; errors: CheckoutErrors } {
  const buyerAddr = [v.street.trim(), v.detail.trim()].filter(Boolean).join(', ');
  const parsed = paymentSessionSchema.safeParse({
    productId,
    qty: v.qty,
    deviceType,
    buyerName: v.buyerName,
    buyerEmail: v.buyerEmail,
    buyerTel: v.buyerTel,
    buyerAddr: v.order_type === 'delivery' ? buyerAddr : '',
    buyerPostcode: v.order_type === 'delivery' ? v.buyerPostcode : '',
    order_type: v.order_type,
  });
  const errors: CheckoutErrors = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = fieldOf(String(issue.path[0] ?? ''));
      if (field && !errors[field]) errors[field] = issue.message;
    }
  }
  if (v.qty > maxQty) errors.qty ??= MSG.paymentQtyOverStock;
  if (v.order_type === 'delivery' && !v.street.trim()) errors.buyerAddr ??= MSG.paymentAddressRequired;
  if (!CHECKOUT_CONSENTS.every((key) => v.consents[key])) errors.consents = CONSENTS_REQUIRED;
  if (!parsed.success || Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, input: parsed.data };
}

interface TrpcErrorData {
  data?: { detail?: string | null; field?: string | null; httpStatus?: number } | null;
}

/**
 * Where a refused session's message goes: the field the server named (its message under it), else
 * the form's general line: the server's detail for a refusal (sold out, no gateway), a fallback otherwise.
 */
export function sessionFailure(err: unknown): { field?: CheckoutField; message: string } {
  const data = (err as TrpcErrorData)?.data;
  const status = data?.httpStatus;
  const detail = data?.detail ?? '';
  if (status === undefined || status >= 500) return { message: detail && status === 502 ? detail : MSG.paymentUpstream };
  const field = fieldOf(data?.field);
  if (field && detail) return { field, message: detail };
  return { message: detail || MSG.paymentFailed };
}
