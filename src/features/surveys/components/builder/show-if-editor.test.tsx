import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useReducer } from 'react';
import { describe, expect, it } from 'vitest';
import { draftReducer } from '../../model/draft-reducer';
import { rulesBrokenBy } from '../../model/show-if-text';
import { moveField } from '../../model/field-ops';
import { EMPTY_DRAFT } from '../../model/survey-draft';
import type { SurveyField } from '../../model/types';
import { showIfStrings as t, surveyStrings as s } from '../../strings';
import { Builder } from './builder';
import type { LinkOptions } from './show-if-editor';

const usage: SurveyField = {
  id: 'usage',
  type: 'radio',
  label: 'ご利用状況',
  required: true,
  order: 0,
  options: [
    { id: 'o-use', label: '利用中', value: '利用中' },
    { id: 'o-plan', label: '検討中', value: '検討中' },
  ],
};
const score: SurveyField = {
  id: 'score',
  type: 'rating',
  label: '満足度',
  required: false,
  order: 1,
};
const reason: SurveyField = {
  id: 'reason',
  type: 'text',
  label: '利用目的',
  required: true,
  order: 2,
};
const LINK_OPTIONS: LinkOptions = { 'sa.progress': ['商談中', '受注'] };

function Harness({ initial }: { initial: SurveyField[] }) {
  const [draft, dispatch] = useReducer(draftReducer, { ...EMPTY_DRAFT, fields: initial });
  return (
    <>
      <Builder fields={draft.fields} dispatch={dispatch} linkOptions={LINK_OPTIONS} />
      <output data-testid="draft-fields">{JSON.stringify(draft.fields)}</output>
    </>
  );
}
const stored = (): SurveyField[] =>
  JSON.parse(screen.getByTestId('draft-fields').textContent ?? '[]') as SurveyField[];
const card = (label: string) =>
  screen.getAllByTestId('canvas-field').find((li) => li.dataset.fieldLabel === label)!;

describe('表示条件 in the editing card', () => {
  it('a condition on an earlier question, saved by option id and said on the canvas', async () => {
    const user = userEvent.setup();
    render(<Harness initial={[usage, score, reason]} />);
    await user.click(screen.getByRole('button', { name: s.editField('利用目的') }));
    const section = screen.getByRole('group', { name: t.section });
    await user.click(within(section).getByRole('button', { name: t.add }));

    const source = within(section).getByLabelText(t.source);
    // Earlier questions by their text, then the link's values under 「顧客の情報」.
    expect(within(source).getByRole('group', { name: t.questionsGroup })).toHaveTextContent(
      'ご利用状況満足度',
    );
    expect(within(source).getByRole('group', { name: t.linkGroup })).toHaveTextContent('SA 進捗');
    expect(within(source).queryByRole('option', { name: '利用目的' })).toBeNull();

    await user.selectOptions(source, 'ご利用状況');
    const operator = within(section).getByLabelText(t.operator);
    expect(
      within(operator)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      '次の値のとき',
      '次の値以外のとき',
      '次のいずれかのとき',
      '回答があるとき',
      '回答がないとき',
    ]);
    await user.selectOptions(within(section).getByLabelText(t.value), '利用中');
    await user.click(screen.getByRole('button', { name: s.save }));

    expect(stored()[2]!.showIf).toEqual({
      match: 'all',
      conditions: [{ source: { kind: 'field', fieldId: 'usage' }, op: 'is', values: ['o-use'] }],
    });
    expect(card('利用目的')).toHaveTextContent('表示条件: ご利用状況 が「利用中」のとき');
  });

  it('numbers for a rating, link values from their option list, and how two conditions combine', async () => {
    const user = userEvent.setup();
    render(<Harness initial={[usage, score, reason]} />);
    await user.click(screen.getByRole('button', { name: s.editField('利用目的') }));
    const section = screen.getByRole('group', { name: t.section });
    await user.click(within(section).getByRole('button', { name: t.add }));
    await user.selectOptions(within(section).getByLabelText(t.source), '満足度');
    await user.selectOptions(within(section).getByLabelText(t.operator), '以上');
    const number = within(section).getByLabelText(t.value);
    await user.clear(number);
    await user.type(number, '4');

    await user.click(within(section).getByRole('button', { name: t.add }));
    const [, second] = within(section).getAllByLabelText(t.source);
    await user.selectOptions(second!, 'SA 進捗');
    const [, secondValue] = within(section).getAllByLabelText(t.value);
    expect(
      within(secondValue!)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['商談中', '受注']);
    await user.selectOptions(secondValue!, '受注');
    await user.click(within(section).getByRole('radio', { name: t.any }));
    await user.click(screen.getByRole('button', { name: s.save }));

    expect(stored()[2]!.showIf).toEqual({
      match: 'any',
      conditions: [
        { source: { kind: 'field', fieldId: 'score' }, op: 'atLeast', number: 4 },
        { source: { kind: 'link', key: 'sa.progress' }, op: 'is', values: ['受注'] },
      ],
    });
    expect(card('利用目的')).toHaveTextContent(
      '表示条件: 満足度 が 4 以上、または SA 進捗 が「受注」のとき',
    );
  });

  it('a rule whose question is deleted is marked invalid in red, and the question shows to all', async () => {
    const user = userEvent.setup();
    const ruled = {
      ...reason,
      showIf: {
        match: 'all' as const,
        conditions: [
          {
            source: { kind: 'field' as const, fieldId: 'usage' },
            op: 'is' as const,
            values: ['o-use'],
          },
        ],
      },
    };
    render(<Harness initial={[usage, ruled]} />);
    expect(card('利用目的')).not.toHaveTextContent(t.invalid);
    await user.click(screen.getByRole('button', { name: s.deleteField('ご利用状況') }));
    expect(within(card('利用目的')).getByText(t.invalid)).toHaveClass('text-red-700');
    await user.click(screen.getByRole('button', { name: s.editField('利用目的') }));
    expect(screen.getByRole('group', { name: t.section })).toHaveTextContent(t.invalid);
  });

  it('removing the last condition removes the rule', async () => {
    const user = userEvent.setup();
    render(<Harness initial={[usage, reason]} />);
    await user.click(screen.getByRole('button', { name: s.editField('利用目的') }));
    await user.click(screen.getByRole('button', { name: t.add }));
    await user.click(screen.getByRole('button', { name: '表示条件を削除' }));
    await user.click(screen.getByRole('button', { name: s.save }));
    expect(stored()[1]!.showIf).toBeUndefined();
  });
});

describe('reordering', () => {
  it('names the questions whose sound rule a move would break, and none already broken', () => {
    const ruled = {
      ...reason,
      order: 1,
      showIf: {
        match: 'all' as const,
        conditions: [
          { source: { kind: 'field' as const, fieldId: 'usage' }, op: 'answered' as const },
        ],
      },
    };
    const fields = [usage, ruled];
    expect(rulesBrokenBy(fields, moveField(fields, 1, 0)).map((f) => f.label)).toEqual([
      '利用目的',
    ]);
    expect(rulesBrokenBy(fields, fields)).toEqual([]);
  });
});
