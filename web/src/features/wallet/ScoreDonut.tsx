import { Box, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { Cell, Pie, PieChart } from 'recharts';
import { formatPoints } from '../../../../shared/wallet';
import type { DonutSlice } from './walletView';

/** Slice colours, each at least 3:1 against white (WCAG 1.4.11 for graphics). */
export const DONUT_COLOURS = ['#2563eb', '#db2777', '#059669', '#d97706', '#7c3aed', '#6b7280'] as const;

interface Props {
  slices: DonutSlice[];
  /** The score in the middle of the ring. */
  total: number;
  /** What the chart says to a screen reader (the legend below says it to everyone). */
  label: string;
  size?: number;
  /** The mini donut: a ring without legend or centre text. */
  mini?: boolean;
}

/**
 * A score breakdown as a donut (recharts' Pie) with its legend. Loaded on its own (React.lazy), so
 * recharts arrives only when a breakdown is shown.
 */
export default function ScoreDonut({ slices, total, label, size = 160, mini = false }: Props) {
  const ring = (
    <Box position="relative" w={`${size}px`} h={`${size}px`} flexShrink={0} role="img" aria-label={label}>
      <PieChart width={size} height={size} accessibilityLayer={false}>
        <Pie
          data={slices}
          dataKey="value"
          nameKey="label"
          innerRadius={size * (mini ? 0.3 : 0.32)}
          outerRadius={size / 2 - 2}
          paddingAngle={slices.length > 1 ? 1 : 0}
          stroke="none"
          isAnimationActive={false}
        >
          {slices.map((s, i) => (
            <Cell key={s.key} fill={DONUT_COLOURS[i % DONUT_COLOURS.length]} />
          ))}
        </Pie>
      </PieChart>
      {!mini && (
        <Flex position="absolute" inset="0" direction="column" align="center" justify="center" pointerEvents="none">
          <Text fontSize="xs" color="fg.muted">
            총점
          </Text>
          <Text fontWeight="bold">{formatPoints(total)}</Text>
        </Flex>
      )}
    </Box>
  );
  if (mini) return ring;
  return (
    <Flex gap={{ base: '4', md: '6' }} align="center" direction={{ base: 'column', sm: 'row' }}>
      {ring}
      <Stack as="ul" gap="1.5" listStyleType="none" w="full" maxW={{ sm: 'xs' }} minW="0" aria-label="점수 구성">
        {slices.map((s, i) => (
          <HStack as="li" key={s.key} gap="2" justify="space-between" fontSize="sm">
            <HStack gap="2" minW="0">
              <Box w="3" h="3" borderRadius="sm" flexShrink={0} style={{ background: DONUT_COLOURS[i % DONUT_COLOURS.length] }} aria-hidden="true" />
              <Text truncate>{s.label}</Text>
            </HStack>
            <Text flexShrink={0} color="fg.muted">
              {formatPoints(s.value)} · {s.percent}%
            </Text>
          </HStack>
        ))}
      </Stack>
    </Flex>
  );
}
