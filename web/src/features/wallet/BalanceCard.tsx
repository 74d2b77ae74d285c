import { Box, Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { WalletBalance } from '../../../../shared/schemas/wallet';
import { MSG } from '../../../../shared/messages';
import { formatPoints } from '../../../../shared/wallet';
import { formatDateTime } from '../orders/format';
import { shortAddress } from './walletView';

interface Props {
  balance: WalletBalance | undefined;
  /** The wallet's EVM address, shortened on the card (the whole one in its title). */
  address?: string;
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
}

/** The balance card (commerce.md §3 Wallet balance): available and locked points, and when it last moved. */
export function BalanceCard({ balance, address, isLoading, error, onRetry }: Props) {
  return (
    <Box
      as="section"
      aria-labelledby="wallet-balance-heading"
      bg="brand.solid"
      color="brand.contrast"
      borderRadius="2xl"
      p={{ base: '5', md: '6' }}
      data-testid="wallet-balance"
    >
      <Text id="wallet-balance-heading" as="h2" fontSize="sm" fontWeight="semibold">
        사용 가능 포인트
      </Text>
      {isLoading ? (
        <Stack gap="2" mt="2" aria-busy="true" aria-label="잔액을 불러오는 중">
          <Skeleton h="9" w="40" borderRadius="md" />
          <Skeleton h="4" w="32" borderRadius="md" />
        </Stack>
      ) : error || !balance ? (
        <Stack gap="3" mt="2" role="alert" align="flex-start">
          <Text fontWeight="semibold">{MSG.walletBalanceFailed}</Text>
          <Button size="sm" variant="surface" colorPalette="gray" onClick={onRetry}>
            다시 시도
          </Button>
        </Stack>
      ) : (
        <>
          <Text fontSize={{ base: '3xl', md: '4xl' }} fontWeight="bold" lineHeight="1.2" mt="1" data-testid="wallet-available">
            {formatPoints(balance.available)}
          </Text>
          <HStack justify="space-between" wrap="wrap" gap="1" mt="3" fontSize="sm">
            <Text>
              잠긴 포인트 <Text as="span" fontWeight="semibold" data-testid="wallet-locked">{formatPoints(balance.locked)}</Text>
            </Text>
            <Text>{balance.updated_at ? `${formatDateTime(balance.updated_at)} 기준` : '거래 내역 없음'}</Text>
          </HStack>
          {address && (
            <Text fontSize="xs" mt="2" fontFamily="mono" title={address} aria-label={`지갑 주소 ${address}`}>
              {shortAddress(address)}
            </Text>
          )}
        </>
      )}
    </Box>
  );
}
