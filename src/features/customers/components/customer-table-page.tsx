import { Download, History, Link2 } from 'lucide-react';
import { useCallback, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { EditableGrid, type EditableGridProps } from '@/components/grid/editable-grid';
import type { GridLayout } from '@/components/grid/grid-props';
import { Button, IconButton } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Page } from '@/components/ui/page';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { notify } from '@/components/ui/toast';
import { errorReason } from '@/lib/error-reason';
import { clearedFilters, filtersAreActive } from '../model/row-filters';
import type { CustomerView } from '../hooks/use-customer-view';
import type { PresetRow } from '../model/row-preset';
import type { HistorySource } from '../data/history-store';
import type { PresenceChannel } from '../data/presence-store';
import type { SessionListState } from '@/lib/session-list';
import { CustomerToolbar, type CustomerToolbarProps } from './customer-toolbar';
import { ExportDialog } from './export-dialog';
import { HistoryPanel } from './history-panel';
import { CustomerBoard, type CustomerBoardProps } from './board/customer-board';
import { LayoutSwitch } from './board/layout-switch';
import { AddButton } from './add-button';
import { useLinkedRow } from './linked-row';
import { useRowPreset } from './row-preset-notice';
import { useReminderBells } from './reminders/use-reminder-bells';
import { useViewColumns } from './view-columns';
import { ViewBar } from './view-bar';
import { SurveyLinkDialog, type SurveyLinkSource } from './survey-link-dialog';
import { usePresence } from '../hooks/use-presence';
import { customerTableStrings as s } from '../strings';

/** How a table deletes a row: the question, the call and its failure toast. */
export interface RowDeletion<Row> {
  remove: (row: Row) => Promise<void>;
  question: string;
  failed: string;
  /** Hold live updates from the question on, not only while the delete runs (OB, section 4). */
  holdWhileAsking?: boolean;
  /** The collection, for the console when a delete fails. */
  collection: string;
}

/** A customer row as the page knows it: its id, the name its history is titled with, 担当. */
type CustomerRow = { id: string; clientName: string; progress: string } & PresetRow;

export interface CustomerTablePageProps<Row extends CustomerRow, Select extends string> {
  title: string;
  list: SessionListState<Row>;
  onRetry: () => void;
  /** The toolbar, less the counts the page knows (the grid's rows of all the list's rows). */
  toolbar: Omit<CustomerToolbarProps<Select>, 'shown' | 'total'>;
  /**
   * The grid, less what the page sets itself: the width and column widths (the person's column
   * layout), presence, delete and its hold, the row actions and the no-match state.
   */
  grid: Omit<EditableGridProps<Row>, 'empty' | 'presence' | 'layout'> & {
    layout?: Pick<GridLayout, 'sort' | 'onSortChange'>;
    /** The view's order (useRowOrder): rows a URL preset names are shown in it too. */
    order: (rows: readonly Row[]) => readonly Row[];
  };
  onAdd: () => void;
  deletion: RowDeletion<Row>;
  /** The view on screen (filters, sort, columns) and its saving (useCustomerView). */
  view: CustomerView;
  /** The signed-in member (their own views can be deleted). */
  uid: string;
  /** The export's file name prefix ('SA', 'OB'). */
  exportName: string;
  /** Each row's history (the row's 履歴 button opens it beside the table). */
  history: HistorySource;
  /** This tab's presence on the table (null until the member's name is known). */
  presence: PresenceChannel | null;
  /** The rows' アンケートURL button: personal survey links for the customers. */
  surveyLinks?: SurveyLinkSource;
  /** Header of a stored field no column shows (e.g. the star's 'isFavorite'). */
  extraFieldLabels?: Readonly<Record<string, string>>;
  /**
   * The board by 進捗 (ボード, `?layout=board`): what a card shows and how a move writes; its
   * lanes are the toolbar's progress choices, narrowed by its progress filter.
   */
  board?: Omit<CustomerBoardProps<Row>, 'label' | 'rows' | 'marks' | 'statuses' | 'chosen'>;
  /** The table's dialogs (add, import). */
  children?: ReactNode;
}

/**
 * A live customer table screen (SA, OB): toolbar, then loading / read error with retry / empty
 * with the add action / the editable grid with a no-match state; deleting asks first.
 */
