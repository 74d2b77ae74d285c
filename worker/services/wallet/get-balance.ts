import type { WalletBalance } from '../../../shared/schemas/wallet';
import type { UserCtx } from '../../env';
import { walletBalance, walletOfUser } from './internal';

/** GET /api/wallet/balance: {available, locked, updated_at}; 0, 0 and null for a user without a wallet. */
export async function getBalance({ ctx }: { ctx: UserCtx }): Promise<WalletBalance> {
  return walletBalance(await walletOfUser(ctx.db, ctx.own, ctx.user.id));
}
