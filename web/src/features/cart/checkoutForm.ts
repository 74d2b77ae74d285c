import { MSG } from '../../../../shared/messages';
import { formatPhone } from '../../../../shared/phone';
import type { PublicUser } from '../../../../shared/schemas/auth';
import { cartCheckoutSchema, type CartCheckoutInput } from '../../../../shared/schemas/cart';
import { CUSTOM_NOTE, deliveryRequestOf } from './deliveryNotes';
import { CHECKOUT_CONSENTS, CONSENTS_REQUIRED, splitAddress, type CheckoutConsent } from '../orders/checkout';

/** The cart checkout's fields in screen order (the first with an error takes the focus). */
export const CART_CHECKOUT_FIELDS = ['buyerName', 'buyerEmail', 'buyerTel', 'buyerPostcode', 'buyerAddr', 'delivery_request', 'consents'] as const;
export type CartCheckoutField = (typeof CART_CHECKOUT_FIELDS)[number];


export interface CartCheckoutValues {
  buyerName: string;
  buyerEmail: string;
  buyerTel: string;
  buyerPostcode: string;
  street: string;
  detail: string;
  /** '' (none), one of DELIVERY_NOTES, or CUSTOM_NOTE. */
  note: string;
  noteText: string;
  consents: Record<CheckoutConsent, boolean>;
}

/** The form as the signed-in user fills it first: their name, e-mail, phone and address. */
export function initialCartValues(user: PublicUser | null | undefined): CartCheckoutValues {
  const { street, detail } = splitAddress(user?.address);
  return {
    buyerName: user?.display_name || user?.username || '',
    buyerEmail: user?.email ?? '',
    buyerTel: formatPhone(user?.phone ?? ''),
    buyerPostcode: '',
    street,
    detail,
    note: '',
    noteText: '',
    consents: { tos: false, privacy: false, data: false },
  };
}


const fieldOf = (name: string): CartCheckoutField | null =>
  (CART_CHECKOUT_FIELDS as readonly string[]).includes(name) ? (name as CartCheckoutField) : null;

/**
 * Checks the form with the server's own schema (same messages) and the screen's own rules (an
 * address, the consents). Answers the checkout input, or the errors by field.
 */
export function validateCartCheckout(
  v: CartCheckoutValues,
  productIds: number[],
  expectedTotal: number,
  deviceType: 'mobile' | 'pc',
): { ok: true; input: CartCheckoutInput } | { ok: false; errors: Partial<Record<CartCheckoutField, string>> } {
  const parsed = cartCheckoutSchema.safeParse({
    deviceType,
    buyerName: v.buyerName,
    buyerEmail: v.buyerEmail,
    buyerTel: v.buyerTel,
    buyerAddr: [v.street.trim(), v.detail.trim()].filter(Boolean).join(', '),
    buyerPostcode: v.buyerPostcode,
    product_ids: productIds,
    expected_total: expectedTotal,
    delivery_request: deliveryRequestOf(v),
  });
  const errors: Partial<Record<CartCheckoutField, string>> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = fieldOf(String(issue.path[0] ?? ''));
      if (field && !errors[field]) errors[field] = issue.message;
    }
  }
  if (!v.street.trim()) errors.buyerAddr ??= MSG.paymentAddressRequired;
  if (v.note === CUSTOM_NOTE && !v.noteText.trim()) errors.delivery_request ??= '배송 요청사항을 입력해주세요.';
  if (!CHECKOUT_CONSENTS.every((key) => v.consents[key])) errors.consents = CONSENTS_REQUIRED;
  if (!parsed.success || Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, input: parsed.data };
}
