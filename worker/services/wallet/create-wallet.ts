import { and, eq, isNull } from 'drizzle-orm';
import { wallets } from '../../../db/schema';
import { AppError } from '../../../shared/errors';
import { MSG } from '../../../shared/messages';
import type { WalletCreateInput, WalletOverview } from '../../../shared/schemas/wallet';
import type { UserCtx } from '../../env';
import { withTransaction } from '../../scope/transaction';
import { getOverview } from './get-overview';
import { walletOfUser } from './internal';

/**
 * POST /api/wallet/create {evm_address}: the caller's wallet on their site (one a user), answered as
 * the overview. A repeat with the same address answers the wallet already made (a retried request
 * makes nothing twice); another address is refused with 409, the address is never changed here.
 * Addresses compare case-insensitively (EVM checksums are letter case). A wallet that an earning made
 * without an address (docs/wallet.md Earning) takes this address, keeping its points.
 */
export async function createWallet({ ctx, input }: { ctx: UserCtx; input: WalletCreateInput }): Promise<WalletOverview> {
  await withTransaction(ctx, async (tx) => {
    await tx.db
      .insert(wallets)
      .values(tx.own.row({ userId: tx.user.id, evmAddress: input.evm_address }))
      .onConflictDoNothing();
    // A wallet an earning made before has no address yet: this call gives it one (only while it has none).
    await tx.db
      .update(wallets)
      .set({ evmAddress: input.evm_address })
      .where(tx.own.where(wallets, and(eq(wallets.userId, tx.user.id), isNull(wallets.evmAddress))));
    const wallet = await walletOfUser(tx.db, tx.own, tx.user.id);
    if (!wallet) throw new Error('wallet: no wallet after its insert');
    if (wallet.evmAddress?.toLowerCase() !== input.evm_address.toLowerCase()) throw new AppError('CONFLICT', MSG.walletExists);
  });
  return getOverview({ ctx });
}
