import { isUnlimitedLimit, PRODUCT_ALLOWING_STATUSES, type SubscriptionStatusOrNone } from './subscription';

/**
 * The one rule of commerce.md §5 "Adding a product": the subscription is active or trialing and the
 * plan's limit is unlimited (-1 or ≥ 999999) or positive and above the products the shop holds. The
 * server refuses by it (worker/services/subscriptions/internal-product-limit.ts, in the transaction
 * that adds the product); the product form and the subscription card show its answer up front.
 */
export const mayAddProduct = (status: SubscriptionStatusOrNone, prdLimit: number, held: number): boolean =>
  (PRODUCT_ALLOWING_STATUSES as readonly string[]).includes(status) && (isUnlimitedLimit(prdLimit) || (prdLimit > 0 && prdLimit > held));

/** The machine-readable code of the refusal (REST `code`, tRPC `data.appCode`): the form shows the plan-limit warning on it. */
export const PLAN_LIMIT_CODE = 'PLAN_LIMIT';
