import { z } from 'zod';
import { ADMIN_PAGE_MAX, ADMIN_PAGE_SIZE } from '../../admin-constants';
import type { PaymentStatus } from '../../order-status';
import { PAYMENT_STATUSES } from '../../order-status';
import type { PaymentPurpose } from '../../payment-purpose';
import { id, integerIn } from '../catalogue/common';

/**
 * The system administrator's payments (commerce.md §2 Admin "User payment management", §7 Admin):
 * every site's, newest first, 20 a page, searched by order number, buyer, or goods; `tenant_id`
 * narrows to one site. Platform scope (docs/admin.md).
 */
export const adminPaymentListSchema = z.object({
  skip: integerIn(0, 1_000_000).default(0),
  limit: integerIn(1, ADMIN_PAGE_MAX).default(ADMIN_PAGE_SIZE),
  q: z.string().trim().max(100).optional().default(''),
  tenant_id: id.optional(),
  status: z.enum(PAYMENT_STATUSES).optional().or(z.literal('').transform(() => undefined)),
});
export type AdminPaymentListQuery = z.output<typeof adminPaymentListSchema>;

export const adminPaymentIdSchema = z.object({ id });

/** A payment as the admin list shows it (commerce.md §3 Payment, admin and history). */
export interface AdminPaymentItem {
  id: number;
  /** The site the payment was made on. */
  tenant: { id: number; name: string; display_name: string };
  created_at: Date;
  updated_at: Date;
  /** The product's title at the time (or the plan's name, the top-up's label). */
  product_name: string;
  goods_name: string;
  buyer_name: string;
  amount: number;
  qty: number;
  /** Lower case, as the list shows it: paid green, failed red, anything else gray. */
  status: PaymentStatus;
  purpose: PaymentPurpose;
  shop_order_no: string;
  pg_cno: string | null;
  /** The buyer's account (null once deleted). */
  user: { id: number; username: string; email: string } | null;
  transaction_date: Date | null;
}

export interface AdminPaymentList {
  items: AdminPaymentItem[];
  total: number;
  skip: number;
  limit: number;
}

/** The detail modal: the list's fields and what the gateway answered, refunds and the order. */
export interface AdminPaymentDetail extends AdminPaymentItem {
  buyer_email: string;
  buyer_tel: string;
  unit_price: number;
  shipping_fee: number;
  pay_method: string | null;
  res_cd: string | null;
  res_msg: string | null;
  refunded_amount: number;
  paid_at: Date | null;
  cancelled_at: Date | null;
  refunded_at: Date | null;
  /** The shop sold from (product orders). */
  merchant: { id: number; shop_name: string } | null;
  /** The order it paid for, with its status (product orders). */
  order: { id: number; status: string } | null;
  /** The plan it paid for (plan payments). */
  plan: { id: number; name: string } | null;
}
