import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useReducer } from 'react';
import { describe, expect, it } from 'vitest';
import { draftReducer } from '../../model/draft-reducer';
import { fieldFromTemplate } from '../../model/field-ops';
import { EMPTY_DRAFT, type SurveyDraft } from '../../model/survey-draft';
import type { SurveyField } from '../../model/types';
import { fieldTypeLabels, surveyStrings as s } from '../../strings';
import { Builder } from './builder';

/** The builder over the real draft reducer; the draft's fields are printed for assertions. */
function Harness({ initial = EMPTY_DRAFT }: { initial?: SurveyDraft }) {
  const [draft, dispatch] = useReducer(draftReducer, initial);
  return (
    <>
      <Builder fields={draft.fields} dispatch={dispatch} />
      <output data-testid="draft-fields">{JSON.stringify(draft.fields)}</output>
    </>
  );
}
const fields = (): SurveyField[] =>
  JSON.parse(screen.getByTestId('draft-fields').textContent ?? '[]') as SurveyField[];

const palette = () => screen.getByRole('list', { name: s.palette });
const part = (type: keyof typeof fieldTypeLabels) =>
  within(palette()).getByRole('button', { name: fieldTypeLabels[type] });
const canvas = () => screen.getByRole('list', { name: s.canvasName });
const questionText = () => screen.getByLabelText(s.fieldLabel);

describe('Builder: click or Enter adds a part', () => {
  it('a click appends the part and opens it with an empty, focused question text', async () => {
    const user = userEvent.setup();
    const first = fieldFromTemplate('text', '既存の質問', () => 'existing');
    render(<Harness initial={{ ...EMPTY_DRAFT, fields: [first] }} />);
    await user.click(part('radio'));

    expect(fields().map((f) => f.type)).toEqual(['text', 'radio']);
    expect(screen.getAllByTestId('canvas-field')).toHaveLength(2);
    const input = questionText();
    expect(input).toHaveValue('');
    expect(input).toHaveAttribute('placeholder', s.labelPlaceholder(fieldTypeLabels.radio));
    expect(input).toHaveFocus();
    // The new card is the last question; the existing one stays in display mode.
    expect(screen.getAllByTestId('canvas-field').at(-1)).toContainElement(input);
    expect(screen.getByRole('button', { name: s.editField('既存の質問') })).toBeInTheDocument();

    await user.type(input, '好きな色は？');
    await user.click(screen.getByRole('button', { name: s.save }));
    expect(fields()[1]).toMatchObject({ label: '好きな色は？', type: 'radio', order: 1 });
    expect(fields()[1]!.options).toHaveLength(2);
  });

  it('Enter on a focused part adds it too, and only once', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    part('email').focus();
    await user.keyboard('{Enter}');
    expect(fields().map((f) => f.type)).toEqual(['email']);
    expect(questionText()).toHaveFocus();
    expect(questionText()).toHaveValue('');
  });

  it('leaving the question text blank saves the part under its type name', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(part('number'));
    await user.type(questionText(), '　 ');
    await user.click(screen.getByRole('button', { name: s.save }));
    expect(fields()[0]!.label).toBe(fieldTypeLabels.number);
  });

  it('closing the editing card gives focus back to that question’s edit button', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(part('text'));
    await user.type(questionText(), 'お名前');
    await user.click(screen.getByRole('button', { name: s.save }));
    expect(screen.getByRole('button', { name: s.editField('お名前') })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: s.editField('お名前') }));
    // Re-opening an existing question shows its text, not an empty input.
    expect(questionText()).toHaveValue('お名前');
    expect(questionText()).toHaveFocus();
    await user.click(screen.getByRole('button', { name: s.cancel }));
    expect(screen.getByRole('button', { name: s.editField('お名前') })).toHaveFocus();
  });
});

describe('Builder: list markup', () => {
  it('the palette list holds list items, each a button naming its part', () => {
    render(<Harness />);
    const items = within(palette()).getAllByRole('listitem');
    expect(items).toHaveLength(Object.keys(fieldTypeLabels).length);
    for (const item of items) {
      expect(item.tagName).toBe('LI');
      expect(within(item).getByRole('button')).toHaveAccessibleDescription(
        s.paletteItemInstructions,
      );
    }
  });

  it('the canvas list holds only list items; the empty hint sits outside it', () => {
    const { rerender } = render(<Harness />);
    expect(within(canvas()).queryAllByRole('listitem')).toHaveLength(0);
    expect(within(canvas()).queryByText(s.canvasEmpty)).toBeNull();
    expect(screen.getByText(s.canvasEmpty)).toBeVisible();
    const two = [
      fieldFromTemplate('text', 'A', () => 'a'),
      fieldFromTemplate('date', 'B', () => 'b'),
    ];
    rerender(<Harness key="filled" initial={{ ...EMPTY_DRAFT, fields: two }} />);
    // axe's list rule is about the direct children of the <ol>, which no query reaches.
    // eslint-disable-next-line testing-library/no-node-access
    expect([...canvas().children].map((child) => child.tagName)).toEqual(['LI', 'LI']);
    expect(screen.queryByText(s.canvasEmpty)).toBeNull();
  });
});
