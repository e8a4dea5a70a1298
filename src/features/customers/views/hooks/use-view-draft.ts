import { useCallback, useState } from 'react';
import type { ViewState } from '../model/view';

/** The unsaved state of a view, and which view it changes (its id, or 'standard'). */
export interface ViewDraft {
  key: string;
  state: ViewState;
}

function read(storageKey: string): ViewDraft | null {
  try {
    const stored = localStorage.getItem(storageKey);
    const draft = stored ? (JSON.parse(stored) as Partial<ViewDraft>) : null;
    // The state is read against the table by viewFor, like a saved view.
    return draft && typeof draft.key === 'string' && draft.state
      ? { key: draft.key, state: draft.state }
      : null;
  } catch {
    return null;
  }
}

function write(storageKey: string, draft: ViewDraft | null) {
  try {
    if (draft) localStorage.setItem(storageKey, JSON.stringify(draft));
    else localStorage.removeItem(storageKey);
  } catch (error) {
    // Storage full or blocked: the changes still apply for this visit.
    console.warn('view draft not kept', error);
  }
}

/**
 * Changes to a view not saved yet survive a reload (nothing a member did is lost): kept in this
 * browser per table and member, still shown as 未保存の変更 until saved or dropped.
 */
export function useViewDraft(storageKey: string) {
  const [state, setState] = useState(() => ({ storageKey, draft: read(storageKey) }));
  const draft = state.storageKey === storageKey ? state.draft : read(storageKey);
  if (state.storageKey !== storageKey) setState({ storageKey, draft });
  const update = useCallback(
    (next: (previous: ViewDraft | null) => ViewDraft | null) =>
      setState((previous) => {
        const value = next(previous.draft);
        write(previous.storageKey, value);
        return { storageKey: previous.storageKey, draft: value };
      }),
    [],
  );
  return [draft, update] as const;
}
