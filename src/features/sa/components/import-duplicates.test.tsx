import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { LikelyDuplicate } from '../model/import-duplicates';
import { ImportDuplicates } from './import-duplicates';

const DUPLICATES: LikelyDuplicate[] = [
  {
    add: 0,
    clientName: '(株)テスト商事',
    candidates: [
      { id: 'r1', clientName: '株式会社テスト商事', reasons: ['name'] },
      { id: 'r2', clientName: 'テスト商事株式会社 大阪', reasons: ['phone'] },
    ],
  },
];

function Harness({ onChange }: { onChange: (choices: Map<number, string>) => void }) {
  const [choices, setChoices] = useState(new Map<number, string>());
  return (
    <ImportDuplicates
      duplicates={DUPLICATES}
      choices={choices}
      disabled={false}
      onChoose={(add, rowId) => {
        const next = new Map(choices);
        if (rowId) next.set(add, rowId);
        else next.delete(add);
        setChoices(next);
        onChange(next);
      }}
    />
  );
}

test('each row: 新規に追加 first; 既存の行を更新 picks the strongest, and which one can change', async () => {
  const onChange = vi.fn();
  const user = userEvent.setup();
  render(<Harness onChange={onChange} />);
  const choice = screen.getByRole('radiogroup', { name: '(株)テスト商事 の取り込み方' });
  expect(within(choice).getByRole('radio', { name: '新規に追加' })).toBeChecked();
  expect(screen.getByText(/株式会社テスト商事（会社名が一致（表記ゆれ））/)).toBeInTheDocument();
  await user.click(within(choice).getByRole('radio', { name: '既存の行を更新' }));
  expect(onChange).toHaveBeenLastCalledWith(new Map([[0, 'r1']]));
  await user.selectOptions(
    screen.getByRole('combobox', { name: '(株)テスト商事 で更新する行' }),
    'r2',
  );
  expect(onChange).toHaveBeenLastCalledWith(new Map([[0, 'r2']]));
  await user.click(within(choice).getByRole('radio', { name: '新規に追加' }));
  expect(onChange).toHaveBeenLastCalledWith(new Map());
  expect(screen.queryByRole('combobox')).toBeNull();
});
