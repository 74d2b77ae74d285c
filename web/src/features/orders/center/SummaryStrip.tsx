import { Box, chakra, Skeleton, Text } from '@chakra-ui/react';
import type { OrderCenterSummary } from '../../../../../shared/schemas/orders';
import { trpc } from '../../../lib/trpc';
import { sameFilters, SHORTCUTS, type CenterFilters, type Shortcut } from './filters';

/** 신규 주문, 발송 대기, 취소 요청, 반품 요청: each count a button into its filtered list (pressed while applied). */
export function SummaryStrip({ filters, onPick }: { filters: CenterFilters; onPick: (f: CenterFilters) => void }) {
  const summary = trpc.orderCenter.summary.useQuery(undefined, { staleTime: 10_000 });
  return (
    <Box as="ul" listStyleType="none" display="grid" gridTemplateColumns={{ base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }} gap="2" aria-label="주문 요약" data-testid="center-summary">
      {(Object.keys(SHORTCUTS) as Shortcut[]).map((key) => {
        const { label, filters: target } = SHORTCUTS[key];
        const active = sameFilters(filters, target);
        const count = summary.data?.[key as keyof OrderCenterSummary];
        return (
          <li key={key}>
            <chakra.button
              type="button"
              w="full"
              minH="16"
              px="3"
              py="2"
              borderWidth="1px"
              borderRadius="lg"
              textAlign="start"
              cursor="pointer"
              bg={active ? 'brand.subtle' : 'bg'}
              borderColor={active ? 'brand.solid' : 'border'}
              _hover={{ bg: 'bg.muted' }}
              _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
              aria-pressed={active}
              data-shortcut={key}
              onClick={() => onPick(active ? {} : target)}
            >
              <Text fontSize="sm" color="fg.muted">
                {label}
              </Text>
              {count === undefined ? (
                <Skeleton h="6" w="10" mt="1" />
              ) : (
                <Text fontSize="xl" fontWeight="bold" data-testid="summary-count">
                  {count.toLocaleString('ko-KR')}
                  <chakra.span fontSize="sm" fontWeight="normal" ms="0.5">
                    건
                  </chakra.span>
                </Text>
              )}
            </chakra.button>
          </li>
        );
      })}
    </Box>
  );
}
