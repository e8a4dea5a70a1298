import { useCallback, useState } from 'react';
import { EditableGrid } from '@/components/grid/editable-grid';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Page } from '@/components/ui/page';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { READ_ONLY_MESSAGE } from '@/contracts/roles';
import { usePermissions } from '@/features/auth';
import { errorReason } from '@/lib/error-reason';
import { AddButton } from './add-button';
import { CustomerBoard } from '../../board/components/customer-board';
import { LayoutSwitch, useBoardLayout } from '../../board/components/layout-switch';
import { CustomerAddDialog } from './customer-add-form';
import { DuplicatesProvider } from '../../duplicates/components/duplicates-context';
import { DuplicatesLink } from '../../duplicates/components/duplicates-link';
import { CustomerToolbar } from './customer-toolbar';
import { ExportAction } from '../../import-export/components/export-action';
import { HistoryPanel } from '../../history/components/history-panel';
import { useLinkedRow } from '../../shared/components/linked-row';
import { RemindersButton } from '../../reminders/components/reminders-dialog';
import { useReminderBells } from '../../reminders/components/use-reminder-bells';
import { RowActions, type RowCustomer } from './row-actions';
import { useRowPreset } from './row-preset-notice';
import { SurveyLinkDialog } from '../../survey-links/components/survey-link-dialog';
import { ViewBar } from '../../views/components/view-bar';
import { useViewColumns } from '../../views/components/view-columns';
import { useCommentCounts } from '../../comments/hooks/use-comment-counts';
import { usePresence } from '../../presence/hooks/use-presence';
import { useRowDeletion } from '../hooks/use-row-deletion';
import { clearedFilters, filtersAreActive } from '../model/row-filters';
import { customerTableStrings as s, viewStrings } from '../../strings';
import type { CustomerRow, DefinedCustomerTable } from '../define-customer-table';
import { useCustomerTable } from '../hooks/use-customer-table';
import { useFieldLabel } from '../hooks/use-field-label';

/**
 * A live customer table screen (SA, OB), from its definition: the view bar, the toolbar, then
 * loading / read error with retry / empty with the add action / the editable grid (or the board
 * by 進捗, `?layout=board`) with a no-match state; a row's history, survey link and delete.
 */
