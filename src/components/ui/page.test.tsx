import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Page } from './page';

describe('Page', () => {
  it('keeps the title row stuck to the top only when asked (create / edit forms)', () => {
    const { rerender } = render(
      <Page title="作成" actions={<button type="button">保存</button>} />,
    );
    const header = () => screen.getByRole('banner');
    expect(header()).not.toHaveClass('sticky');
    rerender(<Page title="作成" stickyHeader actions={<button type="button">保存</button>} />);
    expect(header()).toHaveClass('sticky', 'top-0');
    expect(header()).toContainElement(screen.getByRole('button', { name: '保存' }));
  });
});
