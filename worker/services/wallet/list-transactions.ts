import { count, desc, eq } from 'drizzle-orm';
import { walletTransactions } from '../../../db/schema';
import type { WalletTransactionList, WalletTransactionsQuery } from '../../../shared/schemas/wallet';
import type { UserCtx } from '../../env';
import { transactionItem } from './internal';

/**
 * GET /api/wallet/transactions?page&size&tx_type: the caller's entries, newest first, 20 a page
 * (the screen loads more while a full page came back), one type or all: wallet_transactions_user_idx
 * and wallet_transactions_user_type_idx. Empty for a user without a wallet.
 */
export async function listTransactions({ ctx, input }: { ctx: UserCtx; input: WalletTransactionsQuery }): Promise<WalletTransactionList> {
  const where = ctx.own.where(walletTransactions, eq(walletTransactions.userId, ctx.user.id), input.tx_type ? eq(walletTransactions.txType, input.tx_type) : undefined);
  const [rows, [{ n }]] = await Promise.all([
    ctx.db
      .select()
      .from(walletTransactions)
      .where(where)
      .orderBy(desc(walletTransactions.id))
      .limit(input.size)
      .offset(Math.min((input.page - 1) * input.size, 2_000_000_000)),
    ctx.db.select({ n: count() }).from(walletTransactions).where(where),
  ]);
  return { transactions: rows.map(transactionItem), total: n, page: input.page, size: input.size };
}
