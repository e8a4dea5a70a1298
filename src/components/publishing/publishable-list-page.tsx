import { Plus } from 'lucide-react';
import { memo, useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { AsyncView } from '@/components/ui/async-view';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Card, Page } from '@/components/ui/page';
import { SearchBox } from '@/components/ui/search-box';
import { EmptyState } from '@/components/ui/states';
import { Table, TBody, Th } from '@/components/ui/table';
import type { PublishAction } from '@/lib/publishable/publish-lifecycle';
import type { PublishableMeta } from '@/lib/publishable/publishable-meta';
import { PublishableRow } from './publishable-row';
import { useCopyLink } from './use-copy-link';
import { usePublishableList, type PublishableListConfig } from './use-publishable-list';

/** The list screen's copy; both areas' strings.ts have these keys. */
export interface PublishableListStrings {
  listTitle: string;
  searchPlaceholder: string;
  clearSearch: string;
  loadFailed: string;
  emptyTitle: string;
  emptyHint: string;
  noMatchTitle: string;
  noMatchHint: string;
  archiveTitle: string;
  archiveMessage: (title: string) => string;
  archiveConfirm: string;
  colName: string;
  colStatus: string;
  colCreator: string;
  colLastEditor: string;
  colCreatedAt: string;
  colActions: string;
  copyLink: string;
  openLink: string;
  archive: string;
  linkCopied: string;
  linkCopyFailed: string;
  archived: string;
  archiveFailed: string;
}

type Item = PublishableMeta & { id: string; title: string };

/** What an area adds to each row. Pass a module-level constant: rows are memoised on it. */
export interface PublishableRowSpec<T extends Item> {
  testId: string;
  /**
   * The area's own row actions, between open and delete; `readOnly` (閲覧のみ): only those that
   * read (results, preview), none that edit.
   */
  actions: (item: T, readOnly: boolean) => ReactNode;
  subtitle?: (item: T) => string;
  /** Under the status badge, e.g. when a survey stops taking answers. */
  statusNote?: (item: T) => string;
  /** Header and cells between the status and the creator. */
  extraColumn?: { header: string; cell: (item: T) => ReactNode };
  nameClassName?: string;
}

/** The reads and writes a list needs: the area's publishable store (a module-level constant). */
export interface PublishableListStore<T extends Item> {
  list: PublishableListConfig<T>['list'];
  applyAction: PublishableListConfig<T>['applyAction'];
  archive: PublishableListConfig<T>['archive'];
  linkOf: (item: T) => string;
}

/** What the list takes from the area's descriptor (shared with its create / edit pages). */
export interface PublishableListArea<T extends Item> {
  store: PublishableListStore<T>;
  strings: PublishableListStrings;
  actionMessages: Record<PublishAction, { ok: string; failed: string }>;
  /** The create button (top right, and the next action of an empty list). */
  create: { label: string; to: string };
}

export interface PublishableListPageProps<T extends Item> {
  area: PublishableListArea<T>;
  /** Buttons before the create button (the surveys' common settings). */
  moreActions?: ReactNode;
  filter: (items: readonly T[], query: string) => readonly T[];
  row: PublishableRowSpec<T>;
  /** 閲覧のみ: no create, publish switch, edit or delete; the list only reads. */
  readOnly?: boolean;
  /** The signed-in member (their uid), who deletes. */
  actor: { uid: string };
}

/**
 * The list screen of surveys and promotions: title and actions, search, the four states of the
 * read, the table and the archive confirmation. Each area only says what its rows add.
 */
