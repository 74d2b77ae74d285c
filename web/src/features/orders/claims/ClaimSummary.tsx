import { Badge, Box, Flex, Image, Link, Text } from '@chakra-ui/react';
import { formatKrw } from '../../../../../shared/catalogue-constants';
import type { OrderClaimView } from '../../../../../shared/schemas/orders';
import { formatDateTime } from '../format';

const palette = (status: OrderClaimView['status']) => (status === 'requested' ? 'orange' : status === 'accepted' ? 'green' : status === 'refused' ? 'red' : 'gray');

/**
 * An order's newest claim as both sides read it: its label (반품 요청, 취소 승인, …), the reason, the
 * photos (the shop's side), the shop's refusal reason and the refund it gave.
 */
export function ClaimSummary({ claim, photos = false }: { claim: OrderClaimView; photos?: boolean }) {
  return (
    <Box mt="3" p="3" borderRadius="md" bg="bg.muted" fontSize="sm" data-testid="order-claim" data-claim-status={claim.status}>
      <Flex justify="space-between" align="center" gap="2" wrap="wrap">
        <Badge colorPalette={palette(claim.status)} variant="subtle" size="md" data-testid="claim-label">
          {claim.label}
        </Badge>
        <Text fontSize="xs" color="fg.muted">
          <time dateTime={new Date(claim.created_at).toISOString()}>{formatDateTime(claim.created_at)}</time>
        </Text>
      </Flex>
      <Text mt="2" overflowWrap="anywhere">
        사유: {claim.reason_label}
        {claim.reason ? ` · ${claim.reason}` : ''}
      </Text>
      {photos && claim.photo_urls.length > 0 && (
        <Flex as="ul" listStyleType="none" gap="2" mt="2" wrap="wrap" aria-label="첨부 사진">
          {claim.photo_urls.map((url, i) => (
            <Box as="li" key={url}>
              <Link href={url} target="_blank" rel="noopener noreferrer" display="block" borderRadius="md" overflow="hidden" aria-label={`첨부 사진 ${i + 1} 크게 보기 (새 창)`}>
                <Image src={url} alt="" w="16" h="16" objectFit="cover" loading="lazy" />
              </Link>
            </Box>
          ))}
        </Flex>
      )}
      {claim.refuse_reason && (
        <Text mt="1" color="red.fg" overflowWrap="anywhere" data-testid="claim-refuse-reason">
          거절 사유: {claim.refuse_reason}
        </Text>
      )}
      {claim.refund_amount != null && claim.refund_amount > 0 && (
        <Text mt="1" fontWeight="semibold" data-testid="claim-refund">
          환불 금액 {formatKrw(claim.refund_amount)}
        </Text>
      )}
    </Box>
  );
}
