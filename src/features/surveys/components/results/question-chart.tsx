import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
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

const color = (index: number) => CHART_PALETTE[index % CHART_PALETTE.length];

/** One question's chart; the table beside it carries the same numbers for screen readers. */
export function QuestionChart({
  rows,
  type = DEFAULT_CHART_TYPE,
}: {
  rows: ChartRow[];
  type?: ChartType;
}) {
  if (type === 'pie' || type === 'donut') {
    return (
      <div aria-hidden className="flex justify-center">
        <PieChart width={PIE_SIZE} height={PIE_SIZE}>
          <Pie
            data={rows}
            dataKey="count"
            nameKey="label"
            outerRadius={PIE_RADIUS}
            innerRadius={type === 'donut' ? DONUT_INNER_RADIUS : 0}
            isAnimationActive={false}
          >
            {rows.map((row, index) => (
              <Cell key={row.key} fill={color(index)} />
            ))}
          </Pie>
          <Tooltip />
        </PieChart>
      </div>
    );
  }
  if (type === 'verticalBar') {
    return (
      <div aria-hidden className="h-64 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" tick={{ fontSize: 12 }} />
            <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
            <Tooltip />
            <Bar dataKey="count" minPointSize={MIN_BAR_HEIGHT} isAnimationActive={false}>
              {rows.map((row, index) => (
                <Cell key={row.key} fill={color(index)} />
              ))}
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </div>
    );
  }
  return (
    <div aria-hidden className="w-full" style={{ height: Math.max(120, rows.length * 40 + 40) }}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={rows} layout="vertical" margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" allowDecimals={false} tick={{ fontSize: 12 }} />
          <YAxis type="category" dataKey="label" width={120} tick={{ fontSize: 12 }} />
          <Tooltip />
          <Bar dataKey="count" barSize={MIN_BAR_HEIGHT} isAnimationActive={false}>
            {rows.map((row, index) => (
              <Cell key={row.key} fill={color(index)} />
            ))}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
