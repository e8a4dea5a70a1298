import { useCallback, useEffect, useState } from 'react';
import { notify } from '@/components/ui/toast';
import { errorReason } from '@/lib/error-reason';
import { nextPublishAction, type PublishAction, type PublishStatus } from '@/lib/publish-lifecycle';

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
  archive: (id: string) => Promise<unknown>;
  messages: {
    loadFailed: string;
    archived: string;
    archiveFailed: string;
    actions: Record<PublishAction, { ok: string; failed: string }>;
  };
}

export type ListLoad<T> =
  { state: 'loading' } | { state: 'error'; reason: string } | { state: 'ready'; items: T[] };

/**
 * Loading, the lifecycle toggle and archiving with its confirmation, shared by the survey and
 * promotion lists. Every write reloads the list, so what is shown is what is stored.
 */
export function usePublishableList<T extends Publishable>(config: PublishableListConfig<T>) {
  const [load, setLoad] = useState<ListLoad<T>>({ state: 'loading' });
  const [busyId, setBusyId] = useState<string | null>(null);
  const [toArchive, setToArchive] = useState<T | null>(null);
  const [archiving, setArchiving] = useState(false);

  const reload = useCallback(
    () =>
      config.list().then(
        (items) => setLoad({ state: 'ready', items }),
        (e: unknown) => {
          notify.error(config.messages.loadFailed);
          setLoad({ state: 'error', reason: errorReason(e) });
        },
      ),
    [config],
  );

  useEffect(() => {
    void reload();
  }, [reload]);

  const toggle = useCallback(
    async (item: T) => {
      const action = nextPublishAction(item.status);
      setBusyId(item.id);
      try {
        await config.applyAction(item.id, action);
        notify.success(config.messages.actions[action].ok);
        await reload();
      } catch {
        notify.error(config.messages.actions[action].failed);
      } finally {
        setBusyId(null);
      }
    },
    [config, reload],
  );

  const confirmArchive = useCallback(async () => {
    if (!toArchive) return;
    setArchiving(true);
    try {
      await config.archive(toArchive.id);
      notify.success(config.messages.archived);
      setToArchive(null);
      await reload();
    } catch {
      notify.error(config.messages.archiveFailed);
    } finally {
      setArchiving(false);
    }
  }, [config, reload, toArchive]);

  return {
    load,
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
