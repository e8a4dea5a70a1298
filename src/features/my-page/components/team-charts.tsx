import { useMemo, type ReactNode } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  LabelList,
  Legend,
  ResponsiveContainer,
  XAxis,
  YAxis,
} from 'recharts';
import { Card } from '@/components/ui/page';
import { Table, TBody, Td, Th } from '@/components/ui/table';
import { useOptionList } from '@/features/dropdowns';
import { mondayOf } from '@/lib/tokyo-time';
import { deliveriesByWeek, progressByAssignee, type CountedRow } from '../model/my-figures';
import { myPageStrings as s } from '../strings';

const CHART_HEIGHT = 280;
/** Legend words in the body colour (recharts draws them in each series' colour, often too light). */
const legendText = (value: string) => <span className="text-slate-700">{value}</span>;
const DELIVERED_COLOR = '#16a34a';
const PLANNED_COLOR = '#2563eb';

/**
 * The team's two charts. Each chart is a picture only (hidden from assistive technology, no
 * focusable part); the table under it carries the same numbers as text.
 */
export function TeamCharts({
  sa,
  ob,
  saOrder,
  today,
}: {
  sa: readonly CountedRow[];
  ob: readonly CountedRow[];
  saOrder: readonly string[];
  today: string;
}) {
  const colors = useOptionList('saCustomerProgress');
  const byAssignee = useMemo(() => progressByAssignee(sa, saOrder), [sa, saOrder]);
  const progresses = useMemo(() => {
    const found = new Set(byAssignee.flatMap((entry) => Object.keys(entry.counts)));
    return [
      ...saOrder.filter((p) => found.has(p)),
      ...[...found].filter((p) => !saOrder.includes(p)),
    ];
  }, [byAssignee, saOrder]);
  const saData = byAssignee.map((entry) => ({
    name: entry.assignee || s.noAssignee,
    ...entry.counts,
  }));
  const weeks = useMemo(() => deliveriesByWeek(ob, today), [ob, today]);
  const thisMonday = mondayOf(today);
  const weekName = (monday: string) =>
    `${s.weekLabel(monday)}${monday === thisMonday ? s.thisWeek : ''}`;

  return (
    <section aria-labelledby="team-section" className="space-y-4">
      <h2 id="team-section" className="text-lg font-semibold text-slate-900">
        {s.teamSection}
      </h2>
      <div className="grid gap-4 xl:grid-cols-2">
        <ChartCard title={s.saChart}>
          <div aria-hidden style={{ height: CHART_HEIGHT }}>
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={saData} accessibilityLayer={false}>
                <CartesianGrid strokeDasharray="3 3" vertical={false} />
                <XAxis dataKey="name" />
                <YAxis allowDecimals={false} />
                <Legend formatter={legendText} />
                {progresses.map((progress) => (
                  <Bar
                    key={progress}
                    dataKey={progress}
                    name={progress || s.noAssignee}
                    stackId="progress"
                    fill={colors.colorOf(progress)}
                    isAnimationActive={false}
                  >
                    <LabelList dataKey={progress} position="center" fill="#fff" fontSize={11} />
                  </Bar>
                ))}
              </BarChart>
            </ResponsiveContainer>
          </div>
          <Table>
            <caption className="sr-only">{s.tableCaption(s.saChart)}</caption>
            <thead>
              <tr>
                <Th>{s.assignee}</Th>
                {progresses.map((progress) => (
                  <Th key={progress} className="text-right">
                    {progress || s.noAssignee}
                  </Th>
                ))}
                <Th className="text-right">{s.total}</Th>
              </tr>
            </thead>
            <TBody>
              {byAssignee.map((entry) => (
                <tr key={entry.assignee}>
                  <Th scope="row" className="bg-white">
                    {entry.assignee || s.noAssignee}
                  </Th>
                  {progresses.map((progress) => (
                    <Td key={progress} className="text-right tabular-nums">
                      {entry.counts[progress] ?? 0}
                    </Td>
                  ))}
                  <Td className="text-right font-semibold tabular-nums">{entry.total}</Td>
                </tr>
              ))}
            </TBody>
          </Table>
        </ChartCard>
        <ChartCard title={s.obChart}>
          <div aria-hidden style={{ height: CHART_HEIGHT }}>
            <ResponsiveContainer width="100%" height="100%">
              <BarChart
                data={weeks.map((week) => ({ ...week, name: s.weekLabel(week.monday) }))}
                accessibilityLayer={false}
              >
                <CartesianGrid strokeDasharray="3 3" vertical={false} />
                <XAxis dataKey="name" />
                <YAxis allowDecimals={false} />
                <Legend formatter={legendText} />
                <Bar
                  dataKey="delivered"
                  name={s.delivered}
                  stackId="week"
                  fill={DELIVERED_COLOR}
                  isAnimationActive={false}
                >
                  <LabelList dataKey="delivered" position="center" fill="#fff" fontSize={11} />
                </Bar>
                <Bar
                  dataKey="planned"
                  name={s.planned}
                  stackId="week"
                  fill={PLANNED_COLOR}
                  isAnimationActive={false}
                >
                  <LabelList dataKey="planned" position="center" fill="#fff" fontSize={11} />
                </Bar>
              </BarChart>
            </ResponsiveContainer>
          </div>
          <Table>
            <caption className="sr-only">{s.tableCaption(s.obChart)}</caption>
            <thead>
              <tr>
                <Th>{s.week}</Th>
                <Th className="text-right">{s.delivered}</Th>
                <Th className="text-right">{s.planned}</Th>
              </tr>
            </thead>
            <TBody>
              {weeks.map((week) => (
                <tr key={week.monday}>
                  <Th scope="row" className="bg-white">
                    {weekName(week.monday)}
                  </Th>
                  <Td className="text-right tabular-nums">{week.delivered}</Td>
                  <Td className="text-right tabular-nums">{week.planned}</Td>
                </tr>
              ))}
            </TBody>
          </Table>
        </ChartCard>
      </div>
    </section>
  );
}

function ChartCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <figure className="space-y-3 p-5">
        <figcaption className="font-semibold text-slate-900">{title}</figcaption>
        {children}
      </figure>
    </Card>
  );
}
