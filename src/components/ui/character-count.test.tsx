import { render, screen } from '@testing-library/react';
import { CountedTextInput } from './character-count';
import { commonStrings } from './strings';

const renderWith = (value: string) =>
  render(<CountedTextInput id="t" aria-label="名前" max={10} value={value} onChange={() => {}} />);

test('the input refuses text past the limit and shows no counter far from it', () => {
  renderWith('abc');
  const input = screen.getByRole('textbox', { name: '名前' });
  expect(input).toHaveAttribute('maxLength', '10');
  expect(input).not.toHaveAttribute('aria-describedby');
  expect(screen.queryByText(commonStrings.remaining('7', '10'))).toBeNull();
});

test('near the limit the counter shows what is left and describes the input', () => {
  renderWith('abcdefgh');
  const input = screen.getByRole('textbox', { name: '名前' });
  expect(input).toHaveAccessibleDescription(commonStrings.remaining('2', '10'));
});
