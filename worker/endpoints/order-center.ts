import { AppError } from '../../shared/errors';
import { MSG } from '../../shared/messages';
import {
  bulkShipSchema,
  bulkStatusSchema,
  claimDecisionSchema,
  claimRequestSchema,
  claimUploadRequestSchema,
  claimWithdrawSchema,
  orderCenterQuerySchema,
  orderExportSchema,
  shipOrderSchema,
} from '../../shared/schemas/orders/center';
import { decideClaim } from '../services/orders/claims/decide-claim';
import { requestClaim } from '../services/orders/claims/request-claim';
import { claimUploadTicket } from '../services/orders/claims/upload-ticket';
import { withdrawClaim } from '../services/orders/claims/withdraw-claim';
import { bulkShip } from '../services/orders/center/bulk-ship';
import { bulkStatus } from '../services/orders/center/bulk-status';
import { exportCenterOrders } from '../services/orders/center/export-orders';
import { listCenterOrders } from '../services/orders/center/list-orders';
import { orderCenterSummary } from '../services/orders/center/order-summary';
import { shipOrder } from '../services/orders/center/ship-order';
import { endpoint, rawRoute, type AnyRawRoute } from './define';

/** The shop's order center (docs/orders.md Order center, Parcel shipping): its own shop's orders only. */
export const orderCenterEndpoints = {
  list: endpoint({
    rest: { method: 'GET', path: '/api/shop/orders' },
    trpc: 'query',
    access: 'merchant',
    feature: 'payment',
    input: orderCenterQuerySchema,
    action: ({ ctx, input }) => listCenterOrders({ ctx, input }),
  }),
  summary: endpoint({
    rest: { method: 'GET', path: '/api/shop/orders/summary' },
    trpc: 'query',
    access: 'merchant',
    feature: 'payment',
    action: ({ ctx }) => orderCenterSummary({ ctx }),
  }),
  ship: endpoint({
    rest: { method: 'POST', path: '/api/shop/orders/ship' },
    trpc: 'mutation',
    access: 'merchant',
    feature: 'payment',
    input: shipOrderSchema,
    action: ({ ctx, input }) => shipOrder({ ctx, input }),
    audit: { target: (input) => `order:${input.order_id}` },
  }),
  bulkShip: endpoint({
    rest: { method: 'POST', path: '/api/shop/orders/ship/bulk' },
    trpc: 'mutation',
    access: 'merchant',
    feature: 'payment',
    input: bulkShipSchema,
    action: ({ ctx, input }) => bulkShip({ ctx, input }),
  }),
  bulkStatus: endpoint({
    rest: { method: 'POST', path: '/api/shop/orders/status/bulk' },
    trpc: 'mutation',
    access: 'merchant',
    feature: 'payment',
    input: bulkStatusSchema,
    action: ({ ctx, input }) => bulkStatus({ ctx, input }),
  }),
  decideClaim: endpoint({
    rest: { method: 'POST', path: '/api/shop/claims/{claim_id}/decide' },
    trpc: 'mutation',
    access: 'merchant',
    feature: 'payment',
    input: claimDecisionSchema,
    notFound: MSG.claimNotFound,
    action: ({ ctx, input }) => decideClaim({ ctx, input }),
    // Calls out (the card gateway, giving money back) between its own transactions.
    ownTransactions: true,
    audit: { target: (input) => `claim:${input.claim_id}` },
  }),
};

/** The buyer's claims on their own orders (docs/orders.md Claims). */
export const claimEndpoints = {
  request: endpoint({
    rest: { method: 'POST', path: '/api/orders/{order_id}/claims', status: 201 },
    trpc: 'mutation',
    access: 'login',
    feature: 'payment',
    input: claimRequestSchema,
    notFound: MSG.orderNotFound,
    action: ({ ctx, input }) => requestClaim({ ctx, input }),
    // An instant cancel calls out (the card gateway) before its transaction.
    ownTransactions: true,
  }),
  withdraw: endpoint({
    rest: { method: 'POST', path: '/api/orders/claims/{claim_id}/withdraw' },
    trpc: 'mutation',
    access: 'login',
    feature: 'payment',
    input: claimWithdrawSchema,
    notFound: MSG.claimNotFound,
    action: ({ ctx, input }) => withdrawClaim({ ctx, input }),
  }),
  /** A signed ticket for one return/exchange photo the browser uploads itself (tRPC, like the reviews'). */
  uploadTicket: endpoint({
    trpc: 'mutation',
    access: 'login',
    feature: 'payment',
    input: claimUploadRequestSchema,
    action: ({ ctx, input }) => claimUploadTicket({ ctx, input }),
  }),
};

/** GET /api/shop/orders/export: the filtered orders as a CSV download (UTF-8 with BOM). */
export function orderExportRoutes(): AnyRawRoute[] {
  return [
    rawRoute({
      method: 'GET',
      path: '/api/shop/orders/export',
      access: 'merchant',
      feature: 'payment',
      handle: async (c, ctx) => {
        const parsed = orderExportSchema.safeParse(c.req.query());
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          throw new AppError('BAD_REQUEST', issue?.message ?? MSG.invalidInput, { field: issue?.path.join('.') || undefined });
        }
        const csv = await exportCenterOrders({ ctx, input: parsed.data });
        const day = new Date(ctx.deps.clock.now().getTime() + 9 * 3_600_000).toISOString().slice(0, 10);
        return new Response(csv, {
          headers: {
            'content-type': 'text/csv; charset=UTF-8',
            'content-disposition': `attachment; filename="orders-${day}.csv"; filename*=UTF-8''${encodeURIComponent(`주문내역-${day}.csv`)}`,
            'cache-control': 'no-store',
            'x-content-type-options': 'nosniff',
          },
        });
      },
    }),
  ];
}
