import { Box, Button, Center, Flex, Heading, HStack, NativeSelect, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { WalletTransactionItem } from '../../../../shared/schemas/wallet';
import { SectionFailure } from './SectionFailure';
import { MSG } from '../../../../shared/messages';
import { formatSignedPoints, WALLET_TX_LABELS, WALLET_TX_TYPES, type WalletTxType } from '../../../../shared/wallet';
import { trpc } from '../../lib/trpc';
import { formatDateTime } from '../orders/format';
import { entryReason } from './walletView';

interface Props {
  entries: WalletTransactionItem[];
  txType: WalletTxType | '';
  onTxTypeChange: (t: WalletTxType | '') => void;
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
}

/** Recent transactions (commerce.md §3 Wallet transaction): 20 a page, "더 보기" while a page comes back full. */
export function TransactionList({ entries, txType, onTxTypeChange, isLoading, error, onRetry, hasMore, loadingMore, onMore }: Props) {
  return (
    <Box as="section" aria-labelledby="wallet-tx-heading">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap" mb="3">
        <Heading id="wallet-tx-heading" as="h2" size="md">
          최근 거래 내역
        </Heading>
        <NativeSelect.Root size="sm" w="auto" minW="32">
          <NativeSelect.Field
            aria-label="거래 유형"
            value={txType}
            onChange={(e) => onTxTypeChange(e.target.value as WalletTxType | '')}
          >
            <option value="">전체</option>
            {WALLET_TX_TYPES.map((t) => (
              <option key={t} value={t}>
                {WALLET_TX_LABELS[t]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Flex>
      {isLoading ? (
        <Stack gap="2" aria-busy="true" aria-label="거래 내역을 불러오는 중">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h="14" borderRadius="lg" />
          ))}
        </Stack>
      ) : error && entries.length === 0 ? (
        <SectionFailure message={MSG.walletTransactionsFailed} onRetry={onRetry} py="8" />
      ) : entries.length === 0 ? (
        <Center py="8">
          <Text color="fg.muted">{txType ? `${WALLET_TX_LABELS[txType]} 내역이 없습니다.` : '아직 거래 내역이 없습니다.'}</Text>
        </Center>
      ) : (
        <>
          <Stack as="ul" gap="0" listStyleType="none" borderWidth="1px" borderRadius="xl" divideY="1px" data-testid="wallet-tx-list">
            {entries.map((t) => (
              <TransactionRow key={t.id} entry={t} />
            ))}
          </Stack>
          {error ? (
            <Stack mt="3" align="center" role="alert" gap="2">
              <Text fontSize="sm">{MSG.walletTransactionsFailed}</Text>
              <Button size="sm" variant="outline" colorPalette="brand" onClick={onMore}>
                다시 시도
              </Button>
            </Stack>
          ) : (
            hasMore && (
              <Button mt="3" w="full" variant="outline" onClick={onMore} loading={loadingMore} loadingText="불러오는 중">
                더 보기
              </Button>
            )
          )}
        </>
      )}
    </Box>
  );
}

function TransactionRow({ entry }: { entry: WalletTransactionItem }) {
  const { meta_json: meta } = entry;
  const other = meta.transfer_to ?? meta.transfer_from;
  const reason = entryReason(meta);
  const sign = entry.delta > 0 ? 'positive' : entry.delta < 0 ? 'negative' : 'zero';
  return (
    <Flex as="li" px="4" py="3" gap="3" justify="space-between" align="flex-start" data-testid="wallet-tx" data-tx-type={entry.tx_type}>
      <Box minW="0" flex="1">
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="semibold">{WALLET_TX_LABELS[entry.tx_type]}</Text>
          {reason && (
            <Text fontSize="sm" color="fg.muted" data-testid="wallet-tx-reason">
              {reason}
            </Text>
          )}
          {other !== undefined && (
            <Text fontSize="sm" color="fg.muted" minW="0" truncate>
              {meta.transfer_to !== undefined ? '받는 사람 ' : '보낸 사람 '}
              <Counterparty userId={other} />
            </Text>
          )}
        </HStack>
        {meta.memo && (
          <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
            {meta.memo}
          </Text>
        )}
        <Text fontSize="xs" color="fg.muted">
          {formatDateTime(entry.created_at)}
        </Text>
      </Box>
      <Text
        fontWeight="bold"
        flexShrink={0}
        color={sign === 'positive' ? 'green.fg' : sign === 'negative' ? 'red.fg' : 'fg'}
        data-testid="wallet-tx-delta"
      >
        {formatSignedPoints(entry.delta)}
      </Text>
    </Flex>
  );
}

/** A transfer's other party by their username; a failed lookup shows a placeholder (commerce.md §8). */
function Counterparty({ userId }: { userId: number }) {
  const user = trpc.content.channels.user.useQuery({ id: userId }, { retry: false, staleTime: 5 * 60_000 });
  if (user.isLoading) return <>…</>;
  return <>{user.data?.username || MSG.walletUnknownUser}</>;
}
