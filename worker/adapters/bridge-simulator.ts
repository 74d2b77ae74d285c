import { AppError } from '../../shared/errors';
import { MSG } from '../../shared/messages';
import { WITHDRAW_CHAINS } from '../../shared/wallet';
import type { BridgeTransferStatus, ChainBridge } from './types';

/**
 * The local stand-in of the chain bridge (dev, the demo and the tests; docs/wallet.md "Withdraw and
 * the bridge"). Deterministic, with no state of its own, so it works the same in Node and on Workers:
 * the outcome is chosen by the target address's last four hex characters and carried in the tx id it
 * hands out, and the tx id is made from our reference, so a repeated submit answers the same id (as the
 * real bridge's idempotency key does).
 *
 * - `…dead`: accepted, then the bridge fails it (the points go back);
 * - `…beef`: accepted, then pending for ever (the points stay locked; nothing on our side may fail it);
 * - `…fade`: the bridge cannot be reached (a submit times out: UPSTREAM; the withdrawal stays requested);
 * - any other: accepted, settled at the next status poll.
 */
export const SIMULATED_BRIDGE_FAILURE = 'simulated bridge: the destination refused the transfer';
const TX_ID = /^simbridge-(s|f|p)-([0-9a-z-]{1,80})$/;

const outcomeOf = (address: string): 's' | 'f' | 'p' | 'timeout' => {
  const tail = address.toLowerCase().slice(-4);
  return tail === 'dead' ? 'f' : tail === 'beef' ? 'p' : tail === 'fade' ? 'timeout' : 's';
};

export function createBridgeSimulator(): ChainBridge {
  const upstream = () => new AppError('UPSTREAM', MSG.walletBridgeUpstream);
  return {
    async submit(transfer) {
      if (!WITHDRAW_CHAINS.some((c) => c === transfer.chain)) return { accepted: false, reason: `simulated bridge: chain ${transfer.chain} not supported` };
      if (!Number.isSafeInteger(transfer.amount) || transfer.amount <= 0) return { accepted: false, reason: 'simulated bridge: bad amount' };
      const outcome = outcomeOf(transfer.toAddress);
      if (outcome === 'timeout') throw upstream();
      return { accepted: true, txId: `simbridge-${outcome}-${transfer.reference.toLowerCase().replace(/[^0-9a-z]+/g, '-')}` };
    },
    async status(txId): Promise<BridgeTransferStatus> {
      const m = TX_ID.exec(txId);
      // A real bridge answers 404 for an id it never gave: not a word on the transfer, so UPSTREAM.
      if (!m) throw upstream();
      return m[1] === 's' ? { state: 'settled' } : m[1] === 'f' ? { state: 'failed', reason: SIMULATED_BRIDGE_FAILURE } : { state: 'pending' };
    },
    async info() {
      return { available: true, chains: [...WITHDRAW_CHAINS] };
    },
  };
}
