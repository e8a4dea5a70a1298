import { useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import { AsyncView } from '@/components/ui/async-view';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Card, Page } from '@/components/ui/page';
import { SearchBox } from '@/components/ui/search-box';
import { EmptyState } from '@/components/ui/states';
import { Table, TBody } from '@/components/ui/table';
import type { Publishable, PublishableList } from './use-publishable-list';

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
}

export interface PublishableListPageProps<T extends Publishable & { title: string }> {
  list: PublishableList<T>;
  strings: PublishableListStrings;
  /** Buttons at the top right (new, settings). */
  actions: ReactNode;
  /** The next action of an empty list, e.g. the create button. */
  emptyAction?: ReactNode;
  filter: (items: readonly T[], query: string) => readonly T[];
  /** The header row's cells. */
  header: ReactNode;
  renderRow: (item: T) => ReactNode;
}

/**
 * The list screen of surveys and promotions: title and actions, search, the four states of the
 * read, the table and the archive confirmation. Each area only says its columns and row.
 */
export function PublishableListPage<T extends Publishable & { title: string }>({
  list,
  strings: s,
  actions,
  emptyAction,
  filter,
  header,
  renderRow,
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
                  <tr>{header}</tr>
                </thead>
                <TBody>{visible.map(renderRow)}</TBody>
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