export function CustomerTablePage<Row extends CustomerRow, Select extends string>({
  title,
  list,
  onRetry,
  toolbar,
  grid,
  onAdd,
  deletion,
  view,
  uid,
  exportName,
  history,
  presence,
  extraFieldLabels,
  surveyLinks,
  board,
  children,
}: CustomerTablePageProps<Row, Select>) {
  const [linking, setLinking] = useState<{ rowId: string; clientName: string } | null>(null);
  const { marks, report } = usePresence(presence);
  const [historyRow, setHistoryRow] = useState<{ id: string; clientName: string } | null>(null);
  const renderRowActions = useCallback(
    (row: Row) => (
      // Buttons inside a cell: their clicks and keys are theirs, never the cell's editor.
      // eslint-disable-next-line jsx-a11y/no-static-element-interactions
      <span
        className="flex shrink-0"
        onClick={(event) => event.stopPropagation()}
        onKeyDown={(event) => event.stopPropagation()}
      >
        {surveyLinks ? (
          <IconButton
            label={s.surveyLinkRow(row.clientName)}
            className="h-7 w-7"
            onClick={() => setLinking({ rowId: row.id, clientName: row.clientName })}
          >
            <Link2 className="h-4 w-4" aria-hidden />
          </IconButton>
        ) : null}
        <IconButton
          label={s.historyRow(row.clientName)}
          className="h-7 w-7"
          onClick={() => setHistoryRow({ id: row.id, clientName: row.clientName })}
        >
          <History className="h-4 w-4" aria-hidden />
        </IconButton>
      </span>
    ),
    [surveyLinks],
  );
  const columns = grid.columns;
  const fieldLabel = useCallback(
    (field: string) =>
      extraFieldLabels?.[field] ?? columns.find((column) => column.id === field)?.header ?? field,
    [columns, extraFieldLabels],
  );
  const [exporting, setExporting] = useState(false);
  const layout = useViewColumns(grid.columns, view);
  const bellColumns = useReminderBells(deletion.collection, layout.shown);
  const [params, setParams] = useSearchParams();
  const showBoard = board !== undefined && params.get('layout') === 'board';
  const setShowBoard = (on: boolean) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      if (on) next.set('layout', 'board');
      else next.delete('layout');
      return next;
    });
  const [toDelete, setToDelete] = useState<Row | null>(null);
  const [deleting, setDeleting] = useState(false);
  const preset = useRowPreset(list.status === 'ready' ? list.rows : null, grid.rows, grid.order);
  const rows = preset.rows;
  const clearFilters = filtersAreActive(toolbar.filters)
    ? () => toolbar.onChange(clearedFilters(toolbar.filters))
    : null;
  // Not from a snapshot: a row added since would be called gone until the live rows came.
  const linked = useLinkedRow(
    list.status === 'ready' && !list.fromSnapshot && view.ready ? list.rows : null,
    rows,
    clearFilters,
  );

  async function confirmDelete() {
    if (!toDelete) return;
    setDeleting(true);
    try {
      await deletion.remove(toDelete);
      notify.success(s.deleted);
      setToDelete(null);
    } catch (error) {
      console.error(`${deletion.collection}: delete failed`, error);
      notify.error(deletion.failed);
    } finally {
      setDeleting(false);
    }
  }

  return (
    <Page title={title}>
      <ViewBar view={view} uid={uid} />
      <CustomerToolbar
        {...toolbar}
        actions={
          <>
            <Button
              variant="secondary"
              onClick={() => setExporting(true)}
              disabled={list.status !== 'ready' || rows.length === 0}
            >
              <Download className="h-4 w-4" aria-hidden />
              {s.export}
            </Button>
            {board ? <LayoutSwitch board={showBoard} onChange={setShowBoard} /> : null}
            {showBoard ? null : layout.menu}
            {toolbar.actions}
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
          onRetry={onRetry}
        />
      ) : list.rows.length === 0 ? (
        <div className="rounded-lg border border-slate-200 bg-white">
          <EmptyState title={s.empty} action={<AddButton onClick={onAdd} />} />
        </div>
      ) : board && showBoard ? (
        <CustomerBoard
          {...board}
          statuses={toolbar.progressChoices}
          chosen={toolbar.filters.progress}
          label={title}
          rows={rows}
          marks={marks}
        />
      ) : (
        <EditableGrid
          {...grid}
          rows={rows}
          columns={bellColumns}
          layout={{ ...grid.layout, width: layout.width, onColumnResize: layout.resize }}
          editing={{
            ...grid.editing,
            holdUpdates: deleting || (deletion.holdWhileAsking === true && toDelete !== null),
          }}
          rowParts={{
            ...grid.rowParts,
            className: linked.rowClassName(grid.rowParts?.className),
            onDelete: setToDelete,
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
      {children}
      {surveyLinks ? (
        <SurveyLinkDialog
          customer={linking}
          source={surveyLinks}
          onClose={() => setLinking(null)}
        />
      ) : null}
      <HistoryPanel
        row={historyRow}
        source={history}
        fieldLabel={fieldLabel}
        onClose={() => setHistoryRow(null)}
      />
      <ExportDialog
        open={exporting}
        onClose={() => setExporting(false)}
        table={exportName}
        rows={rows}
        columns={layout.shown}
      />
      <ConfirmDialog
        open={toDelete !== null}
        title={s.deleteTitle}
        message={deletion.question}
        confirmLabel={s.delete}
        pending={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => !deleting && setToDelete(null)}
      />
    </Page>
  );
}
