import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SurveyField } from '../../model/types';
import { FieldEditor } from './field-editor';

const radio: SurveyField = {
  id: 'f1',
  type: 'radio',
  label: 'Color',
  required: false,
  order: 0,
  options: [
    { id: 'o1', label: '選択肢1', value: 'option1' },
    { id: 'o2', label: '選択肢2', value: 'option2' },
  ],
  chartType: 'horizontalBar',
};
const text: SurveyField = { id: 't1', type: 'text', label: 'Name', required: false, order: 0 };
/** A survey of this one question. */
const alone = (field: SurveyField) => ({ field, fields: [field], index: 0, linkOptions: {} });

describe('FieldEditor', () => {
  it('saves label, options (value rule), new option, chart type, required and useAsLabel', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<FieldEditor {...alone(radio)} onSave={onSave} onCancel={() => {}} />);
    expect(screen.queryByLabelText('プレースホルダー')).toBeNull();
    expect(screen.queryByLabelText('AI要約を有効にする')).toBeNull();
    fireEvent.change(screen.getByLabelText('質問文'), { target: { value: 'Favourite' } });
    fireEvent.change(screen.getByLabelText('選択肢 1'), { target: { value: 'Light Blue' } });
    await user.click(screen.getByRole('button', { name: '選択肢を追加' }));
    expect(screen.getByLabelText('選択肢 3')).toHaveValue('選択肢3');
    await user.click(screen.getByRole('button', { name: '選択肢「選択肢2」を削除' }));
    await user.selectOptions(screen.getByLabelText('グラフの種類'), 'donut');
    await user.click(screen.getByLabelText('必須項目にする'));
    await user.click(screen.getByLabelText('回答一覧のラベルとして使う'));
    await user.click(screen.getByRole('button', { name: '保存' }));
    const saved = onSave.mock.calls[0]![0] as SurveyField;
    expect(saved).toMatchObject({
      id: 'f1',
      label: 'Favourite',
      required: true,
      useAsLabel: true,
      chartType: 'donut',
    });
    expect(saved.options!.map((o) => [o.label, o.value])).toEqual([
      ['Light Blue', 'light_blue'],
      ['選択肢3', 'option3'],
    ]);
  });

  it('offers placeholder and AI summary for text and applies them', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<FieldEditor {...alone(text)} onSave={onSave} onCancel={() => {}} />);
    expect(screen.queryByLabelText('グラフの種類')).toBeNull();
    fireEvent.change(screen.getByLabelText('プレースホルダー'), { target: { value: '山田 太郎' } });
    await user.click(screen.getByLabelText('AI要約を有効にする'));
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(onSave).toHaveBeenCalledWith({
      ...text,
      placeholder: '山田 太郎',
      enableAiSummary: true,
      useAsLabel: false,
    });
  });

  it('hides the placeholder for rating; cancel applies nothing', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    const onCancel = vi.fn();
    render(
      <FieldEditor {...alone({ ...text, type: 'rating' })} onSave={onSave} onCancel={onCancel} />,
    );
    expect(screen.queryByLabelText('プレースホルダー')).toBeNull();
    fireEvent.change(screen.getByLabelText('質問文'), { target: { value: 'changed' } });
    await user.click(screen.getByRole('button', { name: 'キャンセル' }));
    expect(onCancel).toHaveBeenCalled();
    expect(onSave).not.toHaveBeenCalled();
  });
});

describe('FieldEditor: pending edits', () => {
  it('reports the field as it would save it while changed, null once back as opened or closed', () => {
    const onPending = vi.fn();
    const { unmount } = render(
      <FieldEditor {...alone(text)} onSave={() => {}} onCancel={() => {}} onPending={onPending} />,
    );
    expect(onPending).toHaveBeenLastCalledWith(null);
    fireEvent.change(screen.getByLabelText('質問文'), { target: { value: 'Full name' } });
    expect(onPending).toHaveBeenLastCalledWith({
      ...text,
      label: 'Full name',
      placeholder: '',
      useAsLabel: false,
      enableAiSummary: false,
    });
    fireEvent.change(screen.getByLabelText('質問文'), { target: { value: 'Name' } });
    expect(onPending).toHaveBeenLastCalledWith(null);
    fireEvent.change(screen.getByLabelText('質問文'), { target: { value: 'Other' } });
    unmount();
    expect(onPending).toHaveBeenLastCalledWith(null);
  });
});