export function PublishableListPage<T extends Item>({
  area: { store, strings: s, actionMessages, create },
  moreActions,
  filter,
  row,
  readOnly = false,
  actor,
}: PublishableListPageProps<T>) {
  const navigate = useNavigate();
  const config = useMemo(
    () => ({ ...store, messages: { ...s, actions: actionMessages } }),
    [store, s, actionMessages],
  );
  const list = usePublishableList(config, actor);
  const { state, toArchive } = list;
  const [query, setQuery] = useState('');
  // Typing stays responsive with 500 rows: the filtered table re-renders at lower priority.
  const deferredQuery = useDeferredValue(query);
  const items = state.status === 'success' ? state.data : null;
  const visible = useMemo(
    () => (items ? filter(items, deferredQuery) : []),
    [items, filter, deferredQuery],
  );
  const onCopy = useCopyLink(store.linkOf, { copied: s.linkCopied, failed: s.linkCopyFailed });
  const createButton = readOnly ? null : (
    <Button onClick={() => void navigate(create.to)}>
      <Plus className="h-4 w-4" aria-hidden />
      {create.label}
    </Button>
  );

  return (
    <Page
      title={s.listTitle}
      actions={
        <>
          {moreActions}
          {createButton}
        </>
      }
    >
      <SearchBox
        value={query}
        onChange={setQuery}
        label={s.searchPlaceholder}
        clearLabel={s.clearSearch}
      />
      <Card>
        <AsyncView
          state={state}
          onRetry={list.reload}
          errorMessage={s.loadFailed}
          isEmpty={(data) => data.length === 0}
          empty={
            <EmptyState
              title={s.emptyTitle}
              hint={readOnly ? undefined : s.emptyHint}
              action={createButton ?? undefined}
            />
          }
        >
          {() =>
            visible.length === 0 ? (
              <EmptyState title={s.noMatchTitle} hint={s.noMatchHint} />
            ) : (
              <Table>
                <thead>
                  <tr>
                    <Th>{s.colName}</Th>
                    <Th>{s.colStatus}</Th>
                    {row.extraColumn ? <Th>{row.extraColumn.header}</Th> : null}
                    <Th>{s.colCreator}</Th>
                    <Th>{s.colLastEditor}</Th>
                    <Th>{s.colCreatedAt}</Th>
                    <Th className="text-right">{s.colActions}</Th>
                  </tr>
                </thead>
                <TBody>
                  {visible.map((item) => (
                    <Row
                      key={item.id}
                      item={item}
                      spec={row}
                      linkOf={store.linkOf}
                      strings={s}
                      busy={list.busyId === item.id}
                      onToggle={list.toggle}
                      onCopy={onCopy}
                      onArchive={list.requestArchive}
                      readOnly={readOnly}
                    />
                  ))}
                </TBody>
              </Table>
            )
          }
        </AsyncView>
      </Card>
      <ConfirmDialog
        open={toArchive !== null}
        title={s.archiveTitle}
        message={toArchive ? s.archiveMessage(toArchive.title) : ''}
        confirmLabel={s.archiveConfirm}
        pending={list.archiving}
        onConfirm={() => void list.confirmArchive()}
        onCancel={list.cancelArchive}
      />
    </Page>
  );
}

interface RowProps<T extends Item> {
  item: T;
  spec: PublishableRowSpec<T>;
  linkOf: (item: T) => string;
  strings: PublishableListStrings;
  busy: boolean;
  onToggle: (item: T) => Promise<void>;
  onCopy: (item: T) => Promise<void>;
  onArchive: (item: T) => void;
  readOnly: boolean;
}

// Memoised so a keystroke in the search box does not re-render rows that stay visible.
const Row = memo(function Row<T extends Item>({
  item,
  spec,
  linkOf,
  strings: s,
  busy,
  onToggle,
  onCopy,
  onArchive,
  readOnly,
}: RowProps<T>) {
  return (
    <PublishableRow
      item={item}
      testId={spec.testId}
      nameClassName={spec.nameClassName}
      busy={busy}
      onToggle={readOnly ? undefined : () => void onToggle(item)}
      subtitle={spec.subtitle?.(item)}
      statusNote={spec.statusNote?.(item)}
      extraCells={spec.extraColumn?.cell(item)}
      link={{
        href: linkOf(item),
        copyLabel: s.copyLink,
        openLabel: s.openLink,
        onCopy: () => void onCopy(item),
      }}
      actions={spec.actions(item, readOnly)}
      archive={readOnly ? undefined : { label: s.archive, onArchive: () => onArchive(item) }}
    />
  );
}) as <T extends Item>(props: RowProps<T>) => ReactNode;
