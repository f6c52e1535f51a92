import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ValidationBox } from './ValidationBox';

afterEach(cleanup);

describe('ValidationBox', () => {
  it('expands with the error, an alert icon and role=alert while there is text', () => {
    const { container } = render(<ValidationBox id="email-error" error="Enter a valid e-mail" />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Enter a valid e-mail');
    expect(alert.id).toBe('email-error');
    expect(alert.querySelector('[data-icon="alert"]')).not.toBeNull();
    expect(container.firstElementChild?.getAttribute('data-state')).toBe('expanded');
  });

  it('collapses, without an alert, when the error is empty or missing', () => {
    const { container, rerender } = render(<ValidationBox error="Wrong password" />);
    for (const error of ['', null, undefined]) {
      rerender(<ValidationBox error={error} />);
      expect(screen.queryByRole('alert')).toBeNull();
      expect(container.firstElementChild?.getAttribute('data-state')).toBe('collapsed');
      expect(container.querySelector('[aria-hidden="true"]')).not.toBeNull();
    }
  });

  it('keeps the last text while collapsing and alerts again when a new error comes', () => {
    const { container, rerender } = render(<ValidationBox error="First" />);
    rerender(<ValidationBox error={null} />);
    expect(container.textContent).toBe('First');
    rerender(<ValidationBox error="Second" />);
    expect(screen.getByRole('alert').textContent).toBe('Second');
  });
});
