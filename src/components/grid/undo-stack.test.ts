import { conflictingValue } from './conflict';
import { popStep, pushStep, UNDO_LIMIT, type CellEdit, type UndoStep } from './undo-stack';

const edit = (n: number): CellEdit => ({
  rowId: `r${n}`,
  columnId: 'clientName',
  before: `前${n}`,
  after: `後${n}`,
});

test('undo takes back the newest step first; a paste is one step of many cells', () => {
  const paste = [edit(2), edit(3)];
  const stack = pushStep(pushStep([], [edit(1)]), paste);
  const first = popStep(stack);
  expect(first?.step).toEqual(paste);
  expect(popStep(first!.rest)?.step).toEqual([edit(1)]);
  expect(popStep(popStep(first!.rest)!.rest)).toBeNull();
});

test('only the last 20 steps are kept', () => {
  let stack: UndoStep[] = [];
  for (let n = 1; n <= 25; n += 1) stack = pushStep(stack, [edit(n)]);
  expect(UNDO_LIMIT).toBe(20);
  expect(stack).toHaveLength(20);
  expect(stack[0]).toEqual([edit(6)]);
  expect(stack.at(-1)).toEqual([edit(25)]);
});

test('pushing does not change the given stack', () => {
  const stack = [[edit(1)]];
  pushStep(stack, [edit(2)]);
  expect(stack).toEqual([[edit(1)]]);
});

describe('conflict check', () => {
  test('no conflict when nobody else changed the field', () => {
    expect(conflictingValue('商談中', '商談中', '受注')).toBeNull();
  });
  test('someone else changed it meanwhile: their value is returned', () => {
    expect(conflictingValue('商談中', '失注', '受注')).toBe('失注');
  });
  test('they changed it to what I typed: nothing to ask', () => {
    expect(conflictingValue('商談中', '受注', '受注')).toBeNull();
  });
  test('the row is gone from the latest snapshot: no question (the save reports it)', () => {
    expect(conflictingValue('商談中', undefined, '受注')).toBeNull();
  });
  test('a field cleared by someone else counts as a change', () => {
    expect(conflictingValue('山本', '', '佐藤')).toBe('');
  });
});
