import { useCallback, useState } from 'react';
import { notify } from '@/components/ui/toast';
import {
  nextPublishAction,
  type PublishAction,
  type PublishStatus,
} from '@/lib/publishable/publish-lifecycle';
import { useAsync } from '@/lib/use-async';
import { ActionRefusedError } from '@/lib/publishable/action-refused';

export interface Publishable {
  id: string;
  status: PublishStatus;
}

/**
 * What a list of publishable documents (surveys, promotions) reads, writes and says. Pass a
 * module-level constant: the returned callbacks depend on it, and memoised rows rely on their
 * identity staying the same between renders.
 */
export interface PublishableListConfig<T extends Publishable> {
  list: () => Promise<T[]>;
  applyAction: (id: string, action: PublishAction) => Promise<unknown>;
  /** 削除: to the ゴミ箱 (archived, restorable), by the signed-in member. */
  archive: (id: string, by: { uid: string }) => Promise<unknown>;
  messages: {
    loadFailed: string;
    archived: string;
    archiveFailed: string;
    actions: Record<PublishAction, { ok: string; failed: string }>;
  };
}

/**
 * Loading (through useAsync), the lifecycle toggle and archiving with its confirmation, shared
 * by the survey and promotion lists. Every write re-reads the list while the rows stay on
 * screen, so what is shown is what is stored.
 */
export function usePublishableList<T extends Publishable>(
  config: PublishableListConfig<T>,
  /** The signed-in member, who deletes. */
  by: { uid: string },
) {
  const { state, reload, refresh } = useAsync('list', config.list, {
    onError: () => notify.error(config.messages.loadFailed),
  });
  const [busyId, setBusyId] = useState<string | null>(null);
  const [toArchive, setToArchive] = useState<T | null>(null);
  const [archiving, setArchiving] = useState(false);

  const toggle = useCallback(
    async (item: T) => {
      const action = nextPublishAction(item.status);
      setBusyId(item.id);
      try {
        await config.applyAction(item.id, action);
        notify.success(config.messages.actions[action].ok);
        await refresh();
      } catch (error) {
        notify.error(
          error instanceof ActionRefusedError
            ? error.message
            : config.messages.actions[action].failed,
        );
      } finally {
        setBusyId(null);
      }
    },
    [config, refresh],
  );

  const confirmArchive = useCallback(async () => {
    if (!toArchive) return;
    setArchiving(true);
    try {
      await config.archive(toArchive.id, by);
      notify.success(config.messages.archived);
      setToArchive(null);
      await refresh();
    } catch {
      notify.error(config.messages.archiveFailed);
    } finally {
      setArchiving(false);
    }
  }, [by, config, refresh, toArchive]);

  return {
    state,
    reload,
    busyId,
    toggle,
    toArchive,
    requestArchive: setToArchive,
    cancelArchive: useCallback(() => setToArchive(null), []),
    confirmArchive,
    archiving,
  };
}
