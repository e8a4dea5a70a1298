import { memo, useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import { AsyncView } from '@/components/ui/async-view';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Card, Page } from '@/components/ui/page';
import { SearchBox } from '@/components/ui/search-box';
import { EmptyState } from '@/components/ui/states';
import { Table, TBody, Th } from '@/components/ui/table';
import type { PublishableMeta } from '@/lib/publishable/publishable-meta';
import { PublishableRow } from './publishable-row';
import { useCopyLink } from './use-copy-link';
import type { PublishableList } from './use-publishable-list';

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
}

type Item = PublishableMeta & { id: string; title: string };

/** What an area adds to each row. Pass a module-level constant: rows are memoised on it. */
export interface PublishableRowSpec<T extends Item> {
  testId: string;
  linkOf: (item: T) => string;
  /** The area's own row actions, between open and delete. */
  actions: (item: T) => ReactNode;
  subtitle?: (item: T) => string;
  /** Header and cells between the status and the creator. */
  extraColumn?: { header: string; cell: (item: T) => ReactNode };
  nameClassName?: string;
}

export interface PublishableListPageProps<T extends Item> {
  list: PublishableList<T>;
  strings: PublishableListStrings;
  /** Buttons at the top right (new, settings). */
  actions: ReactNode;
  /** The next action of an empty list, e.g. the create button. */
  emptyAction: ReactNode;
  filter: (items: readonly T[], query: string) => readonly T[];
  row: PublishableRowSpec<T>;
}

/**
 * The list screen of surveys and promotions: title and actions, search, the four states of the
 * read, the table and the archive confirmation. Each area only says what its rows add.
 */
export function PublishableListPage<T extends Item>({
  list,
  strings: s,
  actions,
  emptyAction,
  filter,
  row,
}: PublishableListPageProps<T>) {
  const { state, toArchive } = list;
  const [query, setQuery] = useState('');
  // Typing stays responsive with 500 rows: the filtered table re-renders at lower priority.
  const deferredQuery = useDeferredValue(query);
  const items = state.status === 'success' ? state.data : null;
  const visible = useMemo(
    () => (items ? filter(items, deferredQuery) : []),
    [items, filter, deferredQuery],
  );
  const onCopy = useCopyLink(row.linkOf, { copied: s.linkCopied, failed: s.linkCopyFailed });

  return (
    <Page title={s.listTitle} actions={actions}>
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
          empty={<EmptyState title={s.emptyTitle} hint={s.emptyHint} action={emptyAction} />}
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
                      strings={s}
                      busy={list.busyId === item.id}
                      onToggle={list.toggle}
                      onCopy={onCopy}
                      onArchive={list.requestArchive}
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
  strings: PublishableListStrings;
  busy: boolean;
  onToggle: (item: T) => Promise<void>;
  onCopy: (item: T) => Promise<void>;
  onArchive: (item: T) => void;
}

// Memoised so a keystroke in the search box does not re-render rows that stay visible.
const Row = memo(function Row<T extends Item>({
  item,
  spec,
  strings: s,
  busy,
  onToggle,
  onCopy,
  onArchive,
}: RowProps<T>) {
  return (
    <PublishableRow
      item={item}
      testId={spec.testId}
      nameClassName={spec.nameClassName}
      busy={busy}
      onToggle={() => void onToggle(item)}
      subtitle={spec.subtitle?.(item)}
      extraCells={spec.extraColumn?.cell(item)}
      link={{
        href: spec.linkOf(item),
        copyLabel: s.copyLink,
        openLabel: s.openLink,
        onCopy: () => void onCopy(item),
      }}
      actions={spec.actions(item)}
      archive={{ label: s.archive, onArchive: () => onArchive(item) }}
    />
  );
}) as <T extends Item>(props: RowProps<T>) => ReactNode;
