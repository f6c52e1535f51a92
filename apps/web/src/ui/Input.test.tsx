import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Input } from './Input';

afterEach(cleanup);

describe('Input', () => {
  it('labels the field, defaults to type text and forwards name, id, autoComplete and aria attributes', () => {
    render(<Input label="Email" name="email" id="login-email" autoComplete="email" aria-required="true" />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveProperty('type', 'text');
    expect(input.getAttribute('name')).toBe('email');
    expect(input.id).toBe('login-email');
    expect(input.getAttribute('autocomplete')).toBe('email');
    expect(input.getAttribute('aria-required')).toBe('true');
  });

  it('shows the search label icon by default when showLabelIcon is set, or the one named', () => {
    const { container, rerender } = render(<Input aria-label="Find" showLabelIcon />);
    expect(container.querySelector('[data-icon="search"]')).not.toBeNull();
    rerender(<Input aria-label="Find" showLabelIcon labelIcon="mail" />);
    expect(container.querySelector('[data-icon="mail"]')).not.toBeNull();
    rerender(<Input aria-label="Find" />);
    expect(container.querySelector('[data-icon]')).toBeNull();
  });

  it('raises onEnter with the current text', async () => {
    const onEnter = vi.fn();
    render(<Input aria-label="Title" onEnter={onEnter} />);
    await userEvent.type(screen.getByLabelText('Title'), 'Ship it{Enter}');
    expect(onEnter).toHaveBeenCalledWith('Ship it');
  });

  it('reports the final value on blur', async () => {
    const onBlurValue = vi.fn();
    const onValueChange = vi.fn();
    render(<Input aria-label="Title" onBlurValue={onBlurValue} onValueChange={onValueChange} />);
    await userEvent.type(screen.getByLabelText('Title'), 'abc');
    expect(onValueChange).toHaveBeenLastCalledWith('abc');
    expect(onBlurValue).not.toHaveBeenCalled();
    await userEvent.tab();
    expect(onBlurValue).toHaveBeenCalledExactlyOnceWith('abc');
  });

  it('keeps what the user types while focused, and takes outside values once blurred', async () => {
    const { rerender } = render(<Input aria-label="Title" value="server" />);
    const input = screen.getByLabelText('Title') as HTMLInputElement;
    await userEvent.clear(input);
    await userEvent.type(input, 'mine');
    rerender(<Input aria-label="Title" value="server update" />);
    expect(input.value).toBe('mine');
    await userEvent.tab();
    rerender(<Input aria-label="Title" value="later update" />);
    expect(input.value).toBe('later update');
  });

  it.each(['tel', 'number'] as const)('strips all but digits, period and comma for type %s', async (type) => {
    const onValueChange = vi.fn();
    render(<Input aria-label="Amount" type={type} onValueChange={onValueChange} />);
    const input = screen.getByLabelText('Amount') as HTMLInputElement;
    await userEvent.type(input, '+1 (2a)3.4,5e-6');
    expect(input.value).toBe('123.4,56');
    expect(onValueChange).toHaveBeenLastCalledWith('123.4,56');
  });

  it('does not strip other types', async () => {
    render(<Input aria-label="Name" />);
    const input = screen.getByLabelText('Name') as HTMLInputElement;
    await userEvent.type(input, 'a1-b');
    expect(input.value).toBe('a1-b');
  });

  it('is read-only in editor mode and inert when disabled', async () => {
    const onValueChange = vi.fn();
    const { rerender } = render(
      <Input aria-label="Note" value="x" editorMode onValueChange={onValueChange} />,
    );
    expect(screen.getByLabelText('Note')).toHaveProperty('readOnly', true);
    await userEvent.type(screen.getByLabelText('Note'), 'y');
    rerender(<Input aria-label="Note" value="x" disabled onValueChange={onValueChange} />);
    expect(screen.getByLabelText('Note')).toHaveProperty('disabled', true);
    await userEvent.type(screen.getByLabelText('Note'), 'y');
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('focuses itself with autoFocus', () => {
    render(<Input aria-label="Search" autoFocus />);
    expect(document.activeElement).toBe(screen.getByLabelText('Search'));
  });

  it('points aria-describedby at the error and marks itself invalid', () => {
    render(<Input aria-label="Email" errorId="email-error" aria-describedby="email-hint" />);
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('email-hint email-error');
  });

  it('marks disableFocusBorder on the field', () => {
    const { container } = render(<Input aria-label="Search" disableFocusBorder />);
    expect(container.firstElementChild?.hasAttribute('data-no-focus-border')).toBe(true);
  });
});
