import { Copy, ExternalLink, Pencil, Plus, Search, Trash2, X } from 'lucide-react';
import { memo, useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button, IconButton } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { inputClass } from '@/components/ui/form-controls';
import { Card, Page } from '@/components/ui/page';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { Table, TBody, Td, Th } from '@/components/ui/table';
import { notify } from '@/components/ui/toast';
import { Toggle } from '@/components/ui/toggle';
import { errorReason } from '@/lib/backend';
import { formatDate } from '@/lib/format';
import { paths } from '@/lib/paths';
import { nextPublishAction } from '@/lib/publish-lifecycle';
import {
  applyPromotionAction,
  archivePromotion,
  listPromotions,
  publicLinkOf,
} from '../data/promotions';
import { filterPromotions } from '../model/promotion-draft';
import type { Promotion } from '../model/types';
import { actionMessages, promotionStrings as s, toggleTooltips } from '../strings';
import { StatusBadge } from './status-badge';

type Load =
  | { state: 'loading' }
  | { state: 'error'; reason: string }
  | { state: 'ready'; promotions: Promotion[] };

const linkIconClass =
  'inline-flex h-8 w-8 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600';

export function PromotionListPage() {
  const navigate = useNavigate();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const [toArchive, setToArchive] = useState<Promotion | null>(null);
  const [archiving, setArchiving] = useState(false);
  const [busyId, setBusyId] = useState<string | null>(null);

  const reload = useCallback(
    () =>
      listPromotions().then(
        (promotions) => setLoad({ state: 'ready', promotions }),
        (e: unknown) => {
          notify.error(s.loadFailed);
          setLoad({ state: 'error', reason: errorReason(e) });
        },
      ),
    [],
  );

  useEffect(() => {
    void reload();
  }, [reload]);

  const promotions = load.state === 'ready' ? load.promotions : null;
  const visible = useMemo(
    () => (promotions ? filterPromotions(promotions, deferredQuery) : []),
    [promotions, deferredQuery],
  );

  const onToggle = useCallback(
    async (promotion: Promotion) => {
      const action = nextPublishAction(promotion.status);
      setBusyId(promotion.id);
      try {
        await applyPromotionAction(promotion.id, action);
        notify.success(actionMessages[action].ok);
        await reload();
      } catch {
        notify.error(actionMessages[action].failed);
      } finally {
        setBusyId(null);
      }
    },
    [reload],
  );

  const onCopy = useCallback(async (promotion: Promotion) => {
    try {
      await navigator.clipboard.writeText(publicLinkOf(promotion));
      notify.success(s.linkCopied);
    } catch {
      notify.error(s.linkCopyFailed);
    }
  }, []);

  const confirmArchive = async () => {
    if (!toArchive) return;
    setArchiving(true);
    try {
      await archivePromotion(toArchive.id);
      notify.success(s.archived);
      setToArchive(null);
      await reload();
    } catch {
      notify.error(s.archiveFailed);
    } finally {
      setArchiving(false);
    }
  };

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
      <div className="relative max-w-md">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400"
          aria-hidden
        />
        <input
          type="search"
          aria-label={s.searchPlaceholder}
          placeholder={s.searchPlaceholder}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          className={`${inputClass} pr-9 pl-9 [&::-webkit-search-cancel-button]:hidden`}
        />
        {query ? (
          <IconButton
            label={s.clearSearch}
            onClick={() => setQuery('')}
            className="absolute top-1/2 right-1 -translate-y-1/2"
          >
            <X className="h-4 w-4" aria-hidden />
          </IconButton>
        ) : null}
      </div>
      <Card>
        {load.state === 'loading' ? (
          <LoadingState />
        ) : load.state === 'error' ? (
          <ErrorState message={s.loadFailed} detail={load.reason} onRetry={() => void reload()} />
        ) : load.promotions.length === 0 ? (
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
                  busy={busyId === promotion.id}
                  onToggle={onToggle}
                  onCopy={onCopy}
                  onArchive={setToArchive}
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
        pending={archiving}
        onConfirm={() => void confirmArchive()}
        onCancel={() => setToArchive(null)}
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
          <Toggle
            checked={promotion.status === 'published'}
            label={toggleTooltips[promotion.status]}
            disabled={busy}
            onChange={() => void onToggle(promotion)}
          />
          <p className="truncate font-medium text-slate-900">{promotion.title}</p>
        </div>
      </Td>
      <Td>
        <StatusBadge status={promotion.status} />
      </Td>
      <Td className="whitespace-nowrap">{promotion.createdByName || '-'}</Td>
      <Td className="whitespace-nowrap">{promotion.lastEditedByName || '-'}</Td>
      <Td className="whitespace-nowrap">{formatDate(promotion.createdAt)}</Td>
      <Td>
        <div className="flex justify-end gap-0.5">
          <IconButton label={s.copyLink} onClick={() => void onCopy(promotion)}>
            <Copy className="h-4 w-4" aria-hidden />
          </IconButton>
          <a
            href={publicLinkOf(promotion)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={s.openLink}
            title={s.openLink}
            className={linkIconClass}
          >
            <ExternalLink className="h-4 w-4" aria-hidden />
          </a>
          <Link
            to={paths.promotionEdit(promotion.id)}
            aria-label={s.edit}
            title={s.edit}
            className={linkIconClass}
          >
            <Pencil className="h-4 w-4" aria-hidden />
          </Link>
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