export function CustomerTableScreen<Row extends CustomerRow, Select extends string>({
  definition,
}: {
  definition: DefinedCustomerTable<Row, Select>;
}) {
  const t = useCustomerTable(definition);
  // 閲覧のみ: no add, delete, import or export, and no cell opens an editor (the rules agree).
  const { canEdit, canExport } = usePermissions();
  const { strings, writes } = definition;
  const { list, view } = t;
  const { marks, report } = usePresence(t.presence);
  const [linking, setLinking] = useState<RowCustomer | null>(null);
  const [historyRow, setHistoryRow] = useState<RowCustomer | null>(null);
  const comments = useCommentCounts(definition.table, t.uid);
  const renderRowActions = useCallback(
    (row: Row) => (
      <RowActions
        row={row}
        table={definition.table}
        comments={{
          count: comments.counts.get(row.id)?.count ?? 0,
          unread: comments.unread(row.id),
        }}
        onSurveyLink={canEdit ? setLinking : undefined}
        onHistory={setHistoryRow}
      />
    ),
    [canEdit, comments, definition.table],
  );
  const columns = t.columns;
  const fieldLabel = useFieldLabel(columns, definition.extraFieldLabels);
  const layout = useViewColumns(columns, view);
  const bellColumns = useReminderBells(definition.table, layout.shown);
  const gridColumns = canEdit
    ? bellColumns
    : bellColumns.filter((column) => column.kind !== 'delete');
  const [showBoard, setShowBoard] = useBoardLayout();
  const deletion = useRowDeletion<Row>({
    table: definition.table,
    remove: (id) => writes.remove(id, { uid: t.uid }),
    failed: strings.deleteFailed,
    whileAsking: writes.holdWhileAsking,
  });
  const preset = useRowPreset(
    definition.table,
    list.status === 'ready' ? list.rows : null,
    t.visible,
    t.order,
  );
  const rows = preset.rows;
  const clearFilters = filtersAreActive(t.filters)
    ? () => t.setFilters(clearedFilters(t.filters))
    : null;
  // Not from a snapshot: a row added since would be called gone until the live rows came.
  const linked = useLinkedRow(
    definition.table,
    list.status === 'ready' && !list.fromSnapshot && view.ready ? list.rows : null,
    rows,
    clearFilters,
  );
  const add = () => t.setAdding(true);
  const addButton = canEdit ? <AddButton onClick={add} /> : null;
  const closeAdd = () => t.setAdding(false);
  const { Actions, AddForm, LaneSummary } = definition;
  return (
    <Page title={strings.title}>
      <ViewBar view={view} uid={t.uid} />
      <CustomerToolbar
        filters={t.filters}
        onChange={t.setFilters}
        searchLabel={strings.searchLabel}
        progressChoices={t.progressChoices}
        progressLabel={t.progressLabel}
        selects={definition.filters.selects(t.assigneeChoices)}
        actions={
          <>
            {canExport ? (
              <ExportAction
                table={definition.table}
                name={definition.name}
                viewName={view.current?.name ?? viewStrings.standard}
                uid={t.uid}
                rows={rows}
                columns={layout.shown}
                disabled={list.status !== 'ready' || rows.length === 0}
              />
            ) : null}
            {canEdit ? <DuplicatesLink table={definition.table} /> : null}
            <LayoutSwitch board={showBoard} onChange={setShowBoard} />
            {showBoard ? null : layout.menu}
            {canEdit ? (
              <RemindersButton
                settings={{
                  table: definition.table,
                  name: definition.name,
                  fields: definition.reminderFields,
                  first: definition.reminders,
                }}
                progressChoices={t.progressChoices}
              />
            ) : null}
            {Actions && canEdit && canExport ? (
              <Actions rows={t.rows} live={list.status === 'ready' && !list.fromSnapshot} />
            ) : null}
            {addButton}
          </>
        }
        shown={rows.length}
        total={list.status === 'ready' ? list.rows.length : 0}
      />
      {preset.notice}
      {linked.notice}
      {list.status === 'loading' || !view.ready ? (
        <LoadingState text={s.loading} />
      ) : list.status === 'error' ? (
        <ErrorState
          message={s.loadFailed}
          detail={errorReason(list.error) || undefined}
          onRetry={definition.list.retry}
        />
      ) : list.rows.length === 0 ? (
        <div className="rounded-lg border border-slate-200 bg-white">
          <EmptyState title={s.empty} action={addButton ?? undefined} />
        </div>
      ) : showBoard ? (
        <CustomerBoard
          statusStyle={t.progress.badgeStyleOf}
          card={t.card}
          onMove={t.writes.move}
          failedMessage={strings.moveFailed}
          readOnly={!canEdit}
          statuses={t.progressChoices}
          chosen={t.filters.progress}
          label={strings.title}
          rows={rows}
          marks={marks}
          laneSummary={LaneSummary ? (laneRows) => <LaneSummary rows={laneRows} /> : undefined}
        />
      ) : (
        <EditableGrid
          label={strings.gridLabel}
          rows={rows}
          columns={gridColumns}
          messages={{ saveFailed: strings.saveFailed }}
          layout={{
            sort: t.gridSort,
            onSortChange: t.onSortChange,
            width: layout.width,
            onColumnResize: layout.resize,
          }}
          editing={{
            onSave: t.writes.save,
            latestRow: t.latestRow,
            holdUpdates: deletion.holding,
            readOnly: canEdit ? undefined : READ_ONLY_MESSAGE,
          }}
          bulk={{ onSaveCells: t.writes.saveEdits }}
          rowParts={{
            ...definition.rowParts,
            onToggle: canEdit ? definition.rowParts?.onToggle : undefined,
            className: linked.rowClassName(definition.rowParts?.className),
            onDelete: canEdit ? deletion.ask : undefined,
            renderActions: renderRowActions,
          }}
          presence={{ marks, onActivityChange: report }}
          focusTarget={linked.target}
          empty={
            <div className="sticky left-0 w-full max-w-[calc(100vw-20rem)]">
              <EmptyState
                title={s.noMatch}
                action={
                  clearFilters ? (
                    <Button variant="secondary" onClick={clearFilters}>
                      {s.clearFilters}
                    </Button>
                  ) : undefined
                }
              />
            </div>
          }
        />
      )}
      <CustomerAddDialog open={t.adding} onClose={closeAdd} title={strings.addTitle}>
        <DuplicatesProvider value={t.duplicates}>
          <AddForm onClose={closeAdd} lists={t.lists} />
        </DuplicatesProvider>
      </CustomerAddDialog>
      <SurveyLinkDialog
        customer={linking && { rowId: linking.id, clientName: linking.clientName }}
        source={t.surveyLinks}
        onClose={() => setLinking(null)}
      />
      <HistoryPanel
        row={historyRow}
        source={t.history}
        fieldLabel={fieldLabel}
        onClose={() => setHistoryRow(null)}
      />
      <ConfirmDialog
        open={deletion.asking !== null}
        title={s.deleteTitle}
        message={strings.deleteConfirm}
        confirmLabel={s.delete}
        pending={deletion.deleting}
        onConfirm={deletion.confirm}
        onCancel={deletion.cancel}
      />
    </Page>
  );
}
