import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { WalletTransactionList } from '../../../../shared/schemas/wallet';
import { LEADERBOARD_TOP_N, WALLET_TX_PAGE_SIZE, type WalletTxType, type WithdrawChain } from '../../../../shared/wallet';
import { trpc } from '../../lib/trpc';
import type { Leaderboard, SectionQuery, Withdrawal, WithdrawSubmitHandler } from './types';
import { hasMorePage } from './walletView';

/**
 * Where the wallet tab gets its data: the ledger (wallet.overview, .transactions), the withdrawals
 * (wallet.bridgeStatus, .withdraw) and the leaderboard (score.leaderboard).
 */

const TX_KEY = ['wallet', 'transactions'] as const;

/** The ledger: the overview (wallet, balance) and the transactions, 20 a page, newest first. */
export function useWalletLedger(txType: WalletTxType | '') {
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const overview = trpc.wallet.overview.useQuery(undefined, { retry: false });
  const hasWallet = !!overview.data?.wallet;
  const transactions = useInfiniteQuery({
    queryKey: [...TX_KEY, txType],
    queryFn: ({ pageParam }) =>
      utils.client.wallet.transactions.query({ page: pageParam, size: WALLET_TX_PAGE_SIZE, tx_type: txType || undefined }),
    initialPageParam: 1,
    getNextPageParam: (last: WalletTransactionList, all: WalletTransactionList[]) =>
      hasMorePage(last.transactions.length, WALLET_TX_PAGE_SIZE) ? all.length + 1 : undefined,
    enabled: hasWallet,
    retry: false,
  });
  const entries = useMemo(() => {
    // An entry written while one reads shifts the pages by one: show each once.
    const seen = new Set<number>();
    return (transactions.data?.pages ?? []).flatMap((p) => p.transactions).filter((t) => !seen.has(t.id) && seen.add(t.id));
  }, [transactions.data]);

  /** After a top-up, a transfer or a withdraw: the balance and every list again. */
  const refresh = () =>
    Promise.all([utils.wallet.invalidate(), queryClient.invalidateQueries({ queryKey: TX_KEY })]).then(() => undefined);

  return { overview, transactions, entries, refresh };
}

/** Withdraw and the bridge (commerce.md §7): the caller's withdrawals, the chains, and the withdraw itself. */
export function useWithdrawals(): { bridgeStatus: SectionQuery<Withdrawal[]>; chains: readonly WithdrawChain[] | undefined; withdraw: WithdrawSubmitHandler } {
  const bridge = trpc.wallet.bridgeStatus.useQuery(undefined, { retry: false });
  const withdraw = trpc.wallet.withdraw.useMutation();
  return {
    bridgeStatus: { data: bridge.data?.withdrawals, isLoading: bridge.isLoading, error: bridge.error, refetch: () => void bridge.refetch() },
    chains: bridge.data?.chains,
    withdraw: (input, { idempotencyKey }) => withdraw.mutateAsync({ ...input, idempotencyKey }),
  };
}

/** The site's leaderboard: the caller's rank and the top 10 (commerce.md §3 Leaderboard). */
export function useLeaderboard(): SectionQuery<Leaderboard> {
  const board = trpc.score.leaderboard.useQuery({ top_n: LEADERBOARD_TOP_N }, { retry: false });
  return { data: board.data, isLoading: board.isLoading, error: board.error, refetch: () => void board.refetch() };
}
