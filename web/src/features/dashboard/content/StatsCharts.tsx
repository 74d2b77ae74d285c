import { Box, Flex, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Bar, BarChart, Cell, LabelList, Pie, PieChart, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import { chartSummary, type ChartSlice } from './statsView';

/** Each at least 3:1 against white (WCAG 1.4.11 for graphics). */
const COLOURS = ['#2563eb', '#d97706', '#6b7280'] as const;

export interface ChartPanel {
  key: 'products' | 'orders';
  title: string;
  slices: ChartSlice[];
}

/**
 * The home tab's pictures of its figures: products by state as a ring, orders by state as bars.
 * Loaded on its own (React.lazy) once the figures have arrived, so recharts is never in the tab's
 * first paint. Each chart is one image to a screen reader, its legend the same numbers as text.
 */
export default function StatsCharts({ panels }: { panels: ChartPanel[] }) {
  return (
    <Grid templateColumns={{ base: 'minmax(0, 1fr)', md: `repeat(${panels.length}, minmax(0, 1fr))` }} gap="3">
      {panels.map((p) => (
        <Box as="section" key={p.key} aria-labelledby={`chart-${p.key}`} p="4" borderWidth="1px" borderRadius="xl" minW="0" data-testid={`chart-${p.key}`}>
          <Heading as="h3" size="sm" id={`chart-${p.key}`} mb="3">
            {p.title}
          </Heading>
          {p.key === 'products' ? (
            <Ring panel={p} />
          ) : (
            <Bars panel={p} />
          )}
        </Box>
      ))}
    </Grid>
  );
}

const SIZE = 112;

function Ring({ panel }: { panel: ChartPanel }) {
  return (
    <Flex gap="4" align="center">
      <Box w={`${SIZE}px`} h={`${SIZE}px`} flexShrink={0} role="img" aria-label={chartSummary(panel.title, panel.slices)}>
        <PieChart width={SIZE} height={SIZE} accessibilityLayer={false}>
          <Pie data={panel.slices} dataKey="value" nameKey="label" innerRadius={SIZE * 0.3} outerRadius={SIZE / 2 - 2} stroke="none" isAnimationActive={false}>
            {panel.slices.map((s, i) => (
              <Cell key={s.key} fill={COLOURS[i % COLOURS.length]} />
            ))}
          </Pie>
        </PieChart>
      </Box>
      <Legend slices={panel.slices} />
    </Flex>
  );
}

function Bars({ panel }: { panel: ChartPanel }) {
  return (
    <Stack gap="3">
      <Box h={`${panel.slices.length * 34}px`} role="img" aria-label={chartSummary(panel.title, panel.slices)}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={panel.slices} layout="vertical" margin={{ top: 0, right: 36, bottom: 0, left: 0 }} accessibilityLayer={false}>
            <XAxis type="number" hide allowDecimals={false} />
            <YAxis type="category" dataKey="label" width={76} tickLine={false} axisLine={false} tick={{ fontSize: 12, fill: '#52525b' }} />
            {/* A zero still gets its sliver and its number. */}
            <Bar dataKey="value" radius={4} barSize={18} minPointSize={2} isAnimationActive={false}>
              {panel.slices.map((s, i) => (
                <Cell key={s.key} fill={COLOURS[i % COLOURS.length]} />
              ))}
              <LabelList dataKey="value" position="right" style={{ fontSize: 12, fill: '#3f3f46' }} />
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </Box>
    </Stack>
  );
}

function Legend({ slices }: { slices: ChartSlice[] }) {
  return (
    <Stack as="ul" gap="1.5" listStyleType="none" flex="1" minW="0" aria-hidden="true">
      {slices.map((s, i) => (
        <HStack as="li" key={s.key} gap="2" justify="space-between" fontSize="sm">
          <HStack gap="2" minW="0">
            <Box w="3" h="3" borderRadius="sm" flexShrink={0} style={{ background: COLOURS[i % COLOURS.length] }} />
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
