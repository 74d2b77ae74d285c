import { Badge, Box, Center, Flex, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { SectionFailure } from './SectionFailure';
import { MSG } from '../../../../shared/messages';
import { formatPoints } from '../../../../shared/wallet';
import { formatDateTime } from '../orders/format';
import type { SectionQuery, Withdrawal } from './types';
import { shortAddress, WITHDRAWAL_STATUS_LABELS, withdrawalStatusPalette } from './walletView';

/** The user's withdraws and where each is on the bridge (GET /api/wallet/bridge-status). */
export function BridgeStatusList({ query }: { query: SectionQuery<Withdrawal[]> }) {
  const { data, isLoading, error, refetch } = query;
  return (
    <Box as="section" aria-labelledby="wallet-bridge-heading">
      <Heading id="wallet-bridge-heading" as="h2" size="md" mb="3">
        출금 내역
      </Heading>
      {isLoading ? (
        <Stack gap="2" aria-busy="true" aria-label="출금 내역을 불러오는 중">
          <Skeleton h="14" borderRadius="lg" />
          <Skeleton h="14" borderRadius="lg" />
        </Stack>
      ) : error || !data ? (
        <SectionFailure message={MSG.walletBridgeStatusFailed} onRetry={refetch} />
      ) : data.length === 0 ? (
        <Center py="6">
          <Text color="fg.muted">출금 내역이 없습니다.</Text>
        </Center>
      ) : (
        <Stack as="ul" gap="0" listStyleType="none" borderWidth="1px" borderRadius="xl" divideY="1px">
          {data.map((w) => (
            <Flex as="li" key={w.id} px="4" py="3" gap="3" justify="space-between" align="flex-start">
              <Box minW="0">
                <Text fontWeight="semibold">{formatPoints(w.amount)}</Text>
                <Text fontSize="sm" color="fg.muted" fontFamily="mono" title={w.target_address}>
                  {w.target_chain} · {shortAddress(w.target_address)}
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  {formatDateTime(w.created_at)}
                </Text>
              </Box>
              <Badge colorPalette={withdrawalStatusPalette(w.status)} flexShrink={0}>
                {WITHDRAWAL_STATUS_LABELS[w.status]}
              </Badge>
            </Flex>
          ))}
        </Stack>
      )}
    </Box>
  );
}
