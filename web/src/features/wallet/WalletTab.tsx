import { Box, Button, Center, Grid, Heading, Stack, Tabs, Text, VStack } from '@chakra-ui/react';
import { useCallback, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useLiveSearchParams } from '../../lib/useLiveSearchParams';
import type { WalletTxType, WithdrawChain } from '../../../../shared/wallet';
import type { WithdrawSubmitHandler } from './types';
import { useSession } from '../../lib/useSession';
import { QueryErrorState } from '../../ui/QueryErrorState';
import { BalanceCard } from './BalanceCard';
import { BridgeStatusList } from './BridgeStatusList';
import { CreateWalletForm } from './CreateWalletForm';
import { LeaderboardSection } from './LeaderboardSection';
import { ChargeOutcomeMessage, TopupPanel, useChargeReturn, type ChargeOutcome } from './TopupPanel';
import { TransactionList } from './TransactionList';
import { TransferPanel } from './TransferPanel';
import { useLeaderboard, useWalletLedger, useWithdrawals } from './useWalletData';
import { CHARGE_RETURN_KEYS, readChargeReturn } from './walletView';
import { WithdrawPanel } from './WithdrawPanel';

/**
 * The wallet tab of /main (commerce.md §2 main landing tabs, §3 Wallet and Leaderboard): guests see a
 * login prompt; signed-in users the balance card, top-up, transfer and withdraw (once wired), the
 * recent transactions and the bridge status (once wired), then the leaderboard (once wired). Loaded
 * with its own chunk when the tab opens.
 */
export default function WalletTab() {
  const session = useSession();
  if (!session || (session.user.user_type as string) === 'guest') return <WalletLoginPrompt />;
  return <WalletHome userId={session.user.id} />;
}

function WalletLoginPrompt() {
  return (
    <Center minH="40vh" py="10">
      <VStack gap="3" textAlign="center" maxW="sm" wordBreak="keep-all">
        <Heading as="h2" size="md">
          로그인이 필요합니다
        </Heading>
        <Text color="fg.muted">포인트 지갑과 리더보드는 로그인한 회원만 이용할 수 있습니다.</Text>
        <Button asChild colorPalette="brand" mt="2">
          <RouterLink to="/login">로그인하러 가기</RouterLink>
        </Button>
      </VStack>
    </Center>
  );
}

function WalletHome({ userId }: { userId: number }) {
  const [txType, setTxType] = useState<WalletTxType | ''>('');
  const { overview, transactions, entries, refresh } = useWalletLedger(txType);
  const withdrawals = useWithdrawals();
  const leaderboard = useLeaderboard();

  // Back from the pay window: finish the top-up, then take its parameters off the address.
  const [params, setParams] = useLiveSearchParams();
  const chargeReturn = useMemo(() => readChargeReturn(params), [params]);
  const [outcome, setOutcome] = useState<ChargeOutcome | null>(chargeReturn ? { state: 'working' } : null);
  const onChargeDone = useCallback(
    (o: ChargeOutcome) => {
      setOutcome(o);
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const k of CHARGE_RETURN_KEYS) next.delete(k);
          return next;
        },
        { replace: true },
      );
      if (o.state === 'paid') void refresh();
    },
    [refresh, setParams],
  );
  useChargeReturn(chargeReturn, onChargeDone);

  const wallet = overview.data?.wallet;
  const retryOverview = () => void overview.refetch();

  return (
    <Stack gap={{ base: '5', md: '6' }} pt={{ base: '1', md: '2' }} pb={{ base: '6', md: '10' }}>
      {outcome && <ChargeOutcomeMessage outcome={outcome} />}
      {overview.error && !overview.data ? (
        <>
          <BalanceCard balance={undefined} isLoading={false} error={overview.error} onRetry={retryOverview} />
          {/* The reason, when it is not a passing failure (a switched-off feature, a refusal). */}
          {!isPassing(overview.error) && <QueryErrorState error={overview.error} compact />}
        </>
      ) : overview.isLoading || !overview.data ? (
        <BalanceCard balance={undefined} isLoading error={null} onRetry={retryOverview} />
      ) : !wallet ? (
        <Stack gap="4">
          <BalanceCard balance={overview.data.balance} isLoading={false} error={null} onRetry={retryOverview} />
          <CreateWalletForm onCreated={refresh} />
        </Stack>
      ) : (
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', md: 'minmax(0, 5fr) minmax(0, 7fr)' }} gap={{ base: '5', md: '8' }} alignItems="start">
          <Stack gap="5" minW="0">
            <BalanceCard balance={overview.data.balance} address={wallet.evm_address ?? undefined} isLoading={false} error={null} onRetry={retryOverview} />
            {/* A wallet the first earning made has points but no address yet. */}
            {!wallet.evm_address && <CreateWalletForm addressOnly onCreated={refresh} />}
            <WalletActions
              userId={userId}
              available={overview.data.balance.available}
              address={wallet.evm_address ?? ''}
              onChanged={refresh}
              withdraw={withdrawals.withdraw}
              chains={withdrawals.chains}
            />
          </Stack>
          <Stack gap="6" minW="0">
            <TransactionList
              entries={entries}
              txType={txType}
              onTxTypeChange={setTxType}
              isLoading={transactions.isLoading}
              error={transactions.error}
              onRetry={() => void transactions.refetch()}
              hasMore={!!transactions.hasNextPage}
              loadingMore={transactions.isFetchingNextPage}
              onMore={() => void transactions.fetchNextPage()}
            />
            <BridgeStatusList query={withdrawals.bridgeStatus} />
          </Stack>
        </Grid>
      )}
      {/* Below the wallet: on a phone the balance and its actions come first. */}
      <LeaderboardSection query={leaderboard} selfId={userId} />
    </Stack>
  );
}

const isPassing = (err: unknown) => {
  const status = (err as { data?: { httpStatus?: number } })?.data?.httpStatus;
  return status === undefined || status >= 500 || status === 408 || status === 429;
};

interface ActionsProps {
  userId: number;
  available: number;
  address: string;
  onChanged: () => Promise<void>;
  withdraw: WithdrawSubmitHandler;
  chains: readonly WithdrawChain[] | undefined;
}

/** Top-up, transfer and withdraw, one at a time under tabs. */
function WalletActions({ userId, available, address, onChanged, withdraw, chains }: ActionsProps) {
  return (
    <Box borderWidth="1px" borderRadius="2xl" p={{ base: '4', md: '5' }}>
      <Tabs.Root defaultValue="topup" variant="enclosed" fitted colorPalette="brand" lazyMount>
        <Tabs.List aria-label="지갑 기능" w="full">
          <Tabs.Trigger value="topup">충전</Tabs.Trigger>
          <Tabs.Trigger value="transfer">보내기</Tabs.Trigger>
          <Tabs.Trigger value="withdraw">출금</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="topup" pt="4">
          <TopupPanel />
        </Tabs.Content>
        <Tabs.Content value="transfer" pt="4">
          <TransferPanel selfId={userId} onDone={onChanged} />
        </Tabs.Content>
        <Tabs.Content value="withdraw" pt="4">
            <WithdrawPanel
              available={available}
              chains={chains}
              defaultAddress={address}
              onSubmit={async (input, options) => {
                await withdraw(input, options);
                await onChanged();
              }}
            />
          </Tabs.Content>
      </Tabs.Root>
    </Box>
  );
}
