import { useMemo } from 'react';
import { useOptionList } from '@/features/dropdowns';
import type { Deal } from '../model/deal-fields';
import { laneFigures } from '../model/lane-figures';
import { formatYen } from '../model/money';
import { dealStrings as s } from '../strings';

/** Under a ステージ lane's name: 合計 (Σ金額) and ヨミ (Σ金額×確度) of its cards as drawn. */
export function DealLaneSummary({ rows }: { rows: readonly Deal[] }) {
  const confidence = useOptionList('dealConfidence');
  const percents = useMemo(
    () => new Map(confidence.options.map((option) => [option.label, option.percent ?? 0])),
    [confidence.options],
  );
  const { total, expected } = laneFigures(rows, percents);
  return (
    <p className="flex flex-wrap gap-x-3 tabular-nums">
      <span>{s.laneTotal(formatYen(total))}</span>
      <span>{s.laneExpected(formatYen(expected))}</span>
    </p>
  );
}
