import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { ChartRow } from '../../model/chart-rows';
import { DEFAULT_CHART_TYPE, type ChartType } from '../../model/types';

/** Eight colours, spec section 9 (values are ours). */
export const CHART_PALETTE = [
  '#2563eb',
  '#16a34a',
  '#f59e0b',
  '#dc2626',
  '#7c3aed',
  '#0891b2',
  '#db2777',
  '#65a30d',
] as const;
export const PIE_SIZE = 240;
export const PIE_RADIUS = 100;
export const DONUT_INNER_RADIUS = 60;
export const MIN_BAR_HEIGHT = 20;
/** Height of one legend line under a pie. */
const LEGEND_LINE = 22;

export const chartColor = (index: number) => CHART_PALETTE[index % CHART_PALETTE.length]!;

/**
 * Spec section 9: a vertical bar is at least 20 px high so a small count stays visible, but a
 * zero count draws no bar at all (a 20 px bar for nobody would read as answers).
 */
export const minBarHeight = (value: number | undefined | null): number =>
  typeof value === 'number' && value > 0 ? MIN_BAR_HEIGHT : 0;

/**
 * One question's chart. It is a picture only: hidden from assistive technology, with no focusable
 * part (recharts' keyboard layer is off), because the table beside it carries the same numbers
 * as text.
 */
export function QuestionChart({
  rows,
  type = DEFAULT_CHART_TYPE,
}: {
  rows: ChartRow[];
  type?: ChartType;
}) {
  if (type === 'pie' || type === 'donut') {
    const legendHeight = rows.length * LEGEND_LINE + 8;
    return (
      <div
        aria-hidden
        className="flex justify-center"
        data-testid="question-chart"
        data-chart={type}
      >
        <PieChart
          width={PIE_SIZE}
          height={PIE_SIZE + legendHeight}
          accessibilityLayer={false}
          margin={{ top: 0, right: 0, bottom: 0, left: 0 }}
        >
          <Pie
            data={rows}
            dataKey="count"
            nameKey="label"
            cx={PIE_SIZE / 2}
            cy={PIE_SIZE / 2}
            outerRadius={PIE_RADIUS}
            innerRadius={type === 'donut' ? DONUT_INNER_RADIUS : 0}
            isAnimationActive={false}
            rootTabIndex={-1}
          >
            {rows.map((row, index) => (
              <Cell key={row.key} fill={chartColor(index)} />
            ))}
          </Pie>
          <Legend
            // Vertical and centred: recharts then takes the legend's room from the bottom only,
            // so the pie keeps its 240 px square (aligned left, it would shift the pie).
            layout="vertical"
            verticalAlign="bottom"
            align="center"
            iconType="square"
            itemSorter={null}
            height={legendHeight}
            wrapperStyle={{ fontSize: 12, lineHeight: `${LEGEND_LINE}px` }}
            // Label text in the body colour: some palette colours are too light for text.
            formatter={(value) => <span className="text-slate-700">{String(value)}</span>}
          />
          <Tooltip />
        </PieChart>
      </div>
    );
  }
  if (type === 'verticalBar') {
    return (
      <div aria-hidden className="h-64 w-full" data-testid="question-chart" data-chart={type}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            data={rows}
            margin={{ top: 8, right: 8, bottom: 8, left: 0 }}
            accessibilityLayer={false}
          >
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" tick={{ fontSize: 12 }} />
            <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
            <Tooltip />
            <Bar dataKey="count" minPointSize={minBarHeight} isAnimationActive={false}>
              {rows.map((row, index) => (
                <Cell key={row.key} fill={chartColor(index)} />
              ))}
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </div>
    );
  }
  return (
    <div
      aria-hidden
      className="w-full"
      data-testid="question-chart"
      data-chart={type}
      style={{ height: Math.max(120, rows.length * 40 + 40) }}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={rows}
          layout="vertical"
          margin={{ top: 8, right: 16, bottom: 8, left: 8 }}
          accessibilityLayer={false}
        >
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" allowDecimals={false} tick={{ fontSize: 12 }} />
          <YAxis type="category" dataKey="label" width={120} tick={{ fontSize: 12 }} />
          <Tooltip />
          <Bar dataKey="count" barSize={MIN_BAR_HEIGHT} isAnimationActive={false}>
            {rows.map((row, index) => (
              <Cell key={row.key} fill={chartColor(index)} />
            ))}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
