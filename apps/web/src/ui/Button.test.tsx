import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from './Button';
import { buttonVariants } from './buttonVariants';
import { IconButton } from './IconButton';
import { TextIconButton } from './TextIconButton';

afterEach(cleanup);

describe('Button', () => {
  it('has the seed’s seventeen variants', () => {
    expect(buttonVariants).toEqual([
      'primary',
      'grey',
      'primary-text',
      'secondary',
      'bordered',
      'background',
      'tertiary',
      'selected',
      'blue-border',
      'white-border',
      'alert',
      'alert-with-text',
      'end',
      'dark',
      'dark-outline',
      'clear',
      'upsell',
    ]);
  });

  it.each(buttonVariants)('renders the %s variant', (variant) => {
    render(<Button variant={variant}>{variant}</Button>);
    const button = screen.getByRole('button', { name: variant });
    expect(button.dataset.variant).toBe(variant);
    expect(button.getAttribute('type')).toBe('button');
  });

  it('defaults to primary, medium', () => {
    render(<Button>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.dataset.variant).toBe('primary');
    expect(button.dataset.size).toBe('md');
  });

  it('ignores clicks while loading but stays focusable and announces busy', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.hasAttribute('disabled')).toBe(false);
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('does not submit its form while loading', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(e) => onSubmit(e.nativeEvent as SubmitEvent)}>
        <Button type="submit" loading>
          Log In
        </Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('is disabled with disabled', async () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Save
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClick).not.toHaveBeenCalled();
  });
});

describe('IconButton', () => {
  it('is named by its aria-label and shows only the icon', async () => {
    const onClick = vi.fn();
    render(<IconButton icon="x" aria-label="Close" onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Close' });
    expect(button.dataset.iconOnly).toBe('true');
    expect(button.querySelector('[data-icon="x"]')).not.toBeNull();
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });
});

describe('TextIconButton', () => {
  it('shows the icon before or after its text', () => {
    const { rerender } = render(<TextIconButton icon="plus">Add task</TextIconButton>);
    const button = screen.getByRole('button', { name: 'Add task' });
    expect(button.querySelector('[data-icon="plus"]')?.nextElementSibling?.textContent).toBe('Add task');
    rerender(
      <TextIconButton icon="plus" iconPosition="end">
        Add task
      </TextIconButton>,
    );
    expect(button.querySelector('[data-icon="plus"]')?.previousElementSibling?.textContent).toBe('Add task');
  });
});
