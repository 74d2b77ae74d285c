import type { WalletBridgeStatus } from '../../../shared/schemas/wallet';
import { WALLET_WITHDRAW_MAX, WALLET_WITHDRAW_MIN, WALLET_WITHDRAWALS_LISTED, WITHDRAW_CHAINS, WITHDRAW_DEFAULT_CHAIN } from '../../../shared/wallet';
import type { UserCtx } from '../../env';
import { latestWithdrawals, withdrawalItem } from './withdrawal-internal';

/**
 * GET /api/wallet/bridge-status (docs/wallet.md "Withdraw and the bridge"): whether the bridge answers
 * and the chains a withdraw may name, the bounds, and the caller's own latest withdrawals on this site.
 * A bridge that does not answer is `available: false` (with all of our chains), never an error.
 */
export async function getBridgeStatus({ ctx }: { ctx: UserCtx }): Promise<WalletBridgeStatus> {
  const [info, rows] = await Promise.all([
    ctx.deps.bridge.info().catch(() => ({ available: false, chains: [] as string[] })),
    latestWithdrawals(ctx.db, ctx.own, ctx.user.id, WALLET_WITHDRAWALS_LISTED),
  ]);
  const chains = info.available ? WITHDRAW_CHAINS.filter((c) => info.chains.includes(c)) : [...WITHDRAW_CHAINS];
  return {
    available: info.available,
    chains,
    default_chain: WITHDRAW_DEFAULT_CHAIN,
    min_amount: WALLET_WITHDRAW_MIN,
    max_amount: WALLET_WITHDRAW_MAX,
    withdrawals: rows.map(withdrawalItem),
  };
}
