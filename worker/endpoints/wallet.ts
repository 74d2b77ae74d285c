import {
  earnSimulationQuerySchema,
  walletChargeCallbackSchema,
  walletChargePrepareSchema,
  walletCreateSchema,
  walletTopupSchema,
  walletTransactionsQuerySchema,
  walletTransferSchema,
  walletWithdrawSchema,
} from '../../shared/schemas/wallet';
import { chargeCallback } from '../services/wallet/charge-callback';
import { createWallet } from '../services/wallet/create-wallet';
import { getBalance } from '../services/wallet/get-balance';
import { getOverview } from '../services/wallet/get-overview';
import { listTransactions } from '../services/wallet/list-transactions';
import { prepareCharge } from '../services/wallet/prepare-charge';
import { topup } from '../services/wallet/topup';
import { transfer } from '../services/wallet/transfer';
import { getBridgeStatus } from '../services/wallet/get-bridge-status';
import { withdraw } from '../services/wallet/withdraw';
import { earnSimulation } from '../services/wallet/earn-simulation';
import { endpoint, type RestRequest } from './define';

/** REST: the body, with the Idempotency-Key header as `idempotencyKey` (tRPC callers put it in the input). */
const bodyWithIdempotencyKey = async (req: RestRequest) => {
  const body = await req.body();
  const key = req.c.req.header('Idempotency-Key');
  return key === undefined ? body : { ...body, idempotencyKey: key };
};

/**
 * The points wallet's ledger (commerce.md §7 Wallet and score; docs/wallet.md): the caller's own
 * wallet on their own site, for signed-in users of a site with the `wallet` feature. Top-up and charge
 * buy points with a card (docs/wallet.md Top-up); earn-simulation, withdraw and bridge-status come with
 * later slices of the wallet issue.
 */
export const walletEndpoints = {
  /** Made once; a repeat with the same address answers it (200), another address 409. */
  create: endpoint({
    rest: { method: 'POST', path: '/api/wallet/create' },
    trpc: 'mutation',
    access: 'login',
    feature: 'wallet',
    input: walletCreateSchema,
    action: ({ ctx, input }) => createWallet({ ctx, input }),
  }),
  overview: endpoint({
    rest: { method: 'GET', path: '/api/wallet/overview' },
    trpc: 'query',
    access: 'login',
    feature: 'wallet',
    action: ({ ctx }) => getOverview({ ctx }),
  }),
  balance: endpoint({
    rest: { method: 'GET', path: '/api/wallet/balance' },
    trpc: 'query',
    access: 'login',
    feature: 'wallet',
    action: ({ ctx }) => getBalance({ ctx }),
  }),
  transactions: endpoint({
    rest: { method: 'GET', path: '/api/wallet/transactions' },
    trpc: 'query',
    access: 'login',
    feature: 'wallet',
    input: walletTransactionsQuerySchema,
    action: ({ ctx, input }) => listTransactions({ ctx, input }),
  }),
  /** Idempotency-Key header (REST) or `idempotencyKey` (tRPC): a retry writes nothing twice. */
  transfer: endpoint({
    rest: { method: 'POST', path: '/api/wallet/transfer', input: bodyWithIdempotencyKey },
    trpc: 'mutation',
    access: 'login',
    feature: 'wallet',
    input: walletTransferSchema,
    action: ({ ctx, input }) => transfer({ ctx, input }),
  }),
  /** A top-up's start: a pending payment the browser pays through the gateway's SDK. */
  chargePrepare: endpoint({
    rest: { method: 'POST', path: '/api/wallet/charge/prepare' },
    trpc: 'mutation',
    access: 'login',
    feature: 'wallet',
    input: walletChargePrepareSchema,
    action: ({ ctx, input }) => prepareCharge({ ctx, input }),
  }),
  /** The spec's {amount_fiat, payment_method} name of chargePrepare: the same answer. */
  topup: endpoint({
    rest: { method: 'POST', path: '/api/wallet/topup' },
    trpc: 'mutation',
    access: 'login',
    feature: 'wallet',
    input: walletTopupSchema,
    action: ({ ctx, input }) => topup({ ctx, input }),
  }),
  /** After the SDK: the gateway is asked, and a paid top-up credited once (a replay answers it, `replayed`). */
  chargeCallback: endpoint({
    rest: { method: 'POST', path: '/api/wallet/charge/callback' },
    trpc: 'mutation',
    access: 'login',
    feature: 'wallet',
    input: walletChargeCallbackSchema,
    action: ({ ctx, input }) => chargeCallback({ ctx, input }),
    // Calls out (the points gateway) between its own transactions; a refused charge's failure stays recorded.
    ownTransactions: true,
  }),
  /**
   * Points to an EVM address through the chain bridge (docs/wallet.md "Withdraw and the bridge"): locked
   * now, settled or given back by the bridge's word. Idempotency-Key header (REST) or `idempotencyKey` (tRPC).
   */
  withdraw: endpoint({
    rest: { method: 'POST', path: '/api/wallet/withdraw', input: bodyWithIdempotencyKey },
    trpc: 'mutation',
    access: 'login',
    feature: 'wallet',
    input: walletWithdrawSchema,
    action: ({ ctx, input }) => withdraw({ ctx, input }),
    // Calls out (the bridge) after the transaction that takes the points: never inside it.
    ownTransactions: true,
  }),
  /** The bridge's availability and chains, and the caller's latest withdrawals. */
  bridgeStatus: endpoint({
    rest: { method: 'GET', path: '/api/wallet/bridge-status' },
    trpc: 'query',
    access: 'login',
    feature: 'wallet',
    action: ({ ctx }) => getBridgeStatus({ ctx }),
  }),
  /** What the caller would earn on a paid product order of `order_amount` now, per non-activity rule (docs/wallet.md Order rules). */
  earnSimulation: endpoint({
    rest: { method: 'GET', path: '/api/wallet/earn-simulation' },
    trpc: 'query',
    access: 'login',
    feature: 'wallet',
    input: earnSimulationQuerySchema,
    action: ({ ctx, input }) => earnSimulation({ ctx, input }),
  }),
};
