import { render, screen } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary';
import { commonStrings } from './strings';

function Broken(): never {
  throw new Error('chart crashed');
}

test('a crash inside stays inside: the notice replaces the part, siblings still render', () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  render(
    <>
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>
      <p>回答一覧</p>
    </>,
  );
  expect(screen.getByRole('alert')).toHaveTextContent(commonStrings.panelFailed);
  expect(screen.getByText('回答一覧')).toBeInTheDocument();
});
