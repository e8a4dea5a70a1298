import { shownNumber } from '@/features/customers/model';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { SectionCard } from '@/components/ui/section-card';
import { DEAL_LIST } from '@/contracts/collections';
import { tableRowPath } from '@/contracts/customer-tables';
import { usePermissions } from '@/features/auth';
import { useOptionLists } from '@/features/dropdowns';
import { CustomerAddDialog } from '@/features/customers';
import { dayToDisplay } from '@/lib/format';
import { useDealList } from '../hooks/use-deal-list';
import { DEAL_FIELDS, type Deal } from '../model/deal-fields';
import { dealStrings as s } from '../strings';
import { DealAddForm } from './deal-add-dialog';

const header = (key: string) => DEAL_FIELDS.find((field) => field.key === key)!.header;
const LIST_KEYS = ['dealConfidence', 'dealStage', 'saAssignee'] as const;

/** Open deals first by 受注予定日, then the rest by 受注予定日; undated last. */
const byCloseDate = (a: Deal, b: Deal) =>
  (a.closeDate || '9999').localeCompare(b.closeDate || '9999') || a.id.localeCompare(b.id);

/**
 * On an SA customer's page, a region 「案件」: its deals (案件名, ステージ, 金額, 受注予定日),
 * each a link to the deal's page, and 「案件を追加」 with the customer already chosen.
 */
export function CustomerDeals({ rowId }: { rowId: string }) {
  const deals = useDealList();
  const { canEdit } = usePermissions();
  const [adding, setAdding] = useState(false);
  const loaded = useOptionLists(LIST_KEYS);
  const lists = useMemo(
    () => Object.fromEntries(LIST_KEYS.map((key) => [key, loaded[key].labels])),
    [loaded],
  );
  const rows = useMemo(
    () =>
      deals.status === 'ready'
        ? deals.rows.filter((deal) => deal.customerId === rowId).sort(byCloseDate)
        : null,
    [deals, rowId],
  );
  return (
    <SectionCard
      title={s.sectionTitle}
      action={
        canEdit ? (
          <Button variant="secondary" size="sm" onClick={() => setAdding(true)}>
            <Plus className="h-4 w-4" aria-hidden />
            {s.addDeal}
          </Button>
        ) : null
      }
    >
      {rows === null ? (
        <p className="text-muted text-sm" role="status">
          {s.dealsLoading}
        </p>
      ) : rows.length === 0 ? (
        <p className="text-muted text-sm">{s.noDeals}</p>
      ) : (
        <table className="w-full text-left text-sm">
          <thead className="text-muted text-xs">
            <tr>
              <th scope="col" className="py-1 font-medium">
                {header('clientName')}
              </th>
              <th scope="col" className="py-1 font-medium">
                {header('progress')}
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                {header('amount')}
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                {header('closeDate')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((deal) => (
              <tr key={deal.id}>
                <td className="py-1.5 pr-2">
                  <Link
                    to={tableRowPath(DEAL_LIST, deal.id)}
                    className="text-brand-700 font-medium break-all hover:underline"
                  >
                    {deal.clientName}
                  </Link>
                </td>
                <td className="py-1.5 pr-2">{deal.progress || s.unset}</td>
                <td className="py-1.5 pr-2 text-right tabular-nums">
                  {shownNumber(deal.amount, '円')}
                </td>
                <td className="py-1.5 text-right tabular-nums">{dayToDisplay(deal.closeDate)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <CustomerAddDialog open={adding} onClose={() => setAdding(false)} title={s.addTitle}>
        <DealAddForm onClose={() => setAdding(false)} lists={lists} customerId={rowId} />
      </CustomerAddDialog>
    </SectionCard>
  );
}
