import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { SA_LIST } from '@/contracts/collections';
import {
  DuplicatesProvider,
  type TableDuplicates,
} from '../../duplicates/components/duplicates-context';
import { CustomerAddForm, useCustomerForm } from './customer-add-form';

type Input = { clientName: string };

function Form({ add }: { add: (input: Input) => Promise<unknown> }) {
  const form = useCustomerForm<Input>({
    initial: () => ({ clientName: '' }),
    required: ['clientName'],
    requiredMessage: 'クライアント名を入力してください',
    untrimmed: 'clientName',
    add,
    addFailed: '追加できませんでした',
    collection: SA_LIST,
    onClose: () => {},
  });
  return (
    <CustomerAddForm form={form}>
      <label htmlFor={form.field('clientName').id}>クライアント名</label>
      <input {...form.field('clientName')} />
    </CustomerAddForm>
  );
}

const loading: TableDuplicates = { table: SA_LIST, loaded: false, candidatesOf: () => [] };
const loaded: TableDuplicates = {
  table: SA_LIST,
  loaded: true,
  candidatesOf: (entry) =>
    entry.clientName.includes('テスト商事')
      ? [
          {
            id: 'r1',
            clientName: '株式会社テスト商事',
            assignee: '佐藤',
            progress: '商談中',
            reasons: ['name'],
          },
        ]
      : [],
};

test('an add sent before the rows came waits for them, then stops at the likely duplicate', async () => {
  const add = vi.fn(async () => 'new-id');
  const user = userEvent.setup();
  const tree = (value: TableDuplicates) => (
    <MemoryRouter>
      <DuplicatesProvider value={value}>
        <Form add={add} />
      </DuplicatesProvider>
    </MemoryRouter>
  );
  const { rerender } = render(tree(loading));
  await user.type(screen.getByLabelText('クライアント名'), '(株)テスト商事');
  await user.click(screen.getByRole('button', { name: '追加' }));
  expect(add).not.toHaveBeenCalled();
  rerender(tree(loaded));
  expect(await screen.findByRole('button', { name: 'それでも追加' })).toBeEnabled();
  expect(screen.getByRole('alert')).toHaveTextContent('株式会社テスト商事');
  expect(add).not.toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: 'それでも追加' }));
  expect(add).toHaveBeenCalledWith({ clientName: '(株)テスト商事' });
});
