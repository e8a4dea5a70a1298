import { useCallback, useRef, useState } from 'react';
import { editReducer, type EditAction, type EditState } from './edit-state';

/**
 * The edit state machine (edit-state.ts) as React state, mirrored in a ref so the async save
 * callbacks read the state as it is now, not as it was when they were created. The grid and the
 * record view (one row's fields, 顧客詳細) edit through this same machine.
 */
export function useEditState() {
  const [editing, setEditing] = useState<EditState | null>(null);
  const editingRef = useRef<EditState | null>(null);
  const dispatch = useCallback((action: EditAction) => {
    const next = editReducer(editingRef.current, action);
    editingRef.current = next;
    setEditing(next);
  }, []);
  return { editing, editingRef, dispatch };
}
