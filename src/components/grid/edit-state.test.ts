import { editReducer, neighbourCell, planCommit, type EditState } from './edit-state';

const cell = { rowId: 'r1', columnId: 'name' };
const open = (original = 'A', draft?: string) =>
  editReducer(null, { type: 'open', cell, original, draft })!;

describe('editReducer', () => {
  test('open starts with the cell’s value, or with the key that started typing', () => {
    expect(open('A')).toEqual({
      ...cell,
      original: 'A',
      draft: 'A',
      error: null,
      saving: false,
      conflict: null,
    });
    expect(open('A', 'x').draft).toBe('x');
  });

  test('typing changes the draft and clears a failure message', () => {
    const failed = editReducer(open(), { type: 'fail', cell, message: '更新に失敗しました' })!;
    expect(failed.error).toBe('更新に失敗しました');
    expect(editReducer(failed, { type: 'type', draft: 'AB' })).toMatchObject({
      draft: 'AB',
      error: null,
    });
  });

  test('commit saves the value; a failure keeps the editor open with the draft', () => {
    const saving = editReducer(open(), { type: 'commit', value: 'B' })!;
    expect(saving).toMatchObject({ draft: 'B', saving: true, error: null });
    const failed = editReducer(saving, { type: 'fail', cell, message: 'x' })!;
    expect(failed).toMatchObject({ draft: 'B', saving: false, error: 'x' });
    // And it can be retried.
    expect(editReducer(failed, { type: 'commit', value: 'B' })).toMatchObject({
      saving: true,
      error: null,
    });
  });

  test('a failure of another cell’s save leaves the open editor alone', () => {
    const state = open();
    expect(
      editReducer(state, { type: 'fail', cell: { rowId: 'r2', columnId: 'name' }, message: 'x' }),
    ).toBe(state);
  });

  test('a conflict keeps what was typed and where to go; keeping on editing closes the question', () => {
    const asking = editReducer(open(), {
      type: 'conflict',
      value: 'mine',
      theirs: 'theirs',
      move: 'next',
    })!;
    expect(asking).toMatchObject({ draft: 'mine', conflict: { theirs: 'theirs', move: 'next' } });
    expect(editReducer(asking, { type: 'keepEditing' })).toMatchObject({
      draft: 'mine',
      conflict: null,
    });
    // Overwriting saves and clears the question.
    expect(editReducer(asking, { type: 'commit', value: 'mine' })).toMatchObject({
      saving: true,
      conflict: null,
    });
  });

  test('close ends editing; actions without an open editor change nothing', () => {
    expect(editReducer(open(), { type: 'close' })).toBeNull();
    expect(editReducer(null, { type: 'type', draft: 'x' })).toBeNull();
    expect(editReducer(null, { type: 'commit', value: 'x' })).toBeNull();
    expect(editReducer(null, { type: 'fail', cell, message: 'x' })).toBeNull();
  });
});

describe('planCommit', () => {
  const edit: EditState = open('A');

  test('an unchanged value just closes, even if the stored value moved on', () => {
    expect(planCommit(edit, 'A', 'Z', false)).toEqual({ kind: 'unchanged' });
  });

  test('a value nobody else changed is saved, remembering what it replaces', () => {
    expect(planCommit(edit, 'B', 'A', false)).toEqual({ kind: 'save', before: 'A' });
    expect(planCommit(edit, 'B', undefined, false)).toEqual({ kind: 'save', before: 'A' });
    // Someone already wrote the same value: no conflict.
    expect(planCommit(edit, 'B', 'B', false)).toEqual({ kind: 'save', before: 'B' });
  });

  test('someone else’s change asks first; forcing overwrites it and undo restores theirs', () => {
    expect(planCommit(edit, 'B', 'Z', false)).toEqual({ kind: 'conflict', theirs: 'Z' });
    expect(planCommit(edit, 'B', 'Z', true)).toEqual({ kind: 'save', before: 'Z' });
  });

  test('while the question is open, only the forced commit goes through', () => {
    const asking = { ...edit, conflict: { theirs: 'Z', move: null } };
    expect(planCommit(asking, 'B', 'Z', false)).toEqual({ kind: 'waiting' });
    expect(planCommit(asking, 'B', 'Z', true)).toEqual({ kind: 'save', before: 'Z' });
  });
});

describe('neighbourCell', () => {
  const rows = ['r1', 'r2'];
  const columns = ['a', 'b'];

  test('moves along the row, then to the next or previous row', () => {
    expect(neighbourCell(rows, columns, { rowId: 'r1', columnId: 'a' }, 'next')).toEqual({
      rowId: 'r1',
      columnId: 'b',
    });
    expect(neighbourCell(rows, columns, { rowId: 'r1', columnId: 'b' }, 'next')).toEqual({
      rowId: 'r2',
      columnId: 'a',
    });
    expect(neighbourCell(rows, columns, { rowId: 'r2', columnId: 'a' }, 'previous')).toEqual({
      rowId: 'r1',
      columnId: 'b',
    });
  });

  test('stops at either end and for unknown cells', () => {
    expect(neighbourCell(rows, columns, { rowId: 'r2', columnId: 'b' }, 'next')).toBeNull();
    expect(neighbourCell(rows, columns, { rowId: 'r1', columnId: 'a' }, 'previous')).toBeNull();
    expect(neighbourCell(rows, columns, { rowId: 'x', columnId: 'a' }, 'next')).toBeNull();
    expect(neighbourCell(rows, columns, { rowId: 'r1', columnId: 'x' }, 'next')).toBeNull();
  });
});
