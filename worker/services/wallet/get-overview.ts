import type { WalletOverview } from '../../../shared/schemas/wallet';
import { WALLET_OVERVIEW_RECENT } from '../../../shared/wallet';
import type { UserCtx } from '../../env';
import { recentEntries, transactionItem, walletBalance, walletInfo, walletOfUser } from './internal';

/**
 * GET /api/wallet/overview: the caller's wallet, balance and latest entries. A user without a wallet
 * gets `wallet: null` and a zero balance (the wallet tab shows its balance card at 0 and offers to
 * create one), not an error.
 */
export async function getOverview({ ctx }: { ctx: UserCtx }): Promise<WalletOverview> {
  const [wallet, recent] = await Promise.all([walletOfUser(ctx.db, ctx.own, ctx.user.id), recentEntries(ctx.db, ctx.own, ctx.user.id, WALLET_OVERVIEW_RECENT)]);
  return { wallet: wallet ? walletInfo(wallet) : null, balance: walletBalance(wallet), recent: recent.map(transactionItem) };
}
