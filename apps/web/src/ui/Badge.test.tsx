import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Badge } from './Badge';

afterEach(cleanup);

describe('Badge', () => {
  it('uses bgColor and textColor', () => {
    render(
      <Badge bgColor="rgb(1, 2, 3)" textColor="rgb(4, 5, 6)">
        Bug
      </Badge>,
    );
    const badge = screen.getByText('Bug').parentElement as HTMLElement;
    expect(badge.style.background).toContain('rgb(1, 2, 3)');
    expect(badge.style.color).toBe('rgb(4, 5, 6)');
  });

  it('has no remove button unless canRemove', () => {
    render(<Badge onRemove={vi.fn()}>Bug</Badge>);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('raises onRemove from its labelled remove button when canRemove', async () => {
    const onRemove = vi.fn();
    render(
      <Badge canRemove onRemove={onRemove} removeLabel="Remove label Bug">
        Bug
      </Badge>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove label Bug' }));
    expect(onRemove).toHaveBeenCalledOnce();
  });
});
