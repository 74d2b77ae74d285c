import { Box, Flex, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { onIdle } from '../../../lib/idle';
import { BAR_ROW, CHART_COLOURS, chartSummary, RING_SIZE, type ChartSlice } from './statsView';

export interface ChartPanel {
  key: 'products' | 'orders';
  title: string;
  slices: ChartSlice[];
}

// A drawing that cannot load leaves its box empty: the legend and the box's label still give the numbers.
const noDrawing = (_: { slices: ChartSlice[] }) => null;
const loadDrawings = () => import('./ChartDrawings').catch(() => ({ RingDrawing: noDrawing, BarsDrawing: noDrawing }));
const RingDrawing = lazy(() => loadDrawings().then((m) => ({ default: m.RingDrawing })));
const BarsDrawing = lazy(() => loadDrawings().then((m) => ({ default: m.BarsDrawing })));

/**
 * The home tab's pictures of its figures: products by state as a ring, orders by state as bars.
 * The panels, their legends and the drawings' boxes render with the figures at their final size;
 * the drawings (recharts, a chunk of its own) are asked for in the first idle moment after that
 * paint and fill the boxes when they come: the figures, the page's largest paint, never wait for
 * recharts (nor share the network with it) and nothing below moves. Each chart is one image to a
 * screen reader, its legend the same numbers as text.
 */
export function StatsCharts({ panels }: { panels: ChartPanel[] }) {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => onIdle(() => setDrawn(true)), []);
  return (
    <Grid templateColumns={{ base: 'minmax(0, 1fr)', md: `repeat(${panels.length}, minmax(0, 1fr))` }} gap="3">
      {panels.map((p) => (
        <Box as="section" key={p.key} aria-labelledby={`chart-${p.key}`} p="4" borderWidth="1px" borderRadius="xl" minW="0" data-testid={`chart-${p.key}`}>
          <Heading as="h3" size="sm" id={`chart-${p.key}`} mb="3">
            {p.title}
          </Heading>
          {p.key === 'products' ? (
            <Flex gap="4" align="center">
              <Box w={`${RING_SIZE}px`} h={`${RING_SIZE}px`} flexShrink={0} role="img" aria-label={chartSummary(p.title, p.slices)}>
                {drawn && (
                  <Suspense fallback={null}>
                    <RingDrawing slices={p.slices} />
                  </Suspense>
                )}
              </Box>
              <Legend slices={p.slices} />
            </Flex>
          ) : (
            <Box h={`${p.slices.length * BAR_ROW}px`} role="img" aria-label={chartSummary(p.title, p.slices)}>
              {drawn && (
                <Suspense fallback={null}>
                  <BarsDrawing slices={p.slices} />
                </Suspense>
              )}
            </Box>
          )}
        </Box>
      ))}
    </Grid>
  );
}

function Legend({ slices }: { slices: ChartSlice[] }) {
  return (
    <Stack as="ul" gap="1.5" listStyleType="none" flex="1" minW="0" aria-hidden="true">
      {slices.map((s, i) => (
        <HStack as="li" key={s.key} gap="2" justify="space-between" fontSize="sm">
          <HStack gap="2" minW="0">
            <Box w="3" h="3" borderRadius="sm" flexShrink={0} style={{ background: CHART_COLOURS[i % CHART_COLOURS.length] }} />
            <Text truncate>{s.label}</Text>
          </HStack>
          <Text flexShrink={0} color="fg.muted">
            {s.value.toLocaleString('ko-KR')}
          </Text>
        </HStack>
      ))}
    </Stack>
  );
}
