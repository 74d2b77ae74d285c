import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { WalletTransactionList } from '../../../../shared/schemas/wallet';
import { WALLET_TX_PAGE_SIZE, type WalletTxType } from '../../../../shared/wallet';
import { trpc } from '../../lib/trpc';
import type { Leaderboard, SectionQuery, Withdrawal, WithdrawSubmitHandler } from './types';
import { hasMorePage } from './walletView';

/**
 * Where the wallet tab gets its data: the ledger's procedures (wallet.overview, .transactions) are
 * wired here, and so are, once the server has them, the leaderboard, the withdraw and the bridge
 * status. WalletTab renders a section only when this module hands it a source: a source left
 * `undefined` shows nothing at all (no placeholder, no request).
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

/**
 * The sections whose procedures are built on the server now (commerce.md §7 withdraw, bridge-status,
 * score leaderboard). Each key stays undefined until its procedure exists; wire it here, e.g.
 *
 *   const lb = trpc.score.leaderboard.useQuery({ top_n: LEADERBOARD_TOP_N }, { retry: false });
 *   leaderboard: { data: lb.data, isLoading: lb.isLoading, error: lb.error, refetch: () => void lb.refetch() },
 *   const withdraw = trpc.wallet.withdraw.useMutation();
 *   withdraw: (input, { idempotencyKey }) => withdraw.mutateAsync({ ...input, idempotencyKey }),
 *   const bridge = trpc.wallet.bridgeStatus.useQuery(undefined, { retry: false });
 *   bridgeStatus: { data: bridge.data?.withdrawals, isLoading: …, error: …, refetch: … },
 */
export interface WalletExtras {
  leaderboard?: SectionQuery<Leaderboard>;
  withdraw?: WithdrawSubmitHandler;
  bridgeStatus?: SectionQuery<Withdrawal[]>;
}

export function useWalletExtras(): WalletExtras {
  return {};
}
