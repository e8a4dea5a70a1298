import { Download } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField, Select, TextInput } from '@/components/ui/form-controls';
import { Card, Page } from '@/components/ui/page';
import { AsyncView } from '@/components/ui/async-view';
import { EmptyState, LoadingState } from '@/components/ui/states';
import { Table, TBody, Td, Th } from '@/components/ui/table';
import { notify } from '@/components/ui/toast';
import { AUDIT_ACTIONS, type AuditAction } from '@/contracts/audit-log';
import { useStaffIdentity } from '@/features/auth';
import { useMemberNames } from '@/features/members';
import { CSV_BOM, toCsvText } from '@/lib/csv-text';
import { downloadFile } from '@/lib/download';
import { fileTimestamp, formatDateTimeSeconds } from '@/lib/format';
import { recordAuditEvent } from '@/lib/audit-event';
import { useAsync } from '@/lib/use-async';
import { loadAuditPage, type AuditCursor } from '../data/audit-log';
import {
  actionLabel,
  actorLabel,
  auditCsvRows,
  matchesAuditFilters,
  NO_AUDIT_FILTERS,
  targetLabel,
  type AuditFilters,
  type AuditRow,
} from '../model/audit-entries';
import { auditActionLabels, auditStrings as s } from '../strings';

/** Pages read after the first, for the read they continue (its key). */
interface MorePages {
  key: string;
  rows: AuditRow[];
  next: AuditCursor | null;
  loading: boolean;
}

const ACTION_OPTIONS = AUDIT_ACTIONS.map((action) => ({
  value: action,
  label: auditActionLabels[action],
}));

/**
 * 監査ログ (管理者 only: the route and the rules). Newest first, read a page at a time; a member
 * or a kind narrows the read itself, the period what is shown. The CSV holds what is shown, and
 * is itself recorded.
 */
export function AuditLogPage() {
  const id = useId();
  const me = useStaffIdentity();
  const names = useMemberNames();
  const [filters, setFilters] = useState<AuditFilters>(NO_AUDIT_FILTERS);
  const [exporting, setExporting] = useState(false);
  const { actorUid, action } = filters;
  // A member or a kind narrows the read itself (one equality each); the period, what is shown.
  const key = `${actorUid}|${action}`;
  const first = useAsync(key, () => loadAuditPage({ actorUid, action }, null), {
    onError: (error) => console.error('reading the audit log failed', error),
  });
  const [more, setMore] = useState<MorePages | null>(null);
  const extra = more?.key === key ? more : null;
  const loaded =
    first.state.status === 'success'
      ? {
          rows: [...first.state.data.rows, ...(extra?.rows ?? [])],
          next: extra ? extra.next : first.state.data.next,
        }
      : null;

  const loadMore = () => {
    if (!loaded?.next || extra?.loading) return;
    const base = { key, rows: extra?.rows ?? [], next: loaded.next };
    setMore({ ...base, loading: true });
    loadAuditPage({ actorUid, action }, loaded.next).then(
      (page) =>
        setMore({ key, rows: [...base.rows, ...page.rows], next: page.next, loading: false }),
      (error: unknown) => {
        console.error('reading the audit log failed', error);
        notify.error(s.loadFailed);
        setMore({ ...base, loading: false });
      },
    );
  };

  const shown = loaded ? loaded.rows.filter((row) => matchesAuditFilters(row, filters)) : [];

  const exportCsv = async () => {
    setExporting(true);
    try {
      await recordAuditEvent({ kind: 'auditExport', rowCount: shown.length }, me);
      const text = CSV_BOM + toCsvText(auditCsvRows(shown));
      downloadFile(`監査ログ_${fileTimestamp(new Date())}.csv`, text, 'text/csv;charset=utf-8');
      notify.success(s.exported(shown.length));
    } catch (error) {
      console.error('exporting the audit log failed', error);
      notify.error(s.exportFailed);
    } finally {
      setExporting(false);
    }
  };

  const memberOptions = useMemo(
    () =>
      [...(names ?? new Map<string, string>())].map(([uid, name]) => ({ value: uid, label: name })),
    [names],
  );
  const set = (patch: Partial<AuditFilters>) => setFilters((now) => ({ ...now, ...patch }));

  return (
    <Page
      title={s.title}
      actions={
        <Button
          variant="secondary"
          onClick={() => void exportCsv()}
          disabled={exporting || shown.length === 0}
        >
          <Download className="h-4 w-4" aria-hidden />
          {s.exportCsv}
        </Button>
      }
    >
      <p className="-mt-2 text-sm text-slate-600">{s.description}</p>
      <div className="grid gap-3 sm:grid-cols-4">
        <FormField id={`${id}-actor`} label={s.filterActor}>
          <Select
            id={`${id}-actor`}
            options={memberOptions}
            placeholder={s.all}
            value={actorUid}
            onChange={(event) => set({ actorUid: event.target.value })}
          />
        </FormField>
        <FormField id={`${id}-action`} label={s.filterAction}>
          <Select
            id={`${id}-action`}
            options={ACTION_OPTIONS}
            placeholder={s.all}
            value={action}
            onChange={(event) => set({ action: event.target.value as AuditAction | '' })}
          />
        </FormField>
        <FormField id={`${id}-from`} label={s.filterFrom}>
          <TextInput
            id={`${id}-from`}
            type="date"
            value={filters.from}
            onChange={(event) => set({ from: event.target.value })}
          />
        </FormField>
        <FormField id={`${id}-to`} label={s.filterTo}>
          <TextInput
            id={`${id}-to`}
            type="date"
            value={filters.to}
            onChange={(event) => set({ to: event.target.value })}
          />
        </FormField>
      </div>
      <Card>
        <AsyncView
          state={first.state}
          onRetry={first.reload}
          errorMessage={s.loadFailed}
          loading={<LoadingState text={s.loading} />}
          isEmpty={(page) => page.rows.length === 0}
          empty={<EmptyState title={s.empty} />}
        >
          {() =>
            shown.length === 0 ? (
              <EmptyState title={s.noMatch} />
            ) : (
              <Table>
                <caption className="sr-only">{s.title}</caption>
                <thead>
                  <tr>
                    <Th>{s.colAt}</Th>
                    <Th>{s.colActor}</Th>
                    <Th>{s.colAction}</Th>
                    <Th>{s.colTarget}</Th>
                    <Th>{s.colDetail}</Th>
                  </tr>
                </thead>
                <TBody>
                  {shown.map((row) => (
                    <tr key={row.id}>
                      <Td className="whitespace-nowrap tabular-nums">
                        {row.at ? (
                          <time dateTime={row.at.toISOString()}>
                            {formatDateTimeSeconds(row.at)}
                          </time>
                        ) : (
                          '-'
                        )}
                      </Td>
                      <Td className="whitespace-nowrap">{actorLabel(row)}</Td>
                      <Td className="whitespace-nowrap">{actionLabel(row)}</Td>
                      <Td>{targetLabel(row)}</Td>
                      <Td className="break-all">{row.detail}</Td>
                    </tr>
                  ))}
                </TBody>
              </Table>
            )
          }
        </AsyncView>
      </Card>
      {loaded ? (
        <div className="flex items-center justify-between text-sm text-slate-600">
          <span role="status">{s.shown(shown.length, loaded.rows.length)}</span>
          {loaded.next ? (
            <Button variant="secondary" onClick={loadMore} disabled={extra?.loading === true}>
              {s.loadMore}
            </Button>
          ) : null}
        </div>
      ) : null}
    </Page>
  );
}
