import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { FormField, Select, TextInput } from './form-controls';

test('a Select is named by its label prop and offers the placeholder first', async () => {
  const onChange = vi.fn();
  render(
    <Select
      label="サブジャンルの親カテゴリ"
      value=""
      onChange={(event) => onChange(event.target.value)}
      placeholder="なし"
      options={[
        { value: 'dev', label: '開発' },
        { value: 'ops', label: '運用' },
      ]}
    />,
  );
  const select = screen.getByRole('combobox', { name: 'サブジャンルの親カテゴリ' });
  expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['なし', '開発', '運用']);
  await userEvent.selectOptions(select, '運用');
  expect(onChange).toHaveBeenCalledWith('ops');
});

test('inside a FormField the visible label names the control, and a class passed in wins', () => {
  render(
    <FormField id="title" label="タイトル">
      <TextInput id="title" className="w-40" />
    </FormField>,
  );
  const input = screen.getByRole('textbox', { name: 'タイトル' });
  expect(input).toHaveClass('w-40');
  expect(input).not.toHaveClass('w-full');
});
