import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Card, Page } from '@/components/ui/page';
import { AsyncView } from '@/components/ui/async-view';
import { EmptyState, LoadingState } from '@/components/ui/states';
import { Table, TBody, Td, Th } from '@/components/ui/table';
import { notify } from '@/components/ui/toast';
import { TRASH_DAYS } from '@/contracts/trash';
import { usePermissions, useStaffIdentity } from '@/features/auth';
import { useMemberNames } from '@/features/members';
import { errorReason } from '@/lib/error-reason';
import { useLiveList } from '@/lib/use-live-list';
import { formatDate, formatDateTime } from '@/lib/format';
import { purgeFromTrash, restoreFromTrash } from '@/lib/trash/trash-client';
import { subscribeTrash } from '../data/trash-list';
import type { TrashEntry } from '../model/trash-items';
import { trashKindLabels, trashStrings as s } from '../strings';

/**
 * ゴミ箱 (every member): what was deleted, by whom and when, and when it goes for good. 「復元」
 * for members who may edit (who could have deleted it), 「完全に削除」 for 管理者; the server
 * does both (src/lib/trash/) and records them in the 監査ログ.
 */
export function TrashPage() {
  const me = useStaffIdentity();
  const { canEdit, isAdmin } = usePermissions();
  const names = useMemberNames();
  const { state, reload } = useLiveList(subscribeTrash, (error) =>
    console.error('reading the trash failed', error),
  );
  const [busy, setBusy] = useState<string | null>(null);
  const [purging, setPurging] = useState<TrashEntry | null>(null);

  const titleOf = (entry: TrashEntry) => entry.title || s.untitled;

  const restore = async (entry: TrashEntry) => {
    setBusy(entry.itemId);
    try {
      await restoreFromTrash(entry.itemId, me);
      notify.success(s.restored(titleOf(entry)));
    } catch (error) {
      console.error('restoring failed', error);
      notify.error(s.restoreFailed(errorReason(error)));
    } finally {
      setBusy(null);
    }
  };

  const purge = async () => {
    if (!purging) return;
    const entry = purging;
    setBusy(entry.itemId);
    try {
      await purgeFromTrash(entry.itemId, me);
      notify.success(s.purged(titleOf(entry)));
      setPurging(null);
    } catch (error) {
      console.error('purging failed', error);
      notify.error(s.purgeFailed(errorReason(error)));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Page title={s.title}>
      <p className="-mt-2 text-sm text-slate-600">{s.description(TRASH_DAYS)}</p>
      <Card>
        <AsyncView
          state={state}
          onRetry={reload}
          errorMessage={s.loadFailed}
          loading={<LoadingState text={s.loading} />}
          isEmpty={(entries) => entries.length === 0}
          empty={<EmptyState title={s.empty} />}
        >
          {(entries) => (
            <Table>
              <caption className="sr-only">{s.title}</caption>
              <thead>
                <tr>
                  <Th>{s.colKind}</Th>
                  <Th>{s.colTitle}</Th>
                  <Th>{s.colDeletedBy}</Th>
                  <Th>{s.colDeletedAt}</Th>
                  <Th>{s.colPurgeAt}</Th>
                  <Th className="text-right">{s.colActions}</Th>
                </tr>
              </thead>
              <TBody>
                {entries.map((entry) => (
                  <tr key={entry.itemId}>
                    <Td className="whitespace-nowrap">{trashKindLabels[entry.collection]}</Td>
                    <Td className="font-medium text-slate-900">{titleOf(entry)}</Td>
                    <Td className="whitespace-nowrap">
                      {names?.get(entry.deletedBy) ?? s.unknownMember}
                    </Td>
                    <Td className="whitespace-nowrap tabular-nums">
                      {formatDateTime(entry.deletedAt)}
                    </Td>
                    <Td className="whitespace-nowrap tabular-nums">{formatDate(entry.purgeAt)}</Td>
                    <Td>
                      <div className="flex justify-end gap-2">
                        {canEdit ? (
                          <Button
                            variant="secondary"
                            disabled={busy === entry.itemId}
                            onClick={() => void restore(entry)}
                          >
                            {s.restore}
                          </Button>
                        ) : null}
                        {isAdmin ? (
                          <Button
                            variant="danger"
                            disabled={busy === entry.itemId}
                            onClick={() => setPurging(entry)}
                          >
                            {s.purge}
                          </Button>
                        ) : null}
                      </div>
                    </Td>
                  </tr>
                ))}
              </TBody>
            </Table>
          )}
        </AsyncView>
      </Card>
      <ConfirmDialog
        open={purging !== null}
        title={s.purgeTitle}
        message={purging ? s.purgeMessage(titleOf(purging)) : ''}
        confirmLabel={s.purgeConfirm}
        pending={busy !== null && busy === purging?.itemId}
        onConfirm={() => void purge()}
        onCancel={() => setPurging(null)}
      />
    </Page>
  );
}
