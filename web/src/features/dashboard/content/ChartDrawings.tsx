import { Bar, BarChart, Cell, LabelList, Pie, PieChart, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import { CHART_COLOURS, RING_SIZE, type ChartSlice } from './statsView';

/**
 * The recharts drawings of the home tab's charts, a chunk of their own: StatsCharts lays out their
 * boxes at their final size and these fill them when they come, so the figures never wait for
 * recharts and nothing moves when it arrives.
 */
export function RingDrawing({ slices }: { slices: ChartSlice[] }) {
  return (
    <PieChart width={RING_SIZE} height={RING_SIZE} accessibilityLayer={false}>
      <Pie data={slices} dataKey="value" nameKey="label" innerRadius={RING_SIZE * 0.3} outerRadius={RING_SIZE / 2 - 2} stroke="none" isAnimationActive={false}>
        {slices.map((s, i) => (
          <Cell key={s.key} fill={CHART_COLOURS[i % CHART_COLOURS.length]} />
        ))}
      </Pie>
    </PieChart>
  );
}

export function BarsDrawing({ slices }: { slices: ChartSlice[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={slices} layout="vertical" margin={{ top: 0, right: 36, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <XAxis type="number" hide allowDecimals={false} />
        <YAxis type="category" dataKey="label" width={76} tickLine={false} axisLine={false} tick={{ fontSize: 12, fill: '#52525b' }} />
        {/* A zero still gets its sliver and its number. */}
        <Bar dataKey="value" radius={4} barSize={18} minPointSize={2} isAnimationActive={false}>
          {slices.map((s, i) => (
            <Cell key={s.key} fill={CHART_COLOURS[i % CHART_COLOURS.length]} />
          ))}
          <LabelList dataKey="value" position="right" style={{ fontSize: 12, fill: '#3f3f46' }} />
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
