import { ChevronLeft, ChevronRight, NotebookPen } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { RecordFields } from '@/components/grid/record-fields';
import { isEditable } from '@/components/grid/types';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { Page } from '@/components/ui/page';
import { READ_ONLY_MESSAGE } from '@/contracts/roles';
import { usePermissions } from '@/features/auth';
import { useMemberNames } from '@/features/members';
import { errorReason } from '@/lib/error-reason';
import { markPageSeen } from '../../comments/hooks/use-comment-counts';
import { usePresence } from '../../presence/hooks/use-presence';
import { rowSteps } from '../../table/model/row-steps';
import { customerPageStrings as s, customerTableStrings as ts } from '../../strings';
import type { CustomerRow, DefinedCustomerTable } from '../../table/define-customer-table';
import { useCustomerTable } from '../../table/hooks/use-customer-table';
import { useFieldLabel } from '../../table/hooks/use-field-label';
import { CustomerTimeline } from './customer-timeline';
import { FollowButton } from './follow-button';
import { MissingRow } from './missing-row';
import { RowCorporateLookup } from '../../duplicates/components/row-corporate-lookup';
import { tableListPath, tableRowPath, tableSchema } from '@/contracts/customer-tables';
import { ActivityDialog } from '../../contacts/components/activity-dialog';
import { activityTarget } from '../../contacts/model/contact-model';
import { ContactsSection } from '../../contacts/components/contacts-section';
import { contactStrings } from '../../contacts/strings';
import { useContactSurveyLink } from './contact-survey-link';

const stepClass =
  'inline-flex items-center gap-1 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600 aria-disabled:pointer-events-none aria-disabled:opacity-40';

/**
 * 顧客詳細 (`/sa/{rowId}`, `/ob/{rowId}`): one customer's page, from its table's definition. Its
 * heading is the client name; every field is edited in place with the grid's own editing
 * (RecordFields); 前へ / 次へ walk the table's current view; presence says who else has it open;
 * the タイムライン holds the comments and everything that happened.
 */
