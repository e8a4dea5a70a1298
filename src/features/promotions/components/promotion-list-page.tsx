import { Copy, ExternalLink, Pencil, Plus, Trash2 } from 'lucide-react';
import { memo, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PublishToggle } from '@/components/publishing/publish-toggle';
import { PublishStatusBadge } from '@/components/publishing/status-badge';
import {
  usePublishableList,
  type PublishableListConfig,
} from '@/components/publishing/use-publishable-list';
import { Button, IconButton } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ExternalIconLink, IconLink } from '@/components/ui/icon-link';
import { Card, Page } from '@/components/ui/page';
import { SearchBox } from '@/components/ui/search-box';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { Table, TBody, Td, Th } from '@/components/ui/table';
import { notify } from '@/components/ui/toast';
import { formatDate } from '@/lib/format';
import { paths } from '@/lib/paths';
import {
  applyPromotionAction,
  archivePromotion,
  listPromotions,
  publicLinkOf,
} from '../data/promotions';
import { filterPromotions } from '../model/promotion-draft';
import type { Promotion } from '../model/types';
import { actionMessages, promotionStrings as s } from '../strings';

const listConfig: PublishableListConfig<Promotion> = {
  list: listPromotions,
  applyAction: applyPromotionAction,
  archive: archivePromotion,
  messages: {
    loadFailed: s.loadFailed,
    archived: s.archived,
    archiveFailed: s.archiveFailed,
    actions: actionMessages,
  },
};

export function PromotionListPage() {
  const navigate = useNavigate();
  const list = usePublishableList(listConfig);
  const { load, toArchive } = list;
  const [query, setQuery] = useState('');
  // Typing stays responsive with many rows: the filtered table re-renders at lower priority.
  const deferredQuery = useDeferredValue(query);

  const promotions = load.state === 'ready' ? load.items : null;
  const visible = useMemo(
    () => (promotions ? filterPromotions(promotions, deferredQuery) : []),
    [promotions, deferredQuery],
  );

  const onCopy = useCallback(async (promotion: Promotion) => {
    try {
      await navigator.clipboard.writeText(publicLinkOf(promotion));
      notify.success(s.linkCopied);
    } catch {
      notify.error(s.linkCopyFailed);
    }
  }, []);

  return (
    <Page
      title={s.listTitle}
      actions={
        <Button onClick={() => void navigate(paths.promotionCreate)}>
          <Plus className="h-4 w-4" aria-hidden />
          {s.newPromotion}
        </Button>
      }
    >
      <SearchBox
        value={query}
        onChange={setQuery}
        label={s.searchPlaceholder}
        clearLabel={s.clearSearch}
      />
      <Card>
        {load.state === 'loading' ? (
          <LoadingState />
        ) : load.state === 'error' ? (
          <ErrorState
            message={s.loadFailed}
            detail={load.reason}
            onRetry={() => void list.reload()}
          />
        ) : load.items.length === 0 ? (
          <EmptyState
            title={s.emptyTitle}
            hint={s.emptyHint}
            action={
              <Button onClick={() => void navigate(paths.promotionCreate)}>
                <Plus className="h-4 w-4" aria-hidden />
                {s.newPromotion}
              </Button>
            }
          />
        ) : visible.length === 0 ? (
          <EmptyState title={s.noMatchTitle} hint={s.noMatchHint} />
        ) : (
          <Table>
            <thead>
              <tr>
                <Th>{s.colName}</Th>
                <Th>{s.colStatus}</Th>
                <Th>{s.colCreator}</Th>
                <Th>{s.colLastEditor}</Th>
                <Th>{s.colCreatedAt}</Th>
                <Th className="text-right">{s.colActions}</Th>
              </tr>
            </thead>
            <TBody>
              {visible.map((promotion) => (
                <PromotionRow
                  key={promotion.id}
                  promotion={promotion}
                  busy={list.busyId === promotion.id}
                  onToggle={list.toggle}
                  onCopy={onCopy}
                  onArchive={list.requestArchive}
                />
              ))}
            </TBody>
          </Table>
        )}
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

interface RowProps {
  promotion: Promotion;
  busy: boolean;
  onToggle: (promotion: Promotion) => Promise<void>;
  onCopy: (promotion: Promotion) => Promise<void>;
  onArchive: (promotion: Promotion) => void;
}

// Memoised so a keystroke in the search box does not re-render rows that stay visible.
const PromotionRow = memo(function PromotionRow({
  promotion,
  busy,
  onToggle,
  onCopy,
  onArchive,
}: RowProps) {
  return (
    <tr data-testid="promotion-row">
      <Td className="max-w-96">
        <div className="flex items-center gap-3">
          <PublishToggle
            status={promotion.status}
            busy={busy}
            onToggle={() => void onToggle(promotion)}
          />
          <p className="truncate font-medium text-slate-900">{promotion.title}</p>
        </div>
      </Td>
      <Td>
        <PublishStatusBadge status={promotion.status} />
      </Td>
      <Td className="whitespace-nowrap">{promotion.createdByName || '-'}</Td>
      <Td className="whitespace-nowrap">{promotion.lastEditedByName || '-'}</Td>
      <Td className="whitespace-nowrap">{formatDate(promotion.createdAt)}</Td>
      <Td>
        <div className="flex justify-end gap-0.5">
          <IconButton label={s.copyLink} onClick={() => void onCopy(promotion)}>
            <Copy className="h-4 w-4" aria-hidden />
          </IconButton>
          <ExternalIconLink href={publicLinkOf(promotion)} label={s.openLink}>
            <ExternalLink className="h-4 w-4" aria-hidden />
          </ExternalIconLink>
          <IconLink to={paths.promotionEdit(promotion.id)} label={s.edit}>
            <Pencil className="h-4 w-4" aria-hidden />
          </IconLink>
          <IconButton
            label={s.archive}
            onClick={() => onArchive(promotion)}
            className="hover:text-red-600"
          >
            <Trash2 className="h-4 w-4" aria-hidden />
          </IconButton>
        </div>
      </Td>
    </tr>
  );
});
