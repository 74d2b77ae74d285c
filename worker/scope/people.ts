import { cartItems, orders, payments, restockAlerts, reviewHelpful, reviews, wishlists } from '../../db/schema';
import { personColumns } from './tenant-scope';

/*
 * The rows that name a person of another tenant dimension: the account (of the site they used,
 * maybe a proxy site of the row's tenant) is the pair (<x>_tenant_id, <x>_id). Declared once here;
 * services reach them only through the scopes (ctx.own.personIs(orderBuyer, id), personRow, personOf),
 * never by naming the person's tenant column (tests/unit/tenant-scope-lint.test.ts).
 */
export const orderBuyer = personColumns(orders, 'buyerTenantId', 'buyerId');
export const paymentBuyer = personColumns(payments, 'buyerTenantId', 'buyerId');
export const reviewAuthor = personColumns(reviews, 'authorTenantId', 'authorId');
export const helpfulMarker = personColumns(reviewHelpful, 'userTenantId', 'userId');
export const cartBuyer = personColumns(cartItems, 'buyerTenantId', 'buyerId');
export const wishlistOwner = personColumns(wishlists, 'userTenantId', 'userId');
export const restockWaiter = personColumns(restockAlerts, 'userTenantId', 'userId');