export function CustomerPageScreen<Row extends CustomerRow, Select extends string>({
  definition,
  Sections,
}: {
  definition: DefinedCustomerTable<Row, Select>;
  /** What other tables show on this row's page (an SA customer's 案件), below its fields. */
  Sections?: ComponentType<{ rowId: string }>;
}) {
  const rowId = useParams().rowId ?? '';
  const schema = tableSchema(definition.table);
  const [logging, setLogging] = useState(false);
  const t = useCustomerTable(definition);
  const { canEdit } = usePermissions();
  const { list } = t;
  const row = list.status === 'ready' ? t.latestRow(rowId) : undefined;
  const contactLink = useContactSurveyLink(t.surveyLinks, {
    rowId,
    clientName: row?.clientName ?? '',
  });
  const fields = useMemo(() => t.columns.filter(isEditable), [t.columns]);
  const fieldLabel = useFieldLabel(t.columns, definition.extraFieldLabels);
  const steps = rowSteps(
    useMemo(() => t.visible.map((visible) => visible.id), [t.visible]),
    rowId,
  );
  const names = useMemberNames();
  const members = useMemo(() => [...(names ?? [])].map(([uid, name]) => ({ uid, name })), [names]);

  // Presence: this customer is open here; an open field is what the others see first.
  const { marks, report } = usePresence(row ? t.presence : null);
  const opened = useMemo(() => ({ rowIds: [rowId], columnId: null }), [rowId]);
  useEffect(() => report(opened), [report, opened]);
  const presence = useMemo(
    () => ({
      marks,
      onActivityChange: (activity: Parameters<typeof report>[0]) => report(activity ?? opened),
    }),
    [marks, report, opened],
  );
  // Opening the page reads its comments: the grid's unread dot goes (and on leaving, for what
  // arrived while it was open).
  const found = row !== undefined;
  useEffect(() => {
    if (!found) return;
    markPageSeen(definition.table, rowId);
    return () => markPageSeen(definition.table, rowId);
  }, [definition.table, rowId, found]);
  const others = [...new Set((marks.get(rowId) ?? []).map((mark) => mark.name))];

  const back = (
    <Link to={tableListPath(definition.table)} className="text-brand-700 text-sm hover:underline">
      {s.back(definition.name)}
    </Link>
  );
  const waiting = list.status === 'loading' || (list.status === 'ready' && list.fromSnapshot);
  if (!row)
    return (
      <Page title={definition.strings.title}>
        {waiting ? (
          <LoadingState text={ts.loading} />
        ) : list.status === 'error' ? (
          <ErrorState
            message={ts.loadFailed}
            detail={errorReason(list.error) || undefined}
            onRetry={definition.list.retry}
          />
        ) : (
          <MissingRow table={definition.table} rowId={rowId} back={back} />
        )}
      </Page>
    );

  const target = activityTarget(definition.table, row);
  const step = (to: string | null, label: string, icon: ReactNode, after = false) => (
    <Link
      to={to ? tableRowPath(definition.table, to) : '#'}
      aria-disabled={to ? undefined : true}
      tabIndex={to ? undefined : -1}
      className={stepClass}
    >
      {after ? null : icon}
      {label}
      {after ? icon : null}
    </Link>
  );
  return (
    <Page
      title={<span className="break-all">{row.clientName}</span>}
      actions={
        <nav aria-label={s.details} className="flex items-center gap-2">
          {target && canEdit ? (
            <Button variant="secondary" onClick={() => setLogging(true)}>
              <NotebookPen className="h-4 w-4" aria-hidden />
              {contactStrings.logActivity}
            </Button>
          ) : null}
          <FollowButton table={definition.table} rowId={row.id} uid={t.uid} />
          {back}
          <span className="text-sm text-slate-600 tabular-nums">
            {steps.at ? s.position(steps.at, steps.of) : s.outOfView}
          </span>
          {step(steps.previous, s.previous, <ChevronLeft className="h-4 w-4" aria-hidden />)}
          {step(steps.next, s.next, <ChevronRight className="h-4 w-4" aria-hidden />, true)}
        </nav>
      }
    >
      {others.length > 0 ? (
        <p className="-mt-3 text-sm font-medium text-amber-800" role="status">
          {s.openedBy(others.join('、'))}
        </p>
      ) : null}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
        <div className="space-y-4">
          <RecordFields
            key={`fields:${row.id}`}
            label={s.fields}
            row={row}
            columns={fields}
            messages={{ saveFailed: definition.strings.saveFailed }}
            editing={{
              onSave: t.writes.save,
              latestRow: t.latestRow,
              readOnly: canEdit ? undefined : READ_ONLY_MESSAGE,
            }}
            presence={presence}
          />
          {canEdit && definition.isField('corporateNumber') ? (
            <RowCorporateLookup
              table={definition.table}
              row={row}
              saveClientName={(rowId, name) => t.writes.save(rowId, 'clientName', name)}
              saveFailed={definition.strings.saveFailed}
            />
          ) : null}
          {schema.contacts ? (
            <ContactsSection
              table={definition.table}
              rowId={row.id}
              uid={t.uid}
              canEdit={canEdit}
              LinkAction={canEdit ? contactLink.LinkAction : undefined}
            />
          ) : null}
          {Sections ? <Sections rowId={row.id} /> : null}
        </div>
        <CustomerTimeline
          key={`timeline:${row.id}`}
          table={definition.table}
          rowId={row.id}
          clientName={row.clientName}
          history={t.history}
          fieldLabel={fieldLabel}
          members={members}
          me={t.uid}
        />
      </div>
      {contactLink.dialog}
      {logging && target ? (
        <ActivityDialog
          table={target.table}
          rowId={target.rowId}
          uid={t.uid}
          prefill={{ dealId: target.dealId }}
          onClose={() => setLogging(false)}
        />
      ) : null}
    </Page>
  );
}
